import { describe, expect, it } from 'vitest';
import { isJunkFile } from './junk-files.js';

describe('isJunkFile', () => {
  it('passes over what macOS and Windows leave in zips, wherever it is', () => {
    for (const name of [
      '__MACOSX/._mealie_2021-Jan-05',
      '__MACOSX/mealie_2021-Jan-05/recipes/soup/._soup.json',
      'export/__MACOSX/recipes/soup/soup.json',
      'recipes/soup/._soup.json',
      '._Four.paprikarecipe',
      '.DS_Store',
      'recipes/soup/.DS_Store',
      'Recipes/Thumbs.db',
      'Recipes/thumbs.db',
      'desktop.ini',
      'Recipes/Desktop.ini',
    ]) {
      expect([name, isJunkFile(name)]).toEqual([name, true]);
    }
  });

  it('keeps every other file, names that only look alike included', () => {
    for (const name of [
      'recipes/soup/soup.json',
      'recipes.json',
      'Recipes/Four.paprikarecipe',
      'MACOSX/notes.md',
      'recipes/soup.._.json',
      'images/.hidden-photo.jpg',
      'Thumbs.db.json',
      'my desktop.ini notes.md',
    ]) {
      expect([name, isJunkFile(name)]).toEqual([name, false]);
    }
  });
});
