import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAppConfig } from '@/test/account';
import { errorAnswer, jsonAnswer, parseCall, stubApi } from '@/test/api-stub';
import { makeUser, renderApp } from '@/test/render-app';

/** An API whose settings say the community is `on` or not; every other read is a 404. */
function communityApi(on: boolean) {
  return stubApi((call) =>
    parseCall(call).path === '/api/app-config'
      ? jsonAnswer(makeAppConfig({ community: on }))
      : errorAnswer(404, 'Not found'),
  );
}

const findNav = async () => within(await screen.findByRole('navigation', { name: 'Main' }));

describe('with the community turned off', () => {
  it('leaves Community out of the navigation, and its shortcut with it', async () => {
    communityApi(false);
    const { events, location } = renderApp('/recipes', makeUser({ role: 'moderator' }));
    const nav = await findNav();
    await waitFor(() =>
      expect(nav.queryByRole('link', { name: 'Community' })).not.toBeInTheDocument(),
    );
    expect(nav.getByRole('link', { name: 'Shopping' })).toBeVisible();
    expect(nav.getByRole('link', { name: 'Moderation' })).toBeVisible();
    await events.keyboard('{Control>}4{/Control}');
    expect(location().pathname).toBe('/recipes');
  });

  it.each(['/announcements', '/announcements/create', '/user/cook-2'])(
    'shows Page Not Found at %s',
    async (path) => {
      communityApi(false);
      renderApp(path, makeUser());
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    },
  );

  it('shows a visitor Page Not Found at /announcements too', async () => {
    communityApi(false);
    renderApp('/announcements', null);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  it('offers no community set-up on the home', async () => {
    const { calls } = communityApi(false);
    renderApp('/', makeUser({ displayName: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
    await waitFor(() =>
      expect(calls.some((call) => parseCall(call).path === '/api/app-config')).toBe(true),
    );
    await waitFor(() =>
      expect(screen.queryByText('Unlock Community Features')).not.toBeInTheDocument(),
    );
  });
});

describe('with the community on', () => {
  it('keeps Community in the navigation and opens the feed', async () => {
    communityApi(true);
    renderApp('/announcements', makeUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Feed' })).toBeVisible();
    expect((await findNav()).getByRole('link', { name: 'Community' })).toBeVisible();
  });

  it('offers the community set-up on the home to a cook without a display name', async () => {
    communityApi(true);
    renderApp('/', makeUser({ displayName: null }));
    expect(await screen.findByRole('heading', { name: 'Unlock Community Features' })).toBeVisible();
  });
});
