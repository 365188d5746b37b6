import type { PublicProfile } from '@contracts/profile';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, jsonAnswer, stubApi } from '@/test/api-stub';
import { makeAnnouncement } from '@/test/community';
import { listAnswer, listQuery, makeRecipe } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

function makeProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 'cook-2',
    displayName: 'Bea Baker',
    firstName: 'Bea',
    lastName: 'Baker',
    profileImageUrl: null,
    bio: 'Sourdough every Sunday.',
    isPublic: true,
    createdAt: '2025-03-05T12:00:00.000Z',
    followersCount: 3,
    followingCount: 2,
    recipesCount: 1,
    postsCount: 4,
    ...overrides,
  };
}

const posts = [4, 3, 2, 1].map((id) =>
  makeAnnouncement({ id, title: `Post ${id}`, content: `Body ${id}`, likesCount: id }),
);

function stubProfile({
  profile = makeProfile(),
  recipes = [makeRecipe({ id: 9, userId: 'cook-2', title: 'Rye Loaf', isPublic: true })],
  announcements = posts,
} = {}) {
  let following = false;
  let followers = profile.followersCount;
  let shown = [...announcements];
  return stubApi((call) => {
    const base = `/api/users/${profile.id}`;
    if (call.url === `${base}/profile`)
      return jsonAnswer({ ...profile, followersCount: followers, postsCount: shown.length });
    if (call.url.startsWith(`${base}/recipes?`)) return listAnswer(call.url, recipes);
    if (call.url.startsWith(`/api/announcements/user/${profile.id}?`)) return jsonAnswer(shown);
    if (call.url.startsWith('/api/announcements/') && call.method === 'DELETE') {
      shown = shown.filter((post) => !call.url.endsWith(`/${post.id}`));
      return new Response(null, { status: 204 });
    }
    if (call.url.endsWith('/like')) return jsonAnswer({ liked: true, likesCount: 5 });
    if (call.url === `${base}/following`) return jsonAnswer({ following });
    if (call.url === `${base}/follow`) {
      following = !following;
      followers += following ? 1 : -1;
      return jsonAnswer({ following });
    }
    return errorAnswer(404, 'User not found');
  });
}

const viewer = makeUser({ id: 'viewer-1' });
const profileHeader = () =>
  screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;

