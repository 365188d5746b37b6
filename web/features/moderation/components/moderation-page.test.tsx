import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeContent,
  makeCook,
  makeReport,
  makeReportedItem,
  openModeration,
  reportPage,
} from '@/test/moderation';

const card = (name: string) => screen.findByRole('article', { name });

describe('who may open the Moderation screen', () => {
  it.each(['/moderation', '/moderation/team', '/moderation/log'])(
    'shows a plain cook Page Not Found at %s, asking nothing',
    async (path) => {
      const { calls } = openModeration(path, {}, 'user');
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      expect(calls.filter((call) => call.url.startsWith('/api/moderation'))).toHaveLength(0);
      expect(calls.filter((call) => call.url.startsWith('/api/admin'))).toHaveLength(0);
    },
  );

  it.each(['/moderation/team', '/moderation/log'])(
    'shows a moderator Page Not Found at %s, for administrators only',
    async (path) => {
      openModeration(path, {}, 'moderator');
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    },
  );

  it('gives moderators the reports without the links of administrators', async () => {
    openModeration('/moderation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    await card('Cheap watches here');
    expect(
      screen.queryByRole('navigation', { name: 'Moderation screens' }),
    ).not.toBeInTheDocument();
  });

  it('links administrators to the team and the log', async () => {
    openModeration('/moderation', {}, 'admin');
    const links = within(await screen.findByRole('navigation', { name: 'Moderation screens' }));
    expect(links.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(links.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/moderation/team');
    expect(links.getByRole('link', { name: 'Log' })).toHaveAttribute('href', '/moderation/log');
  });
});

describe('the reported items', () => {
  it('shows what was reported, by whom, how often and why', async () => {
    const { events } = openModeration('/moderation');
    const item = within(await card('Cheap watches here'));
    expect(item.getByText('Post')).toBeVisible();
    expect(item.getByText('Click my link for the best deals.')).toBeVisible();
    expect(item.getByText('Sam Spammer')).toBeVisible();
    expect(item.getByText('3 reports')).toBeVisible();
    const reasons = within(item.getByRole('list', { name: 'Reasons' }));
    expect(reasons.getAllByRole('listitem').map((reason) => reason.textContent)).toEqual([
      'Spam or unwanted content (2)',
      'Harassment or bullying (1)',
    ]);

    // The reports themselves open on demand.
    const toggle = item.getByRole('button', { name: 'Show reports' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(item.queryByRole('list', { name: 'Reports' })).not.toBeInTheDocument();
    await events.click(toggle);
    expect(item.getByRole('button', { name: 'Hide reports' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const reports = within(item.getByRole('list', { name: 'Reports' }));
    const [first, , third] = reports.getAllByRole('listitem') as HTMLElement[];
    expect(first).toHaveTextContent('Rita Reporter · Spam or unwanted content · 30 minutes ago');
    expect(first).toHaveTextContent('Selling things again');
    expect(third).toHaveTextContent('Pia Pan · Harassment or bullying');
  });

  it('says one report, and how many of the reports are shown', async () => {
    openModeration('/moderation', {
      reports: () =>
        reportPage([
          makeReportedItem({ reportsCount: 1, reasons: { other: 1 }, reports: [makeReport()] }),
          makeReportedItem({
            id: 2,
            contentId: 42,
            content: makeContent({ title: 'Loud post' }),
            reportsCount: 14,
          }),
        ]),
    });
    expect(within(await card('Cheap watches here')).getByText('1 report')).toBeVisible();
    const loud = within(await card('Loud post'));
    expect(loud.getByText('14 reports')).toBeVisible();
    expect(loud.getByText('The newest 3 of 14 reports.', { exact: false })).toBeInTheDocument();
  });

  it('shows a comment with its post, a recipe and a profile with links, and what is gone', async () => {
    openModeration('/moderation', {
      reports: () =>
        reportPage([
          makeReportedItem({
            id: 2,
            contentType: 'comment',
            contentId: 7,
            content: makeContent({
              title: 'Sunday roast',
              text: 'You are all idiots',
              announcementId: 41,
              createdAt: null,
            }),
          }),
          makeReportedItem({
            id: 3,
            contentType: 'recipe',
            contentId: 12,
            content: makeContent({
              title: 'Lentil Stew',
              text: 'A stew of stolen words',
              announcementId: null,
              createdAt: null,
            }),
          }),
          makeReportedItem({
            id: 4,
            contentType: 'user',
            contentId: null,
            content: makeContent({
              title: 'Sam Spammer',
              text: 'Buy my stuff',
              announcementId: null,
              createdAt: null,
            }),
          }),
          makeReportedItem({ id: 5, contentId: 99, content: null }),
        ]),
    });
    const comment = within(await card('Comment by Sam Spammer'));
    expect(comment.getByText('You are all idiots')).toBeVisible();
    expect(comment.getByText('On: Sunday roast')).toBeVisible();
    expect(comment.getByRole('button', { name: 'Dismiss' })).toBeVisible();

    const recipe = within(await card('Lentil Stew'));
    expect(recipe.getByRole('link', { name: 'Lentil Stew' })).toHaveAttribute('href', '/recipe/12');
    expect(recipe.getByText('A stew of stolen words')).toBeVisible();
    expect(recipe.getByRole('button', { name: 'Suspend author' })).toBeVisible();

    const profile = within(await card('Sam Spammer'));
    expect(profile.getByRole('link', { name: 'Sam Spammer' })).toHaveAttribute(
      'href',
      '/user/cook-2',
    );
    expect(profile.getByText('Buy my stuff')).toBeVisible();
    expect(profile.getByRole('button', { name: 'Dismiss' })).toBeVisible();

    const gone = within(await card('Content no longer exists'));
    expect(gone.getByRole('button', { name: 'Suspend author' })).toBeVisible();
  });

  it('shows the photo of a post', async () => {
    openModeration('/moderation', {
      reports: () =>
        reportPage([
          makeReportedItem({
            content: makeContent({ image: '/uploads/watch.jpg' }),
          }),
        ]),
    });
    const item = within(await card('Cheap watches here'));
    expect(item.getByRole('img', { name: 'Cheap watches here' })).toHaveAttribute(
      'src',
      '/uploads/watch.jpg',
    );
  });

  it.each([
    ['9999-12-31T23:59:59.999Z', 'Suspended until lifted'],
    ['infinity', 'Suspended until lifted'],
  ])('says a cook suspended until %s is suspended until lifted', async (until, text) => {
    openModeration('/moderation', {
      reports: () =>
        reportPage([
          makeReportedItem({
            reportedUser: { ...makeCook(), role: 'user', suspendedUntil: until },
          }),
        ]),
    });
    const item = within(await card('Cheap watches here'));
    expect(item.getByText(text)).toBeVisible();
    expect(item.getByRole('button', { name: 'Lift suspension' })).toBeVisible();
    expect(item.queryByRole('button', { name: 'Suspend author' })).not.toBeInTheDocument();
  });

  it('says until when a suspension ends', async () => {
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    openModeration('/moderation', {
      reports: () =>
        reportPage([
          makeReportedItem({
            reportedUser: { ...makeCook(), role: 'user', suspendedUntil: until },
          }),
        ]),
    });
    const item = within(await card('Cheap watches here'));
    expect(item.getByText(/^Suspended until \w+ \d+, \d{4} at/)).toBeVisible();
  });

  it('offers no dismissal on items already dealt with', async () => {
    openModeration('/moderation?status=actioned', {
      reports: () => reportPage([makeReportedItem({ status: 'actioned' })]),
    });
    const item = within(await card('Cheap watches here'));
    expect(item.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(item.queryByRole('button', { name: 'Suspend author' })).not.toBeInTheDocument();
  });
});
