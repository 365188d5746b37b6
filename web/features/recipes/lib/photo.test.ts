import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadParts } from '@/lib/i18n/texts';
import { photoProblem } from './photo';
import type { RecipeT } from './recipe-t';

async function textsIn(language: string): Promise<RecipeT> {
  const i18n = setupI18n();
  await loadParts(i18n, language, ['recipe']);
  i18n.activate(language);
  return ((name, values) => i18n._(`recipe.${name}`, values)) as RecipeT;
}

const photoOf = (megabytes: number) => {
  const file = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: megabytes * 1024 * 1024 });
  return file;
};

describe('a photo too large for a recipe', () => {
  it('says its size as the page’s language writes numbers', async () => {
    expect(photoProblem(await textsIn('en'), photoOf(12.34))).toBe(
      'This photo is 12.3 MB. Please choose one up to 10MB.',
    );
    expect(photoProblem(await textsIn('de'), photoOf(12.34))).toBe(
      'Dieses Foto ist 12,3 MB groß. Bitte wähle eines bis 10 MB.',
    );
    expect(photoProblem(await textsIn('fr'), photoOf(12.34))).toContain('12,3 Mo');
  });

  it('takes a photo within the limit', async () => {
    expect(photoProblem(await textsIn('en'), photoOf(9.9))).toBeNull();
  });
});
