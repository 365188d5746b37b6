import { beforeAll, describe, expect, it } from 'vitest';
import {
  COPY_ME_THAT_HTML,
  htmlExport,
  RECIPE_KEEPER_HTML,
} from '../../../test/exports/html-pages.js';
import { otherAppsImport } from '../../../test/import-app.js';

// Other apps' exports through the same POST /api/import (decision 031): Copy Me That's and Recipe
// Keeper's exports: recipes.html beside images/.

describe('importing other apps’ exports', () => {
  const { cook, importFile, mine, photos } = otherAppsImport();
  let jpeg: Buffer;
  beforeAll(() => {
    jpeg = photos.jpeg;
  });

  it('reads a Copy Me That export: recipes.html and images/, a photo that is not one noted', async () => {
    const user = await cook();
    const archive = await htmlExport(COPY_ME_THAT_HTML, {
      'images/shakshuka.jpg': jpeg,
      'images/apple crumble.jpg': Buffer.from('not a photo'),
    });
    expect((await importFile(user, archive)).json()).toEqual({
      imported: 2,
      skipped: 0,
      refused: [
        { title: 'Recipe 3 in recipes.html', reason: 'It has no title' },
        { title: 'Toast', reason: 'At least one ingredient is required' },
      ],
      notes: [
        {
          title: 'Apple Crumble “à la française”',
          reason: 'Imported without its photo. Its photo is not a photo Simmer can read',
        },
      ],
    });
    const [shakshuka, crumble] = await mine(user);
    expect(shakshuka).toMatchObject({
      title: 'Shakshuka & Feta',
      prepTime: '10 mins',
      cookTime: '25 mins',
      servings: 4,
      ingredients: [
        'For the sauce:',
        '2 tbsp olive oil',
        '1 red pepper, sliced',
        '½ tsp cumin & 1 tsp paprika',
        '400 g tin tomatoes',
        'To finish:',
        '4 eggs',
        '50 g feta',
      ],
      instructions: [
        'Soften the pepper in the oil, 8 minutes.',
        'Add the spices, then the tomatoes; simmer 10 minutes.',
        'Make 4 wells, crack in the eggs, cover and cook 6–8 minutes.',
        'Crumble over the feta.',
      ],
    });
    expect(shakshuka?.description).toBe(
      [
        'Eggs poached in a spiced tomato and pepper sauce.\nBrunch for a crowd.',
        'Made this: Made this 3 times',
      ].join('\n\n'),
    );
    // Tags, source, rating and notes in their fields (decision 041).
    expect(shakshuka?.tags).toEqual(['Brunch', 'Vegetarian']);
    expect(shakshuka?.image).toMatch(/\.webp$/);
    expect(crumble).toMatchObject({
      title: 'Apple Crumble “à la française”',
      image: null,
      ingredients: [
        '6 Bramley apples',
        '2 tbsp sugar',
        'For the crumble',
        '150 g flour',
        '100 g cold butter',
        '75 g demerara',
      ],
    });
  });

  it('reads a Recipe Keeper export in a folder, microdata and nutrition included, a missing photo noted', async () => {
    const user = await cook();
    const html = RECIPE_KEEPER_HTML.replace(
      '<td></td>',
      '<td><img src="images/gone.jpg" class="recipe-photo"></td>',
    );
    const archive = await htmlExport(
      html,
      { 'images/4b1e7c02-pie.jpg': jpeg },
      'RecipeKeeper_2024-05-01/',
    );
    expect((await importFile(user, archive)).json()).toEqual({
      imported: 2,
      skipped: 0,
      refused: [
        { title: 'Recipe 3 in recipes.html', reason: 'It has no title' },
        { title: 'Boiled Egg', reason: 'At least one ingredient is required' },
      ],
      notes: [
        {
          title: '“Soupe à l’oignon”',
          reason: 'Imported without its photo. Its photo images/gone.jpg is not in the export',
        },
      ],
    });
    const [pie, soup] = await mine(user);
    expect(pie).toMatchObject({
      title: 'Chicken & Leek Pie',
      prepTime: '30 min',
      cookTime: '1 hr 5 min',
      servings: 6,
      ingredients: [
        'Filling:',
        '800 g chicken thighs',
        '3 leeks, sliced',
        '300 ml chicken stock',
        '150 ml crème fraîche',
        'PASTRY',
        '500 g puff pastry',
        '1 egg, beaten',
      ],
      instructions: [
        'Brown the chicken and set aside.',
        'Soften the leeks, add the stock and the chicken, simmer 20 minutes.',
        'Stir in the crème fraîche, tip into a dish and cover with the pastry.',
        'Brush with egg and bake 35–40 minutes at 200 °C.',
      ],
    });
    expect(pie?.description).toBe(
      ['Source: Sunday lunch book, p. 112', 'Nutrition: Serving size: 1 slice'].join('\n\n'),
    );
    expect(pie?.tags).toEqual(['Chicken', 'Main Course', 'Pies']);
    expect(pie?.image).toMatch(/\.webp$/);
    expect(soup).toMatchObject({ title: '“Soupe à l’oignon”', servings: 4, image: null });
  });
});
