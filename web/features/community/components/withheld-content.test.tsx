import { HIDDEN_NOTICE, removedNotice } from '@contracts/withheld';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commentBy, mine, openComments } from '@/test/comments-thread';
import { makeAnnouncement, makeComment, stubCommunity } from '@/test/community';
import { makeUser, renderApp } from '@/test/render-app';

const viewer = makeUser({ id: 'user-1', displayName: 'Chef Ada' });
const ownPost = { userId: 'user-1', user: { ...makeAnnouncement().user, id: 'user-1' } };

async function openFeed(...posts: ReturnType<typeof makeAnnouncement>[]) {
  stubCommunity({ posts });
  renderApp('/announcements', viewer);
  await screen.findByRole('article', { name: posts[0]?.title });
}

describe('Content withheld from everyone but its author', () => {
  it('tells the author of a removed post why, in the moderator’s words', async () => {
    await openFeed(
      makeAnnouncement({
        ...ownPost,
        withheld: { state: 'removed', reason: 'Links to a shop' },
      }),
    );
    const card = screen.getByRole('article', { name: 'Sourdough at last' });
    expect(within(card).getByRole('status')).toHaveTextContent(removedNotice('Links to a shop'));
  });

  it('tells the author of a post hidden by its reports that a moderator will look', async () => {
    await openFeed(
      makeAnnouncement({
        ...ownPost,
        id: 2,
        title: 'Rye',
        withheld: { state: 'hidden', reason: null },
      }),
      makeAnnouncement({ id: 1 }),
    );
    const hidden = screen.getByRole('article', { name: 'Rye' });
    expect(within(hidden).getByRole('status')).toHaveTextContent(HIDDEN_NOTICE);
    // A post everyone sees says nothing of the kind.
    const shown = screen.getByRole('article', { name: 'Sourdough at last' });
    expect(within(shown).queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    [{ state: 'removed', reason: 'Rude' } as const, removedNotice('Rude')],
    [{ state: 'hidden', reason: null } as const, HIDDEN_NOTICE],
  ])('marks a withheld comment (%o) for its author', async (withheld, notice) => {
    const { section } = await openComments([
      makeComment({ id: 11, content: 'My hot take', user: mine, withheld }),
      makeComment({ id: 12, content: 'Lovely crumb' }),
    ]);
    await within(section).findByText('My hot take');
    expect(within(commentBy(section, 'My hot take')).getByRole('status')).toHaveTextContent(notice);
    expect(within(commentBy(section, 'Lovely crumb')).queryByRole('status')).toBeNull();
  });
});
