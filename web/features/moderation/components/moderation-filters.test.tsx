import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, neverAnswer, stubApi } from '@/test/api-stub';
import {
  makeContent,
  makeReportedItem,
  moderationApi,
  openModeration,
  reportPage,
  reportReads,
} from '@/test/moderation';
import { makeUser, renderApp } from '@/test/render-app';

const card = (name: string) => screen.findByRole('article', { name });

describe('choosing which reports', () => {
  it('asks for the pending reports of every kind first', async () => {
    const { calls } = openModeration('/moderation');
    await card('Cheap watches here');
    expect(reportReads(calls)).toEqual([{ status: 'pending', page: '1' }]);
    const status = within(screen.getByRole('navigation', { name: 'Report status' }));
    expect(status.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Content type')).toHaveValue('');
  });

  it('reads another status and kind, keeps them in the address, and goes Back', async () => {
    const { calls, events, location } = openModeration('/moderation');
    await card('Cheap watches here');

    const status = within(screen.getByRole('navigation', { name: 'Report status' }));
    await events.click(status.getByRole('link', { name: 'Dismissed' }));
    await waitFor(() => expect(location().search).toBe('?status=dismissed'));
    await events.selectOptions(screen.getByLabelText('Content type'), 'Comments');
    await waitFor(() => expect(location().search).toBe('?status=dismissed&type=comment'));
    await waitFor(() =>
      expect(reportReads(calls).at(-1)).toEqual({
        status: 'dismissed',
        contentType: 'comment',
        page: '1',
      }),
    );
    expect(status.getByRole('link', { name: 'Dismissed' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the list the address names', async () => {
    const { calls } = openModeration('/moderation?status=actioned&type=recipe&page=3');
    await card('Cheap watches here');
    expect(reportReads(calls)).toEqual([{ status: 'actioned', contentType: 'recipe', page: '3' }]);
    expect(screen.getByLabelText('Content type')).toHaveValue('recipe');
  });

  it('pages with Previous and Next', async () => {
    const { calls, events, location } = openModeration('/moderation?type=comment', {
      reports: ({ page }) =>
        page === '1'
          ? reportPage([makeReportedItem()], true)
          : reportPage([
              makeReportedItem({ id: 9, content: makeContent({ title: 'Second page post' }) }),
            ]),
    });
    await card('Cheap watches here');
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(pages.getByText('Page 1')).toBeVisible();

    await events.click(pages.getByRole('button', { name: 'Next' }));
    expect(await card('Second page post')).toBeVisible();
    expect(location().search).toBe('?type=comment&page=2');
    expect(reportReads(calls).at(-1)).toEqual({
      status: 'pending',
      contentType: 'comment',
      page: '2',
    });
    const after = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(after.getByText('Page 2')).toBeVisible();
    expect(after.getByRole('button', { name: 'Next' })).toBeDisabled();

    await events.click(after.getByRole('button', { name: 'Previous' }));
    expect(await card('Cheap watches here')).toBeVisible();
    expect(location().search).toBe('?type=comment');
  });
});

describe('the states of the list', () => {
  it('shows a placeholder while the reports load', async () => {
    neverAnswer();
    renderApp('/moderation', makeUser({ role: 'moderator' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading reports…');
  });

  it.each([
    ['/moderation', 'No pending reports', /Nothing is waiting for a moderator/],
    ['/moderation?status=actioned', 'No actioned reports', /suspended/],
    ['/moderation?status=dismissed', 'No dismissed reports', /found nothing wrong/],
  ])('says when %s is empty', async (path, title, text) => {
    openModeration(path, { reports: () => reportPage([]) });
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
  });

  it('offers to try again when the reports could not be loaded', async () => {
    let fail = true;
    const api = moderationApi();
    stubApi((call) =>
      fail && call.url.startsWith('/api/moderation') ? errorAnswer(500, 'Broken') : api(call),
    );
    const { events } = renderApp('/moderation', makeUser({ role: 'admin' }));
    expect(
      await screen.findByRole('heading', { name: 'The reports could not be loaded' }),
    ).toBeVisible();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await card('Cheap watches here')).toBeVisible();
  });

  it('offers the first page when a later one came back empty', async () => {
    const { events, location } = openModeration('/moderation?page=4', {
      reports: ({ page }) => reportPage(page === '1' ? [makeReportedItem()] : []),
    });
    await events.click(await screen.findByRole('button', { name: 'Go to the first page' }));
    expect(await card('Cheap watches here')).toBeVisible();
    expect(location().search).toBe('');
  });
});
