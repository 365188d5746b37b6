import type { PublicProfile } from '@contracts/profile';
import { removedNotice } from '@contracts/withheld';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ApiCall, errorAnswer, jsonAnswer, parseCall, stubApi } from '@/test/api-stub';
import { makeAnnouncement } from '@/test/community';
import { clearToasts } from '@/test/moderation';
import { makeUser, renderApp } from '@/test/render-app';

const profile: PublicProfile = {
  id: 'cook-2',
  displayName: 'Bea Baker',
  firstName: 'Bea',
  lastName: 'Baker',
  profileImageUrl: null,
  bio: null,
  isPublic: true,
  createdAt: '2025-03-05T12:00:00.000Z',
  followersCount: 3,
  followingCount: 2,
  recipesCount: 0,
  postsCount: 1,
};
const viewer = makeUser({ id: 'viewer-1' });

/** Bea's profile, whom the viewer follows; blocking ends that, as the server does. */
function stubProfile({
  blocked = false,
  answer,
}: {
  blocked?: boolean;
  answer?: (call: ApiCall) => Response | undefined;
} = {}) {
  let isBlocked = blocked;
  let following = !blocked;
  return stubApi((call) => {
    const custom = answer?.(call);
    if (custom) return custom;
    const { path } = parseCall(call);
    if (path === '/api/users/cook-2/profile') {
      return jsonAnswer({ ...profile, followersCount: following ? 3 : 2 });
    }
    if (path === '/api/users/cook-2/recipes') return jsonAnswer([]);
    if (path === '/api/announcements/user/cook-2') return jsonAnswer([]);
    if (path === '/api/users/cook-2/following') return jsonAnswer({ following });
    if (path === '/api/users/cook-2/block') {
      if (call.method === 'POST') {
        isBlocked = !isBlocked;
        if (isBlocked) following = false;
      }
      return jsonAnswer({ blocked: isBlocked });
    }
    return errorAnswer(404, 'Not found');
  });
}

const followers = () => screen.getByText('Followers', { selector: 'dt' }).nextElementSibling;
const blockCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.url.endsWith('/block')).map((call) => call.method);

beforeEach(clearToasts);

describe('Blocking a cook from their profile', () => {
  it('asks first, blocks, says so, shows the follow as ended and offers no Follow', async () => {
    const { calls } = stubProfile();
    const { events } = renderApp('/user/cook-2', viewer);
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeVisible();
    await events.click(await screen.findByRole('button', { name: 'Block Bea Baker' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Bea Baker?' });
    expect(dialog).toHaveAccessibleDescription(
      "Their posts and comments will disappear from your screens, and they won't be able to follow you, like or comment on your posts.",
    );
    await events.click(within(dialog).getByRole('button', { name: 'Block Bea Baker' }));

    expect(await screen.findByText('Blocked Bea Baker')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Unblock Bea Baker' })).toHaveFocus();
    expect(blockCalls(calls)).toEqual(['GET', 'POST']);
    await waitFor(() => expect(followers()).toHaveTextContent('2'));
    // A block refuses follows, so the button would only lead to a refusal.
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  it('unblocks a blocked cook at once, and offers Follow again', async () => {
    const { calls } = stubProfile({ blocked: true });
    const { events } = renderApp('/user/cook-2', viewer);
    await events.click(await screen.findByRole('button', { name: 'Unblock Bea Baker' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeVisible();

    expect(await screen.findByText('Unblocked Bea Baker')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Block Bea Baker' })).toBeVisible();
    expect(blockCalls(calls)).toEqual(['GET', 'POST']);
  });

  it('blocks even when the cook was blocked meanwhile elsewhere, toggling back', async () => {
    // The server already holds the block; this screen was told otherwise.
    const { calls } = stubProfile({
      blocked: true,
      answer: (call) =>
        call.method === 'GET' && call.url.endsWith('/block')
          ? jsonAnswer({ blocked: false })
          : undefined,
    });
    const { events } = renderApp('/user/cook-2', viewer);
    await events.click(await screen.findByRole('button', { name: 'Block Bea Baker' }));
    await events.click(await screen.findByRole('button', { name: 'Block Bea Baker' }));

    expect(await screen.findByText('Blocked Bea Baker')).toBeVisible();
    expect(blockCalls(calls)).toEqual(['GET', 'POST', 'POST']);
    expect(await screen.findByRole('button', { name: 'Unblock Bea Baker' })).toBeVisible();
  });

  it.each([
    ['on your own profile', makeUser({ id: 'cook-2' })],
    ['to a visitor', null],
  ])('is not offered %s, and nobody is asked', async (_who, user) => {
    const { calls } = stubProfile();
    renderApp('/user/cook-2', user);
    await screen.findByRole('heading', { name: "Bea Baker's Kitchen" });
    expect(screen.queryByRole('button', { name: /Block/ })).not.toBeInTheDocument();
    expect(blockCalls(calls)).toEqual([]);
  });

  it('shows the server’s words when a follow is refused (the cook blocked the viewer)', async () => {
    // The viewer blocked nobody, so Follow is offered; the server knows the other way round.
    stubProfile({
      answer: (call) => {
        if (call.url.endsWith('/following')) return jsonAnswer({ following: false });
        if (call.url.endsWith('/follow'))
          return errorAnswer(403, "You can't interact with this cook");
        return undefined;
      },
    });
    const { events } = renderApp('/user/cook-2', viewer);
    await events.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText("You can't interact with this cook")).toBeVisible();
    expect(screen.queryByText('Failed to update follow status')).not.toBeInTheDocument();
  });

  it('marks the author’s own removed post among their recent posts', async () => {
    stubApi((call) => {
      const { path } = parseCall(call);
      if (path === '/api/users/cook-2/profile') return jsonAnswer(profile);
      if (path === '/api/announcements/user/cook-2') {
        return jsonAnswer([makeAnnouncement({ withheld: { state: 'removed', reason: 'Spam' } })]);
      }
      return jsonAnswer([]);
    });
    renderApp('/user/cook-2', makeUser({ id: 'cook-2' }));
    const recent = await screen.findByRole('region', { name: 'Recent Posts' });
    const card = await within(recent).findByRole('article', { name: 'Sourdough at last' });
    expect(within(card).getByRole('status')).toHaveTextContent(removedNotice('Spam'));
  });
});
