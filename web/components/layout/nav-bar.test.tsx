import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorAnswer, jsonAnswer, stubApi } from '@/test/api-stub';
import { makeUser, renderApp } from '@/test/render-app';

async function findNav() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

describe('navigation bar', () => {
  it('shows the brand and the seven items', async () => {
    renderApp('/', makeUser());
    const nav = await findNav();
    expect(nav.getByText('Simmer')).toBeVisible();
    for (const [name, href] of [
      ['Dashboard', '/'],
      ['My Recipes', '/recipes'],
      ['Cookbooks', '/cookbooks'],
      ['Create Recipe', '/create'],
      ['Meal Plan', '/meal-plan'],
      ['Shopping', '/shopping'],
      ['Community', '/announcements'],
    ]) {
      expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it.each([
    ['/', 'Dashboard'],
    ['/recipes', 'My Recipes'],
    ['/create', 'Create Recipe'],
    ['/announcements', 'Community'],
    ['/announcements/create', 'Community'],
    ['/meal-plan', 'Meal Plan'],
  ])('marks only the active item at %s', async (path, active) => {
    renderApp(path, makeUser());
    const nav = await findNav();
    await waitFor(() =>
      expect(nav.getByRole('link', { name: active })).toHaveAttribute('aria-current', 'page'),
    );
    const current = nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current'));
    expect(current).toHaveLength(1);
  });

  it.each(['moderator', 'admin'] as const)(
    'adds Moderation, without a shortcut, for a %s',
    async (role) => {
      renderApp('/moderation', makeUser({ role }));
      const nav = await findNav();
      const moderation = nav.getByRole('link', { name: 'Moderation' });
      expect(moderation).toHaveAttribute('href', '/moderation');
      expect(moderation).not.toHaveAttribute('aria-keyshortcuts');
      await waitFor(() => expect(moderation).toHaveAttribute('aria-current', 'page'));
      expect(
        within(nav.getByRole('list'))
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Dashboard',
        'My Recipes',
        'Cookbooks',
        'Create Recipe',
        'Meal Plan',
        'Shopping',
        'Community',
        'Moderation',
      ]);
    },
  );

  it('has the notifications bell beside the theme switch, with the unread count', async () => {
    stubApi(({ url }) =>
      url === '/api/notifications/unread-count'
        ? jsonAnswer({ count: 3 })
        : errorAnswer(404, 'Not found'),
    );
    renderApp('/', makeUser());
    const nav = await findNav();
    const bell = await nav.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).not.toHaveAttribute('aria-current');
  });

  it('marks the bell current on the notifications screen', async () => {
    stubApi(({ url }) => {
      if (url === '/api/notifications/unread-count') return jsonAnswer({ count: 0 });
      return url === '/api/notifications' ? jsonAnswer([]) : errorAnswer(404, 'Not found');
    });
    renderApp('/notifications', makeUser());
    const nav = await findNav();
    const bell = await nav.findByRole('link', { name: 'Notifications' });
    await waitFor(() => expect(bell).toHaveAttribute('aria-current', 'page'));
  });

  it('shows no Moderation item to a cook who may not moderate', async () => {
    renderApp('/', makeUser({ role: 'user' }));
    const nav = await findNav();
    expect(nav.getByRole('link', { name: 'Community' })).toBeVisible();
    expect(nav.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
  });

  it('does not mark Dashboard on other screens', async () => {
    renderApp('/account', makeUser());
    const nav = await findNav();
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['{Control>}1{/Control}', '/recipes', '/'],
    ['{Control>}2{/Control}', '/', '/recipes'],
    ['{Meta>}3{/Meta}', '/', '/create'],
    ['{Control>}4{/Control}', '/', '/announcements'],
    ['{Control>}6{/Control}', '/', '/meal-plan'],
    ['{Meta>}7{/Meta}', '/', '/shopping'],
  ])('goes where %s points', async (keys, from, to) => {
    const { events, location } = renderApp(from, makeUser({ displayName: 'Chef Ada' }));
    await findNav();
    await events.keyboard(keys);
    await waitFor(() => expect(location().pathname).toBe(to));
  });

  it('ignores a digit pressed without Ctrl or Cmd', async () => {
    const { events, location } = renderApp('/recipes', makeUser());
    await findNav();
    await events.keyboard('1');
    expect(location().pathname).toBe('/recipes');
  });

  describe('without a display name', () => {
    const hint = 'Set up your profile with a display name to access the Community';

    it('greys out Community: not a link, disabled, with the hint', async () => {
      renderApp('/', makeUser({ displayName: null }));
      const nav = await findNav();
      expect(nav.queryByRole('link', { name: 'Community' })).not.toBeInTheDocument();
      const community = nav.getByRole('button', { name: 'Community' });
      expect(community).toHaveAttribute('aria-disabled', 'true');
      expect(community).toHaveAttribute('title', hint);
      expect(community).toHaveAccessibleDescription(hint);
    });

    it('blocks shortcut 4 but keeps the others', async () => {
      const { events, location } = renderApp('/', makeUser({ displayName: '  ' }));
      await findNav();
      await events.keyboard('{Control>}4{/Control}');
      expect(location().pathname).toBe('/');
      await events.keyboard('{Control>}2{/Control}');
      await waitFor(() => expect(location().pathname).toBe('/recipes'));
    });
  });

  describe('theme switch', () => {
    afterEach(() => {
      localStorage.clear();
      delete document.documentElement.dataset.theme;
    });

    it('offers System, Light and Dark, System chosen until the device chooses', async () => {
      renderApp('/', makeUser());
      const theme = within((await findNav()).getByRole('group', { name: 'Theme' }));
      expect(
        theme.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
      ).toEqual(['System', 'Light', 'Dark']);
      expect(theme.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
      expect(theme.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'false');
    });

    it('switches by keyboard and remembers the choice on this device', async () => {
      const { events, unmount } = renderApp('/', makeUser());
      const theme = within((await findNav()).getByRole('group', { name: 'Theme' }));
      theme.getByRole('button', { name: 'Light' }).focus();
      await events.keyboard('{Tab}{Enter}');

      expect(theme.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
      expect(theme.getByRole('button', { name: 'System' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(localStorage.getItem('simmer-theme')).toBe('dark');
      unmount();

      renderApp('/recipes', makeUser());
      const again = within((await findNav()).getByRole('group', { name: 'Theme' }));
      expect(again.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
      await events.click(again.getByRole('button', { name: 'System' }));
      expect(document.documentElement).not.toHaveAttribute('data-theme');
    });
  });
});
