import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cookPrefix, outboxKey } from '@/features/shopping/lib/storage-keys';
import { makeUser, renderApp } from '@/test/render-app';

describe('signed-in home', () => {
  it('greets the user by display name, without the profile notice', async () => {
    renderApp('/', makeUser({ displayName: 'Chef Ada' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chef Ada' })).toBeVisible();
    expect(screen.queryByText('Unlock Community Features')).not.toBeInTheDocument();
  });

  it.each([null, '   '])(
    'says Welcome! and offers profile set-up for display name %j',
    async (name) => {
      renderApp('/', makeUser({ displayName: name }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Unlock Community Features' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Set up your profile' })).toHaveAttribute(
        'href',
        '/account',
      );
    },
  );

  it('signs out through a full-page link to /api/logout', async () => {
    renderApp('/', makeUser());
    expect(await screen.findByRole('link', { name: 'Logout' })).toHaveAttribute(
      'href',
      '/api/logout',
    );
  });

  describe('Logout and the shopping lists kept on this device', () => {
    const user = makeUser();
    const listKey = `${cookPrefix(user.id)}list:1`;
    // jsdom does not follow links; the click's default action is what tells whether it would.
    const clickLogout = async () => {
      const link = await screen.findByRole('link', { name: 'Logout' });
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(click);
      return click.defaultPrevented;
    };

    it('forgets them, so the next person on the device cannot read them', async () => {
      localStorage.setItem(listKey, '{}');
      renderApp('/', user);
      expect(await clickLogout()).toBe(false);
      expect(localStorage.getItem(listKey)).toBeNull();
    });

    it('asks first when changes wait to be sent, and keeps everything if the cook stays', async () => {
      localStorage.setItem(listKey, '{}');
      localStorage.setItem(outboxKey(user.id), '[{"kind":"tick"}]');
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      renderApp('/', user);
      expect(await clickLogout()).toBe(true);
      expect(confirm).toHaveBeenCalledWith(expect.stringContaining('will be lost if you log out'));
      expect(localStorage.getItem(listKey)).toBe('{}');

      confirm.mockReturnValue(true);
      expect(await clickLogout()).toBe(false);
      expect(localStorage.getItem(outboxKey(user.id))).toBeNull();
      confirm.mockRestore();
    });
  });

  it('links the four cards to their screens', async () => {
    renderApp('/', makeUser());
    const actions = await screen.findByRole('region', { name: 'Quick actions' });
    const links = Array.from(actions.querySelectorAll('a'), (a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Create Recipe', '/create'],
      ['View Recipes', '/recipes'],
      ['Dashboard', '/dashboard'],
      ['Account Settings', '/account'],
    ]);
  });
});

describe('landing page', () => {
  it('offers two sign-in links and the three features', async () => {
    renderApp('/', null);
    expect(await screen.findByRole('link', { name: 'Start Cooking' })).toHaveAttribute(
      'href',
      '/api/login',
    );
    expect(screen.getByRole('link', { name: 'Sign In to Get Started' })).toHaveAttribute(
      'href',
      '/api/login',
    );
    for (const feature of ['Create Recipes', 'Find & Organize', 'Daily Features']) {
      expect(screen.getByRole('heading', { name: feature })).toBeVisible();
    }
  });
});
