import { join } from 'node:path';
import { parse } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { catalogueLanguages, readCatalogue } from '../../../scripts/texts-plugin.mjs';

const dir = join(import.meta.dirname, '../../../locales');
const languages = catalogueLanguages(dir);
const english = readCatalogue(dir, 'en') as Record<string, string>;

type Token = ReturnType<typeof parse>[number] | { type: 'octothorpe' };

/** The arguments and tags a message uses, which every translation must use alike. */
function shape(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') {
        for (const [, tag] of token.value.matchAll(/<\/?([\w.-]+)\/?>/g)) found.add(`<${tag}>`);
      } else if ('arg' in token) {
        found.add(`{${token.arg}}`);
        if ('cases' in token) for (const branch of token.cases) visit(branch.tokens as Token[]);
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}

/**
 * Every language holds every text of English, no other, each a valid ICU message with the same
 * arguments and tags (decision 049): a missing or broken translation fails here, not on a screen.
 */
describe('the text catalogues', () => {
  it('are English, German, French and Spanish', () => {
    expect(languages).toEqual(['en', 'de', 'es', 'fr']);
  });

  for (const language of languages) {
    it(`${language}: every key of English, no other, each message well formed`, () => {
      const catalogue = readCatalogue(dir, language) as Record<string, string>;
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(catalogue)) {
        expect(key).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z0-9]*$/);
        expect(message.trim(), key).not.toBe('');
        expect(shape(message), `${language} ${key}`).toEqual(shape(english[key] ?? ''));
      }
    });
  }
});
