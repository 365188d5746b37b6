import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorAnswer } from '@/test/api-stub';
import { commentBy, comments, mine } from '@/test/comments-thread';
import {
  author,
  feedCalls,
  makeAnnouncement,
  makeComment,
  postTitles,
  stubCommunity,
} from '@/test/community';
import { clearToasts } from '@/test/moderation';
import { makeUser, renderApp } from '@/test/render-app';

const viewer = makeUser({ id: 'user-1', displayName: 'Chef Ada' });
const omar = { ...author, id: 'cook-3', displayName: 'Omar Oven', firstName: 'Omar' };
const explanation =
  "Their posts and comments will disappear from your screens, and they won't be able to follow you, like or comment on your posts.";

/** The feed with a post by Bea (cook-2), one by Omar and one of the viewer's own. */
async function openFeed(answer?: Parameters<typeof stubCommunity>[1]) {
  const api = stubCommunity(
    {
      posts: [
        makeAnnouncement({ id: 3, title: 'My own loaf', user: { ...author, id: 'user-1' } }),
        makeAnnouncement({ id: 2, title: 'Rye by Omar', user: omar }),
        makeAnnouncement({ id: 1, title: 'Sourdough at last' }),
      ],
    },
    answer,
  );
  const view = renderApp('/announcements', viewer);
  await screen.findByRole('article', { name: 'Sourdough at last' });
  return { ...view, ...api };
}

const blockCalls = (calls: { url: string; method: string }[]) =>
  calls.filter((call) => call.url.endsWith('/block')).map((call) => `${call.method} ${call.url}`);

beforeEach(clearToasts);

describe('Blocking the author of a post', () => {
  it('is not offered on your own post', async () => {
    const { events } = await openFeed();
    const own = screen.getByRole('article', { name: 'My own loaf' });
    await events.click(within(own).getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete announcement' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: /^Block/ })).not.toBeInTheDocument();
  });

  it('asks first, then blocks, says so, and the feed comes back without their posts', async () => {
    const { events, calls } = await openFeed();
    const readsBefore = feedCalls(calls).length;
    const card = screen.getByRole('article', { name: 'Sourdough at last' });
    await events.click(within(card).getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Report announcement' })).toBeVisible();
    await events.click(screen.getByRole('menuitem', { name: 'Block Bea Baker' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Block Bea Baker?' });
    expect(dialog).toHaveAccessibleDescription(explanation);
    expect(blockCalls(calls)).toEqual([]);
    await events.click(within(dialog).getByRole('button', { name: 'Block Bea Baker' }));

    expect(await screen.findByText('Blocked Bea Baker')).toBeVisible();
    expect(blockCalls(calls)).toEqual(['POST /api/users/cook-2/block']);
    await waitFor(() => expect(postTitles()).toEqual(['My own loaf', 'Rye by Omar']));
    expect(feedCalls(calls).length).toBeGreaterThan(readsBefore);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The menu went with the post: focus waits at the start of the page's content.
    expect(document.getElementById('main-content')).toHaveFocus();
  });

  it('sends nothing on Cancel, and gives focus back to the menu', async () => {
    const { events, calls } = await openFeed();
    const card = screen.getByRole('article', { name: 'Sourdough at last' });
    const menu = within(card).getByRole('button', { name: 'More actions' });
    await events.click(menu);
    await events.click(await screen.findByRole('menuitem', { name: 'Block Bea Baker' }));
    await events.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(menu).toHaveFocus();
    expect(blockCalls(calls)).toEqual([]);
    expect(postTitles()).toContain('Sourdough at last');
  });

  it('says so when blocking fails, and keeps the posts', async () => {
    const { events } = await openFeed((call) =>
      call.url.endsWith('/block') ? errorAnswer(500, 'Internal error') : undefined,
    );
    const card = screen.getByRole('article', { name: 'Sourdough at last' });
    await events.click(within(card).getByRole('button', { name: 'More actions' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Block Bea Baker' }));
    await events.click(await screen.findByRole('button', { name: 'Block Bea Baker' }));

    expect(await screen.findByText('Failed to block Bea Baker. Please try again.')).toBeVisible();
    expect(screen.queryByText('Blocked Bea Baker')).not.toBeInTheDocument();
    expect(postTitles()).toContain('Sourdough at last');
  });
});

describe('Blocking the author of a comment', () => {
  /** Omar's post, with two comments by Bea and one of the viewer's, its comments open. */
  async function openThread() {
    const own = makeComment({ id: 30, content: 'My own note', user: mine });
    const api = stubCommunity({
      posts: [makeAnnouncement({ id: 1, title: 'Rye by Omar', user: omar, commentsCount: 3 })],
      comments: [...comments(2, 11), own],
    });
    const view = renderApp('/announcements', viewer);
    const card = await screen.findByRole('article', { name: 'Rye by Omar' });
    await view.events.click(within(card).getByRole('button', { name: '3 Comments' }));
    const section = await screen.findByRole('region', { name: 'Comments on Rye by Omar' });
    await within(section).findByText('My own note');
    return { ...view, ...api, section };
  }

  it('is not offered on your own comment', async () => {
    const { section, events } = await openThread();
    await events.click(
      within(commentBy(section, 'My own note')).getByRole('button', { name: 'More actions' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Delete comment' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: /^Block/ })).not.toBeInTheDocument();
  });

  it('blocks the author of another’s comment, and the thread comes back without theirs', async () => {
    const { section, events, calls } = await openThread();
    await events.click(
      within(commentBy(section, 'Comment 11')).getByRole('button', { name: 'More actions' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Report comment' })).toBeVisible();
    await events.click(screen.getByRole('menuitem', { name: 'Block Bea Baker' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Bea Baker?' });
    expect(dialog).toHaveAccessibleDescription(explanation);
    await events.click(within(dialog).getByRole('button', { name: 'Block Bea Baker' }));

    expect(await screen.findByText('Blocked Bea Baker')).toBeVisible();
    expect(blockCalls(calls)).toEqual(['POST /api/users/cook-2/block']);
    await waitFor(() => expect(within(section).queryByText('Comment 11')).not.toBeInTheDocument());
    expect(within(section).queryByText('Comment 12')).not.toBeInTheDocument();
    expect(within(section).getByText('My own note')).toBeVisible();
    expect(section).toBeInTheDocument();
  });
});