describe('Public profile', () => {
  it("shows '{name}'s Kitchen', the bio, the counts and a long US join date", async () => {
    stubProfile();
    renderApp('/user/cook-2', null);
    expect(await screen.findByRole('heading', { name: "Bea Baker's Kitchen" })).toBeVisible();
    expect(screen.getByText('Sourdough every Sunday.')).toBeVisible();
    expect(screen.getByText('March 5, 2025')).toBeVisible();
    for (const [label, value] of [
      ['Followers', '3'],
      ['Following', '2'],
      ['Recipes', '1'],
      ['Posts', '4'],
    ] as const) {
      expect(screen.getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        value,
      );
    }
    expect(screen.getByText('BB')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Rye Loaf' })).toHaveAttribute(
      'href',
      '/recipe/9',
    );
    expect(screen.getByRole('heading', { name: 'Featured Recipes' })).toBeVisible();
    const recent = screen.getByRole('region', { name: 'Recent Posts' });
    expect(within(recent).getAllByRole('article')).toHaveLength(3);
  });

  it("names a user without a display name by first name, else 'Chef'", async () => {
    stubProfile({ profile: makeProfile({ displayName: null, firstName: null }) });
    renderApp('/user/cook-2', null);
    expect(await screen.findByRole('heading', { name: "Chef's Kitchen" })).toBeVisible();
  });

  it('hides Follow and Report User from visitors and makes no follow lookup', async () => {
    const { calls } = stubProfile();
    renderApp('/user/cook-2', null);
    await screen.findByRole('heading', { name: "Bea Baker's Kitchen" });
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/following'))).toBe(false);
  });

  it('hides Follow on your own profile', async () => {
    const { calls } = stubProfile();
    renderApp('/user/cook-2', makeUser({ id: 'cook-2' }));
    await screen.findByRole('heading', { name: "Bea Baker's Kitchen" });
    await screen.findByRole('link', { name: 'Rye Loaf' });
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    // The posts have their own menus (Delete announcement); the header has none.
    expect(
      within(profileHeader()).queryByRole('button', { name: 'More actions' }),
    ).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/following'))).toBe(false);
  });

  it('follows and unfollows with toasts, and updates the follower count', async () => {
    stubProfile();
    const { events } = renderApp('/user/cook-2', viewer);
    await events.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Following!')).toBeVisible();
    expect(screen.getByText('You are now following Bea Baker')).toBeVisible();
    await waitFor(() =>
      expect(
        screen.getByText('Followers', { selector: 'dt' }).nextElementSibling,
      ).toHaveTextContent('4'),
    );
    await events.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('Unfollowed')).toBeVisible();
    expect(screen.getByText('You have unfollowed Bea Baker')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeVisible();
  });

  it('says so when following fails', async () => {
    stubApi((call) => {
      if (call.url.endsWith('/profile')) return jsonAnswer(makeProfile());
      if (call.url.endsWith('/following')) return jsonAnswer({ following: false });
      if (call.url.endsWith('/follow')) return errorAnswer(500, 'Internal error');
      return jsonAnswer([]);
    });
    const { events } = renderApp('/user/cook-2', viewer);
    await events.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Failed to update follow status')).toBeVisible();
  });

  it('offers Report User and Report Recipe to a signed-in visitor', async () => {
    stubProfile();
    const { events } = renderApp('/user/cook-2', viewer);
    const recipe = (await screen.findByRole('link', { name: 'Rye Loaf' })).closest('article');
    expect(
      within(recipe as HTMLElement).getByRole('button', { name: 'More actions' }),
    ).toBeVisible();
    await events.click(within(profileHeader()).getByRole('button', { name: 'More actions' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Report User' }));
    expect(await screen.findByRole('dialog', { name: 'Report User' })).toBeVisible();
  });

  it('pages the Featured Recipes grid with "Load more recipes"; the header keeps the profile’s count', async () => {
    const recipes = Array.from({ length: 30 }, (_, index) =>
      makeRecipe({ id: 30 - index, userId: 'cook-2', title: `Loaf ${30 - index}`, isPublic: true }),
    );
    const { calls } = stubProfile({ profile: makeProfile({ recipesCount: 30 }), recipes });
    const { events } = renderApp('/user/cook-2', null);
    const featured = await screen.findByRole('region', { name: 'Featured Recipes' });
    await within(featured).findByRole('link', { name: 'Loaf 30' });
    expect(within(featured).getAllByRole('article')).toHaveLength(24);

    await events.click(within(featured).getByRole('button', { name: 'Load more recipes' }));
    expect(await within(featured).findByRole('link', { name: 'Loaf 1' })).toBeVisible();
    expect(within(featured).getAllByRole('article')).toHaveLength(30);
    expect(within(featured).queryByRole('button', { name: 'Load more recipes' })).toBeNull();
    expect(
      calls
        .filter((call) => call.url.startsWith('/api/users/cook-2/recipes?'))
        .map((call) => listQuery(call.url)),
    ).toEqual([
      {
        path: '/api/users/cook-2/recipes',
        search: undefined,
        sort: 'newest',
        limit: '24',
        cursor: undefined,
      },
      {
        path: '/api/users/cook-2/recipes',
        search: undefined,
        sort: 'newest',
        limit: '24',
        cursor: 'after-24',
      },
    ]);
    expect(screen.getByText('Recipes', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '30',
    );
  });

  it('shows the empty states and the Announcements tab', async () => {
    stubProfile({ recipes: [], announcements: [posts[3]] as typeof posts });
    const { events } = renderApp('/user/cook-2', null);
    expect(await screen.findByText('No Public Recipes Yet')).toBeVisible();
    expect(screen.getByText("This user hasn't shared any recipes publicly yet.")).toBeVisible();
    await events.click(screen.getByRole('tab', { name: 'Announcements' }));
    expect(await screen.findByRole('heading', { name: 'Post 1' })).toBeVisible();
    expect(screen.getByRole('link', { name: '1 Like, sign in to like' })).toBeVisible();
  });

  it('shows the first 3 posts as Recent Posts, where likes and comments work', async () => {
    const { calls } = stubProfile();
    const { events } = renderApp('/user/cook-2', viewer);
    const recent = await screen.findByRole('region', { name: 'Recent Posts' });
    await within(recent).findByRole('article', { name: 'Post 4' });
    expect(
      within(recent)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Post 4', 'Post 3', 'Post 2']);
    const card = within(recent).getByRole('article', { name: 'Post 4' });
    await events.click(within(card).getByRole('button', { name: '4 Likes' }));
    expect(await within(card).findByRole('button', { name: '5 Likes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls.some((call) => call.url === '/api/announcements/4/like')).toBe(true);
    await events.click(within(card).getByRole('button', { name: '0 Comments' }));
    expect(await within(card).findByRole('textbox', { name: 'Add a comment' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/announcements/4/comments?'))).toBe(true);
  });

  it('lets the owner delete a post from the Announcements tab, and counts the posts again', async () => {
    stubProfile({
      profile: makeProfile({ id: 'user-1' }),
      announcements: posts.map((post) => ({ ...post, userId: 'user-1' })),
    });
    const { events } = renderApp('/user/user-1', makeUser({ id: 'user-1' }));
    await events.click(await screen.findByRole('tab', { name: 'Announcements' }));
    const card = await screen.findByRole('article', { name: 'Post 3' });
    await events.click(within(card).getByRole('button', { name: 'More actions' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Delete announcement' }));
    await events.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Announcement deleted successfully')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByText('Posts', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        '3',
      ),
    );
    expect(screen.queryByRole('article', { name: 'Post 3' })).not.toBeInTheDocument();
  });

  it("shows 'Profile Not Found' for a missing or private profile", async () => {
    stubApi(() => errorAnswer(404, 'User not found'));
    renderApp('/user/nobody', null);
    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
    expect(screen.getByText("This user profile doesn't exist or is set to private.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
