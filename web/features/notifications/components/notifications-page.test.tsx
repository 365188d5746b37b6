import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, parseCall, sentJson } from '@/test/api-stub';
import {
  makeActor,
  makeNotification,
  makeNotifications,
  minutesAgo,
  notificationsApi,
  openNotifications,
  pageReads,
} from '@/test/notifications';

const findList = () => screen.findByRole('list', { name: 'Notifications' });
const rows = async () => within(await findList()).getAllByRole('listitem');

const bob = makeActor({ id: 'cook-bob', displayName: 'Bob' });
const post = (title: string | null = 'Sourdough at last') =>
  ({ type: 'announcement', id: 41, title, announcementId: null }) as const;

describe('the Notifications screen', () => {
  it('says what happened, newest first, with the title and when', async () => {
    openNotifications(
      notificationsApi({
        page: () => [
          makeNotification({ id: 9, actorsCount: 13, actors: [makeActor(), bob] }),
          makeNotification({
            id: 8,
            actors: [bob],
            target: { type: 'comment', id: 7, title: 'Sourdough at last', announcementId: 41 },
          }),
          makeNotification({ id: 7, type: 'comment', target: post() }),
          makeNotification({
            id: 6,
            type: 'reply',
            actors: [bob],
            target: { type: 'comment', id: 12, title: 'Sourdough at last', announcementId: 41 },
          }),
          makeNotification({ id: 5, type: 'follow', target: null, createdAt: minutesAgo(120) }),
          makeNotification({ id: 4, type: 'report-reviewed', actors: [], target: post('Spam') }),
          makeNotification({
            id: 3,
            type: 'removed',
            actors: [],
            target: { type: 'recipe', id: 12, title: 'Gran’s pie', announcementId: null },
          }),
          makeNotification({ id: 2, type: 'removed', actors: [], target: null }),
          makeNotification({ id: 1, type: 'suspended', actors: [], target: null, read: true }),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const texts = (await rows()).map((row) => row.textContent);
    expect(texts).toEqual([
      expect.stringContaining('Ann and 12 others liked your post“Sourdough at last”5 minutes ago'),
      expect.stringContaining('Bob liked your comment“Sourdough at last”'),
      expect.stringContaining('Ann commented on your post'),
      expect.stringContaining('Bob replied to your comment'),
      expect.stringContaining('Ann started following you2 hours ago'),
      expect.stringContaining('Your report was reviewed“Spam”'),
      expect.stringContaining('A moderator removed your recipe“Gran’s pie”'),
      expect.stringContaining('A moderator removed something you shared'),
      'Your account was suspended5 minutes ago',
    ]);
  });

  it('says "1 other" for two likers, and names nobody when every liker is gone', async () => {
    openNotifications(
      notificationsApi({
        page: () => [
          makeNotification({ id: 2, actorsCount: 2 }),
          makeNotification({ id: 1, actorsCount: 3, actors: [] }),
        ],
      }),
    );
    const [two, gone] = await rows();
    expect(two).toHaveTextContent('Ann and 1 other liked your post');
    expect(gone).toHaveTextContent('A cook and 2 others liked your post');
  });

  it('links each to what it is about', async () => {
    openNotifications(
      notificationsApi({
        page: () => [
          makeNotification({ id: 4, target: post() }),
          makeNotification({
            id: 3,
            type: 'comment',
            target: { type: 'comment', id: 7, title: 'Sourdough at last', announcementId: 41 },
          }),
          makeNotification({
            id: 2,
            type: 'removed',
            actors: [],
            target: { type: 'recipe', id: 12, title: 'Pie', announcementId: null },
          }),
          makeNotification({ id: 1, type: 'follow', target: null }),
        ],
      }),
    );
    const links = within(await findList())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/announcements', '/announcements', '/recipe/12', '/user/cook-ann']);
  });

  it('links nowhere when there is nothing to see', async () => {
    openNotifications(
      notificationsApi({
        page: () => [
          makeNotification({ id: 2, type: 'suspended', actors: [], target: null }),
          makeNotification({ id: 1, type: 'report-reviewed', actors: [], target: null }),
        ],
      }),
    );
    const list = await findList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
  });

  it('marks the unread ones, for screen readers too', async () => {
    openNotifications(
      notificationsApi({
        page: () => [makeNotification({ id: 2 }), makeNotification({ id: 1, read: true })],
      }),
    );
    const [unread, read] = await rows();
    expect(unread).toHaveTextContent('Unread: Ann liked your post');
    expect(within(unread as HTMLElement).getByRole('link')).toHaveAccessibleName(
      /^Unread: Ann liked your post/,
    );
    expect(read).not.toHaveTextContent('Unread');
  });

  it('marks all as read at once, and the bell goes to 0', async () => {
    const { calls, events } = openNotifications(
      notificationsApi({
        page: () => [makeNotification({ id: 2 }), makeNotification({ id: 1, type: 'follow' })],
      }),
    );
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
    expect(await screen.findAllByText('Unread:')).toHaveLength(2);

    await events.click(screen.getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(screen.queryByText('Unread:')).not.toBeInTheDocument());
    expect(nav.getByRole('link', { name: 'Notifications' })).toBeVisible();
    const marks = calls.filter((call) => parseCall(call).path === '/api/notifications/read');
    expect(marks).toHaveLength(1);
    // Without `upTo`: every one, those of later pages too.
    expect(sentJson(marks[0])).toEqual({});
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.getByText('All notifications are marked as read.')).toBeInTheDocument();
  });

  it('opening the screen marks nothing read', async () => {
    const { calls } = openNotifications(notificationsApi());
    await findList();
    expect(screen.getByText('Unread:')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('loads the ones before the last one shown on Load more', async () => {
    const { calls, events } = openNotifications(
      notificationsApi({
        page: (before) => (before ? makeNotifications(3, 80) : makeNotifications(20, 100)),
      }),
    );
    expect(await rows()).toHaveLength(20);
    await events.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(23));
    expect(within(await findList()).getByText('“Post 78”')).toBeVisible();
    expect(pageReads(calls)).toEqual([undefined, '81']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers no Load more after a short page', async () => {
    openNotifications(notificationsApi({ page: () => makeNotifications(19, 100) }));
    expect(await rows()).toHaveLength(19);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    openNotifications(notificationsApi({ page: () => [] }));
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says they are loading', async () => {
    openNotifications(() => new Promise<Response>(() => {}));
    expect(await screen.findByText('Loading notifications…')).toBeInTheDocument();
  });

  it('says when they could not be read, and tries again', async () => {
    let failing = true;
    const api = notificationsApi();
    const { events } = openNotifications((call) =>
      failing && parseCall(call).path === '/api/notifications'
        ? errorAnswer(500, 'Internal error')
        : api(call),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your notifications could not be loaded' }),
    ).toBeVisible();
    failing = false;
    await events.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await rows()).toHaveLength(1);
  });
});
