import { isScreenAddress, screenPaths } from '@contracts/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { makeUser, renderApp } from '@/test/render-app';

const signedInOnlyPaths = [
  '/dashboard',
  '/create',
  '/edit/12',
  '/recipes',
  '/recipe/12',
  '/account',
  '/notifications',
];

describe('routes when signed out', () => {
  it('shows the landing page at /', async () => {
    renderApp('/', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Simmer' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('opens the public Community Feed at /announcements', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    renderApp('/announcements', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Feed' })).toBeVisible();
  });

  it('sends a visitor on /announcements/create to sign in, after saying why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    try {
      renderApp('/announcements/create', null);
      expect(await screen.findByText('You are logged out. Logging in again...')).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(500);
      expect(assign).toHaveBeenCalledWith('/api/login');
    } finally {
      vi.useRealTimers();
      assign.mockRestore();
    }
  });

  it('opens the public profile screen /user/abc', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'User not found' }, { status: 404 })),
    );
    renderApp('/user/abc', null);
    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
  });

  it.each([...signedInOnlyPaths, '/no-such-page'])('shows Page Not Found at %s', async (path) => {
    renderApp(path, null);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  // Nothing tells whether anyone is signed in: a signed-in cook's screen is not "missing".
  it.each(signedInOnlyPaths)(
    'says there is no connection at %s when the current-user call gets no answer',
    async (path) => {
      let online = false;
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          if (!online) throw new TypeError('Failed to fetch');
          if (url === '/api/auth/user') return Response.json(makeUser());
          return Response.json({ message: 'Recipe not found' }, { status: 404 });
        }),
      );
      const { events } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'No connection' })).toBeVisible();
      expect(screen.getByText(/Simmer can't be reached right now/)).toBeVisible();
      expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
      online = true;
      await events.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByRole('navigation', { name: 'Main' })).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'No connection' })).not.toBeInTheDocument();
      expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    },
  );

  it('shows Page Not Found at an address that is no screen, connection or not', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  it('treats a 401 from the current-user call as signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401 })),
    );
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Start Cooking' })).toBeVisible();
  });
});

describe('routes while the sign-in state is loading', () => {
  const neverAnswer = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );

  it('shows the landing page at /', async () => {
    neverAnswer();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Simmer' })).toBeVisible();
  });

  it('shows a loading page, not a 404, on a signed-in path', async () => {
    neverAnswer();
    renderApp('/recipes');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
  });
});

describe('routes when signed in', () => {
  it('shows the home with the navigation bar at /', async () => {
    renderApp('/', makeUser({ displayName: 'Chef Ada' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chef Ada' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  it.each([
    ['/dashboard', 'Welcome back, Chef Ada!'],
    ['/create', 'Create New Recipe'],
    ['/edit/12', 'Recipe Not Found'],
    ['/recipes', 'My Recipes'],
    ['/recipe/12', 'Recipe Not Found'],
    ['/account', 'Account Settings'],
    ['/notifications', 'Notifications'],
    ['/user/abc', 'Profile Not Found'],
    ['/announcements', 'Community Feed'],
    ['/announcements/create', 'Create Announcement'],
  ])('opens %s', async (path, title) => {
    // Every API read answers 404, so the recipe screens show their not-found state.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Recipe not found' }, { status: 404 })),
    );
    renderApp(path, makeUser());
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  it.each(['/edit/abc', '/no-such-page'])('shows Page Not Found at %s', async (path) => {
    renderApp(path, makeUser());
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    // And the server sends that page with a 404.
    expect(isScreenAddress(path)).toBe(false);
  });

  // The server answers 200 at these addresses and 404 elsewhere: each must be a screen here.
  it.each(screenPaths.map(({ path }) => path.replace(':id', '12')))(
    'has a screen at %s, as the server says',
    async (path) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json({ message: 'Recipe not found' }, { status: 404 })),
      );
      // An administrator, who may see every screen (the moderation ones are 404 for others).
      renderApp(path, makeUser({ role: 'admin' }));
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
    },
  );
});
