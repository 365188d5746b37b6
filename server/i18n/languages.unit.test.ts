import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../contracts/languages.js';
import { chooseLanguage, supportedLanguages } from './languages.js';

describe('the language of a page', () => {
  it('is one per catalogue, English first', () => {
    expect(supportedLanguages).toEqual(['en', 'de', 'es', 'fr']);
  });

  it("follows the browser's languages in order of preference, by their primary tag", () => {
    expect(chooseLanguage({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.8' })).toBe('de');
    expect(chooseLanguage({ 'accept-language': 'it-IT,it;q=0.9,fr;q=0.7,en;q=0.5' })).toBe('fr');
    expect(chooseLanguage({ 'accept-language': 'es-MX' })).toBe('es');
    expect(chooseLanguage({ 'accept-language': 'ja,zh;q=0.5' })).toBe('en');
    expect(chooseLanguage({ 'accept-language': '' })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });

  it("prefers a visitor's choice to the browser, and the account's to both", () => {
    const headers = { 'accept-language': 'de', cookie: `a=1; ${LANGUAGE_COOKIE}=fr; b=2` };
    expect(chooseLanguage(headers)).toBe('fr');
    expect(chooseLanguage(headers, 'es')).toBe('es');
    // Anything else than a language Simmer speaks is passed over.
    expect(chooseLanguage({ ...headers, cookie: `${LANGUAGE_COOKIE}=xx` })).toBe('de');
    expect(chooseLanguage(headers, 'xx')).toBe('fr');
    expect(chooseLanguage({ 'accept-language': 'de;q=abc, <script>' })).toMatch(/^(de|en)$/);
  });
});
