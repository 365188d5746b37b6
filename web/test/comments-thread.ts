import type { Comment } from '@contracts/community';
import { screen, within } from '@testing-library/react';
import { makeUser, renderApp } from '@/test/render-app';
import { parseCall } from './api-stub';
import { makeAnnouncement, makeComment, stubCommunity } from './community';

export const cook = makeUser({ id: 'user-1', displayName: 'Chef Ada' });
/** The author summary of `cook`, for comments of their own. */
export const mine = { ...makeComment().user, id: 'user-1', displayName: 'Chef Ada' };

/** `count` top-level comments with ids from `from`, each saying "Comment {id}". */
export function comments(count: number, from: number, overrides: Partial<Comment> = {}): Comment[] {
  return Array.from({ length: count }, (_, index) =>
    makeComment({ id: from + index, content: `Comment ${from + index}`, ...overrides }),
  );
}

/** Opens the feed with one post whose thread is `thread`, and opens its comments. */
export async function openComments(
  thread: Comment[],
  {
    viewer = cook,
    commentsCount = thread.length,
    answer,
  }: {
    viewer?: ReturnType<typeof makeUser> | null;
    commentsCount?: number;
    answer?: Parameters<typeof stubCommunity>[1];
  } = {},
) {
  const api = stubCommunity(
    { posts: [makeAnnouncement({ commentsCount })], comments: thread },
    answer,
  );
  const view = renderApp('/announcements', viewer);
  const card = await screen.findByRole('article', { name: 'Sourdough at last' });
  await view.events.click(within(card).getByRole('button', { name: /Comments?$/ }));
  const section = await screen.findByRole('region', { name: 'Comments on Sourdough at last' });
  return { ...view, ...api, card, section };
}

/** The comment and reply reads, in order. */
export const commentCalls = (calls: { url: string; method: string }[]) =>
  calls
    .filter((call) => call.method === 'GET' && /comments|replies/.test(call.url))
    .map((call) => parseCall(call));

/** The comment whose own text is `text` (the innermost, since a comment holds its replies). */
export const commentBy = (scope: HTMLElement, text: string) =>
  within(scope)
    .getAllByRole('article', { name: /^Comment by/ })
    .filter((item) => within(item).queryByText(text, { selector: 'p' }))
    .at(-1) as HTMLElement;
