import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubObjectUrls } from '@/test/object-urls';
import { makeRecipe } from '@/test/recipes';
import { downloadTextFile, recipeFileName, recipeText } from './recipe-text';

describe('recipeFileName', () => {
  it.each([
    ['Tomato Soup', 'tomato_soup_recipe.txt'],
    ["Mom's Best Mac & Cheese!", 'mom_s_best_mac___cheese__recipe.txt'],
    ['Crème brûlée', 'cr_me_br_l_e_recipe.txt'],
    ['PB&J 2.0', 'pb_j_2_0_recipe.txt'],
  ])('names %j as %j', (title, name) => {
    expect(recipeFileName(title)).toBe(name);
  });
});

describe('recipeText', () => {
  it('lists everything in order, with numbered instructions', () => {
    expect(recipeText(makeRecipe({ difficulty: 'medium' }))).toBe(
      [
        'Tomato Soup',
        '',
        'A warm bowl for cold days.',
        '',
        'Servings: 4',
        'Prep Time: 10 minutes',
        'Cook Time: 30 minutes',
        'Difficulty: Medium',
        '',
        'Ingredients:',
        '- 6 piece tomatoes',
        '- 1 clove garlic',
        '- salt',
        '',
        'Instructions:',
        '1. Chop the tomatoes.',
        '2. Simmer with garlic for 30 minutes.',
        '3. Blend and season.',
        '',
      ].join('\n'),
    );
  });

  it('says N/A for missing values and leaves out a missing description', () => {
    const text = recipeText(
      makeRecipe({
        description: null,
        prepTime: null,
        cookTime: '',
        servings: null,
        difficulty: null,
        ingredients: ['salt'],
        instructions: ['Season.'],
      }),
    );
    expect(text).toBe(
      [
        'Tomato Soup',
        '',
        'Servings: N/A',
        'Prep Time: N/A',
        'Cook Time: N/A',
        'Difficulty: N/A',
        '',
        'Ingredients:',
        '- salt',
        '',
        'Instructions:',
        '1. Season.',
        '',
      ].join('\n'),
    );
  });
});

describe('downloadTextFile', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads through a temporary object URL and <a download>, then cleans up', async () => {
    const { blobs, revokeObjectURL } = stubObjectUrls();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    vi.useFakeTimers();
    downloadTextFile('tomato_soup_recipe.txt', 'Tomato Soup\n');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('tomato_soup_recipe.txt');
    expect(clicked[0]?.href).toBe('blob:object-1');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(blobs[0]?.type).toBe('text/plain;charset=utf-8');
    await expect(blobs[0]?.text()).resolves.toBe('Tomato Soup\n');
    vi.runAllTimers();
    vi.useRealTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:object-1');
  });
});
