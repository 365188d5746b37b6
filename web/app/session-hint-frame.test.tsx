import { SESSION_HINT_ATTRIBUTE } from '@contracts/session-hint';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp } from '@/test/render-app';

// The first render, before `/api/auth/user` answers, draws the frame the page will most likely
// keep, from whether a session cookie came with the page (contracts/session-hint.ts).

const hint = (value: 'yes' | 'no') =>
  document.documentElement.setAttribute(SESSION_HINT_ATTRIBUTE, value);

/** A current-user call that answers only when the test says so. */
function pendingUser() {
  let answer: (response: Response) => void = () => {};
  const fetch = vi.fn(
    (url: string) =>
      new Promise<Response>((resolve) => {
        if (url === '/api/auth/user') answer = resolve;
        else resolve(Response.json({ message: 'Not found' }, { status: 404 }));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (response: Response) => answer(response) };
}

describe('the frame while the sign-in state loads', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
    vi.unstubAllGlobals();
  });

  it('with a session cookie: the navigation bar and a loading page, not the landing page', async () => {
    hint('yes');
    const user = pendingUser();
    renderApp('/');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { level: 1, name: 'Simmer' })).not.toBeInTheDocument();

    user.answer(Response.json(makeUser({ displayName: 'Chef Hinted' })));
    expect(await screen.findByRole('heading', { level: 1, name: /Chef Hinted/ })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  it('with a cookie that has expired: the bar goes once the call says nobody is signed in', async () => {
    hint('yes');
    const user = pendingUser();
    renderApp('/recipes');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeVisible();
    user.answer(Response.json({ message: 'Not signed in' }, { status: 401 }));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('without one: the landing page at once, without asking who is signed in', async () => {
    hint('no');
    const { fetch } = pendingUser();
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Simmer' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith('/api/auth/user', expect.anything());
  });
});
