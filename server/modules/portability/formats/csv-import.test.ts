import { describe, expect, it } from 'vitest';
import { zip } from '../../../test/archives.js';
import {
  MY_RECIPE_BOX_ROWS,
  PLAN_TO_EAT_ROWS,
  toCsv,
  windows1252,
} from '../../../test/exports/csv.js';
import { otherAppsImport } from '../../../test/import-app.js';

// Other apps' exports through the same POST /api/import (decision 031): Plan to Eat's and
// MyRecipeBox's CSV exports.

describe('importing other apps’ exports', () => {
  const { cook, importFile, mine, spooled } = otherAppsImport();

  it('reads a Plan to Eat CSV: multi-line quoted cells, headings, extras, a row without a title', async () => {
    const user = await cook();
    const csv = Buffer.from(toCsv(PLAN_TO_EAT_ROWS));
    expect((await importFile(user, csv)).json()).toEqual({
      imported: 3,
      skipped: 0,
      refused: [{ title: 'Row 5', reason: 'It has no title' }],
    });
    const [tikka, brulee, rice] = await mine(user);
    expect(tikka).toMatchObject({
      title: 'Chicken Tikka Masala',
      prepTime: '20 minutes',
      cookTime: '35 min',
      servings: 4,
      image: null,
      isPublic: false,
      ingredients: [
        'FOR THE MARINADE',
        '600 g chicken thighs, boneless, in 3 cm pieces',
        '150 g plain yoghurt',
        '1 tsp garam masala',
        'For the sauce:',
        '2 tbsp ghee',
        '1 onion, finely chopped',
        '400 g tin crushed tomatoes',
        '150 ml double cream',
        'Salt & pepper',
      ],
      instructions: [
        'Stir the chicken into the yoghurt and garam masala; leave 15 minutes.',
        'Grill the chicken until charred at the edges.',
        'Soften the onion in the ghee, add the tomatoes and simmer 15 minutes.',
        'Stir in the cream and the chicken and heat through.',
      ],
    });
    expect(tikka?.description).toBe(
      [
        'A weeknight curry: yoghurt-marinated chicken in a mild, creamy tomato sauce.',
        'Source: Grandma’s binder',
        'Main ingredient: Chicken',
        // An address is kept as text, never fetched.
        'Photo: https://recipes.example.net/tikka.jpg',
      ].join('\n\n'),
    );
    // The organising columns in their fields (decision 041).
    expect(tikka?.tags).toEqual(['Curry', 'Indian', 'Weeknight']);
    expect(brulee).toMatchObject({
      title: '“Crème brûlée” à l’ancienne',
      servings: 6,
      description: 'Servings: Serves 6-8',
    });
    expect(rice?.instructions).toEqual([
      'Rinse the rice.',
      'Simmer, covered, 12 minutes.',
      'Rest 5 minutes.',
    ]);
    // Zipped, it is the same export: every recipe an exact duplicate now.
    const zipped = await zip({ 'plan_to_eat_recipes.csv': toCsv(PLAN_TO_EAT_ROWS) });
    expect((await importFile(user, zipped)).json()).toEqual({
      imported: 0,
      skipped: 3,
      refused: [{ title: 'Row 5', reason: 'It has no title' }],
    });
    expect(spooled()).toEqual([]);
  });

  it('reads a MyRecipeBox CSV in Windows-1252, as it is or zipped', async () => {
    const user = await cook();
    const csv = windows1252(toCsv(MY_RECIPE_BOX_ROWS));
    expect(csv.includes(Buffer.from('—'))).toBe(false);
    expect((await importFile(user, csv)).json()).toEqual({
      imported: 2,
      skipped: 0,
      refused: [{ title: 'Row 3', reason: 'It has no title' }],
    });
    const [cake, bread] = await mine(user);
    expect(cake).toMatchObject({
      title: 'Lemon Drizzle Cake',
      prepTime: '15 min',
      cookTime: '45 min',
      servings: 12,
      ingredients: [
        '225 g butter, softened',
        '225 g caster sugar',
        '4 eggs',
        '225 g self-raising flour',
        'Zest of 2 lemons',
        'Drizzle:',
        'Juice of 2 lemons',
        '85 g granulated sugar',
      ],
      instructions: [
        'Heat the oven to 180 °C and line a loaf tin.',
        'Cream the butter and sugar, beat in the eggs, then fold in the flour and zest.',
        'Bake 45 minutes.',
        'Mix the juice and sugar and spoon it over the warm cake.',
      ],
    });
    expect(cake?.description).toBe(
      [
        'Moist, sharp and sticky — the one everybody asks for.',
        'Servings: 12 slices',
        'Source: Mary’s notebook',
        'Difficulty: Easy',
      ].join('\n\n'),
    );
    expect(cake?.tags).toEqual(['Baking', 'Cakes']);
    expect(bread).toMatchObject({ title: 'Pão de Queijo', cookTime: '25 min', servings: null });
    const other = await cook();
    const zipped = await zip({ 'export/MyRecipeBox.csv': csv, 'export/.DS_Store': 'junk' });
    expect((await importFile(other, zipped)).json()).toMatchObject({ imported: 2 });
  });
});
