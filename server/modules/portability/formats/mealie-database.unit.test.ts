import { describe, expect, it } from 'vitest';
import {
  CHILI_ID,
  LONG_STEP,
  mealieDatabase,
  mealieOlderDatabase,
  SOURDOUGH_ID,
  TRIFLE_ID,
} from '../../../test/exports/mealie-backup.js';
import { mealieBackupCookbooks } from './mealie-backup-cookbooks.js';
import {
  hyphenated,
  indexMealieBackup,
  type MealieTables,
  mealieBackupRecipe,
  mealieTables,
} from './mealie-database.js';

const recipesOf = (tables: MealieTables) => {
  const index = indexMealieBackup(tables);
  return (tables.recipes ?? []).map((row) => mealieBackupRecipe(row, index));
};

describe('mealieBackupRecipe', () => {
  const tables = mealieTables(mealieDatabase()) as MealieTables;
  const [chili, trifle, sourdough] = recipesOf(tables);

  it('puts a recipe back together from its rows: amounts, steps in order, notes, nutrition', () => {
    expect(chili).toEqual({
      title: 'Weeknight Chili',
      description: 'Better the next day.\n\nTools: Dutch oven',
      prepTime: '15 minutes',
      cookTime: '1 hour',
      totalTime: '1 hour 15 minutes',
      servings: 4,
      ingredients: ['500 g beef mince lean', '2 tins of tomatoes'],
      instructions: ['Brown the mince in the pot.', 'Add the tomatoes and simmer for an hour.'],
      photo: null,
      tags: ['Dinner', 'Spicy', 'Weekend'],
      sourceUrl: 'https://example.com/chili',
      nutrition: { calories: '450', fat: '20', protein: '30' },
      rating: 4,
      favorite: true,
      notes: 'Heat: Go easy on the chipotle.',
      sourceId: CHILI_ID,
    });
  });

  it('starts sections at titles, and shows notes alone when the recipe turned amounts off', () => {
    expect(trifle).toMatchObject({
      title: 'Layered Trifle',
      ingredients: ['Custard', '500 ml milk', '4 egg yolks', 'Layers', '1 sponge cake'],
      instructions: [
        'Custard',
        'Warm the milk; whisk into the yolks.',
        'Assembly',
        'Layer sponge and custard in the bowl.',
      ],
      servings: 8,
      // Its users' ratings (5 and 4) when the recipe's own is Mealie's "to be worked out".
      rating: 5,
      favorite: false,
      tags: ['Dessert', 'Party', 'Weekend'],
    });
    expect(sourdough).toMatchObject({
      instructions: [LONG_STEP, 'Bake at 240 °C in the Dutch oven.'],
      ingredients: ['500 g strong white flour'],
      rating: null,
      nutrition: null,
      notes: null,
    });
  });

  it('reads an older SQLite dump: bare ids, the rating on the recipe, users_to_favorites', () => {
    const older = recipesOf(mealieTables(mealieOlderDatabase()) as MealieTables);
    expect(older.map((recipe) => [recipe.sourceId, recipe.rating, recipe.favorite])).toEqual([
      [CHILI_ID.replace(/-/g, ''), 4, false],
      [TRIFLE_ID.replace(/-/g, ''), null, true],
      [SOURDOUGH_ID.replace(/-/g, ''), null, false],
    ]);
    expect(older[0]?.tags).toEqual(['Dinner', 'Spicy', 'Weekend']);
    expect(hyphenated(CHILI_ID.replace(/-/g, ''))).toBe(CHILI_ID);
  });

  it('takes the seconds a newer Mealie parsed a time into, and cook_time for perform_time', () => {
    const [row] = mealieDatabase().recipes ?? [];
    const newer = {
      ...row,
      prep_time: null,
      prep_time_seconds: 900,
      perform_time: null,
      cook_time: '40 minutes',
    };
    const [recipe] = recipesOf({ ...tables, recipes: [newer] });
    expect(recipe).toMatchObject({ prepTime: '15 min', cookTime: '40 minutes' });
  });

  it('is not a backup without a recipes table', () => {
    expect(mealieTables({ alembic_version: [], users: [] })).toBeNull();
    expect(mealieTables([])).toBeNull();
  });
});

describe('mealieBackupCookbooks', () => {
  it('selects each cookbook’s recipes by its query filter, by name, in the menu’s order', () => {
    const tables = mealieTables(mealieDatabase()) as MealieTables;
    expect(mealieBackupCookbooks(tables, indexMealieBackup(tables))).toEqual([
      {
        name: 'Weeknights',
        description: null,
        isPublic: false,
        members: [SOURDOUGH_ID, CHILI_ID],
      },
      { name: 'Party Food', description: 'For a crowd.', isPublic: true, members: [TRIFLE_ID] },
      { name: 'Dutch Oven', description: null, isPublic: false, members: [SOURDOUGH_ID, CHILI_ID] },
      // A filter not read here: the cookbook is kept, empty.
      { name: 'Soups', description: null, isPublic: false, members: [] },
    ]);
  });

  it('selects by the linked categories, tags and tools of an older dump', () => {
    const tables = mealieTables(mealieOlderDatabase()) as MealieTables;
    const bare = (id: string) => id.replace(/-/g, '');
    expect(
      mealieBackupCookbooks(tables, indexMealieBackup(tables)).map(({ name, members }) => ({
        name,
        members,
      })),
    ).toEqual([
      { name: 'Dinner or Dessert', members: [bare(TRIFLE_ID), bare(CHILI_ID)] },
      { name: 'Spicy Weekends', members: [bare(CHILI_ID)] },
      { name: 'Everything', members: [] },
    ]);
  });
});
