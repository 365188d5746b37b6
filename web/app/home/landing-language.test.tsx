import { LANGUAGE_COOKIE } from '@contracts/languages';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonAnswer, parseCall, stubApi } from '@/test/api-stub';
import { makeUser, renderApp } from '@/test/render-app';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the visitor's choice, forgotten between tests.
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
});

describe('the language a visitor reads the landing page in', () => {
  it('switches at once, without a reload, and is remembered for the next page', async () => {
    const { events } = renderApp('/', null);
    expect(await screen.findByRole('link', { name: 'Start Cooking' })).toBeVisible();
    const select = screen.getByRole('combobox', { name: 'Language' });
    // Each language named in itself.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Deutsch', 'Español', 'Français']);
    await events.selectOptions(select, 'de');

    expect(await screen.findByRole('link', { name: 'Los geht’s' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Lust zu kochen?' })).toBeVisible();
    expect(screen.queryByText('Start Cooking')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=de`);
    // The select names itself in the new language too.
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');

    await events.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'fr');
    expect(await screen.findByRole('link', { name: 'Commencer à cuisiner' })).toBeVisible();
  });
});

describe('the language a cook chooses in Account Settings', () => {
  it('is kept on the account, and the screen follows at once', async () => {
    const user = makeUser();
    const { calls } = stubApi((call) => {
      const { path } = parseCall(call);
      if (path === '/api/auth/language') {
        return jsonAnswer({ ...user, language: JSON.parse(String(call.body)).language });
      }
      return jsonAnswer([]);
    });
    const { events } = renderApp('/account', user);
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('');
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('As my browser');
    await events.selectOptions(select, 'es');

    expect(await screen.findByRole('heading', { name: 'Idioma' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    const put = calls.find((call) => call.url.endsWith('/api/auth/language'));
    expect(put?.method).toBe('PUT');
    expect(JSON.parse(String(put?.body))).toEqual({ language: 'es' });
    expect(document.documentElement.lang).toBe('es');
  });
});

describe('a cook whose account keeps a language', () => {
  it('sees the app in it, even on a page the browser drew in another', async () => {
    stubApi(() => jsonAnswer([]));
    renderApp('/account', makeUser({ language: 'fr' }));
    expect(await screen.findByRole('heading', { name: 'Langue' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(document.documentElement.lang).toBe('fr');
  });
});
