import { type ZipEntry, zip } from '../archives.js';

// Mealie v1+ backups (Admin → Backups), made at test time from rows written here: no file is
// copied from another project (decision 031). A backup is `database.json`, every table of
// Mealie's database by name (rows keyed by column), beside the photos in
// `data/recipes/<recipe id>/images/`.
//
// `mealieDatabase` writes three recipes as a recent Mealie (2024 on, PostgreSQL) dumps them:
// hyphenated ids, ratings and favourites per user in `users_to_recipes`, cookbooks filtered by a
// `query_filter_string`. `mealieOlderDatabase` writes the same as a 2022–2023 Mealie on SQLite:
// 32-digit ids, the rating on the recipe, `users_to_favorites`, cookbooks filtered by the
// `cookbooks_to_*` tables.

type Row = Record<string, unknown>;
export type MealieDump = Record<string, Row[]>;

export const CHILI_ID = '0b6f4c1e-3f2a-4d6b-9a1e-5c7d8e9f0a11';
export const TRIFLE_ID = '1c7a5d2f-4a3b-4e7c-8b2f-6d8e9fa0b122';
export const SOURDOUGH_ID = '2d8b6e3a-5b4c-4f8d-9c3a-7e9fa0b1c233';
const ids = {
  dinner: 'a1000000-0000-4000-8000-000000000001',
  dessert: 'a1000000-0000-4000-8000-000000000002',
  bread: 'a1000000-0000-4000-8000-000000000003',
  spicy: 'b2000000-0000-4000-8000-000000000001',
  party: 'b2000000-0000-4000-8000-000000000002',
  weekend: 'b2000000-0000-4000-8000-000000000003',
  bowl: 'c3000000-0000-4000-8000-000000000001',
  dutchOven: 'c3000000-0000-4000-8000-000000000002',
  grams: 'd4000000-0000-4000-8000-000000000001',
  mince: 'e5000000-0000-4000-8000-000000000001',
  user: 'f6000000-0000-4000-8000-000000000001',
  partner: 'f6000000-0000-4000-8000-000000000002',
  household: 'f7000000-0000-4000-8000-000000000001',
};

/** A step long enough that Simmer cuts it (its steps hold at most 2 000 characters). */
export const LONG_STEP = Array.from(
  { length: 60 },
  (_, n) => `Fold the dough over itself and let it rest for round ${n + 1} of the bulk rise.`,
).join(' ');

const recipe = (id: string, name: string, more: Row): Row => ({
  id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  group_id: 'aa000000-0000-4000-8000-000000000001',
  user_id: ids.user,
  name,
  description: null,
  image: 'ab12',
  total_time: null,
  prep_time: null,
  perform_time: null,
  cook_time: null,
  recipe_yield: null,
  recipe_servings: 0,
  recipe_yield_quantity: 0,
  rating: null,
  org_url: null,
  date_added: '2024-11-02',
  date_updated: '2024-11-02T18:21:07.123456',
  last_made: null,
  name_normalized: name.toLowerCase(),
  ...more,
});

let ingredientId = 0;
const ingredient = (recipeId: string, position: number, more: Row): Row => ({
  id: ++ingredientId,
  position,
  recipe_id: recipeId,
  title: '',
  note: '',
  unit_id: null,
  food_id: null,
  quantity: 0,
  original_text: null,
  reference_id: 'ff000000-0000-4000-8000-000000000000',
  ...more,
});

let stepId = 0;
const step = (recipeId: string, position: number, text: string, title = ''): Row => ({
  id: `9a000000-0000-4000-8000-${String(++stepId).padStart(12, '0')}`,
  recipe_id: recipeId,
  position,
  type: '',
  title,
  summary: '',
  text,
});

const link = (column: string) => (recipeId: string, id: string) => ({
  recipe_id: recipeId,
  [column]: id,
});
const toCategory = link('category_id');
const toTag = link('tag_id');
const toTool = link('tool_id');

/** The three recipes of both dumps, and the tables they are made of. */
function recipesTables(): MealieDump {
  return {
    alembic_version: [{ version_num: '86054b40fd06' }],
    recipes: [
      recipe(CHILI_ID, 'Weeknight Chili', {
        description: 'Better the next day.',
        prep_time: '15 minutes',
        perform_time: '1 hour',
        total_time: '1 hour 15 minutes',
        recipe_servings: 4,
        rating: 4,
        org_url: 'https://example.com/chili',
      }),
      recipe(TRIFLE_ID, 'Layered Trifle', { recipe_yield: '8 bowls' }),
      recipe(SOURDOUGH_ID, 'Slow Sourdough', { prep_time: null, total_time: '1 day' }),
    ],
    recipe_settings: [
      { id: 1, recipe_id: CHILI_ID, public: true, disable_amount: false },
      { id: 2, recipe_id: TRIFLE_ID, public: true, disable_amount: true },
    ],
    ingredient_units: [{ id: ids.grams, name: 'gram', abbreviation: 'g', use_abbreviation: true }],
    ingredient_foods: [{ id: ids.mince, name: 'beef mince' }],
    recipes_ingredients: [
      ingredient(CHILI_ID, 1, { note: 'tins of tomatoes', quantity: 2, original_text: '2 tins' }),
      ingredient(CHILI_ID, 0, {
        quantity: 500,
        unit_id: ids.grams,
        food_id: ids.mince,
        note: 'lean',
      }),
      ingredient(TRIFLE_ID, 0, { title: 'Custard', note: '500 ml milk', quantity: 1 }),
      ingredient(TRIFLE_ID, 1, { note: '4 egg yolks', quantity: 1 }),
      ingredient(TRIFLE_ID, 2, { title: 'Layers', note: '', original_text: '1 sponge cake' }),
      ingredient(SOURDOUGH_ID, 0, { note: '500 g strong white flour' }),
    ],
    recipe_instructions: [
      step(CHILI_ID, 1, 'Add the tomatoes and simmer for an hour.'),
      step(CHILI_ID, 0, 'Brown the mince in the pot.'),
      step(TRIFLE_ID, 0, 'Warm the milk; whisk into the yolks.', 'Custard'),
      step(TRIFLE_ID, 1, 'Layer sponge and custard in the bowl.', 'Assembly'),
      step(SOURDOUGH_ID, 0, LONG_STEP),
      step(SOURDOUGH_ID, 1, 'Bake at 240 °C in the Dutch oven.'),
    ],
    notes: [{ id: 1, recipe_id: CHILI_ID, title: 'Heat', text: 'Go easy on the chipotle.' }],
    recipe_nutrition: [
      {
        id: 1,
        recipe_id: CHILI_ID,
        calories: '450',
        fat_content: '20',
        protein_content: '30',
        carbohydrate_content: null,
        sodium_content: '',
      },
    ],
    categories: [
      { id: ids.dinner, name: 'Dinner', slug: 'dinner' },
      { id: ids.dessert, name: 'Dessert', slug: 'dessert' },
      { id: ids.bread, name: 'Bread', slug: 'bread' },
    ],
    tags: [
      { id: ids.spicy, name: 'Spicy', slug: 'spicy' },
      { id: ids.party, name: 'Party', slug: 'party' },
      { id: ids.weekend, name: 'Weekend', slug: 'weekend' },
    ],
    tools: [
      { id: ids.bowl, name: 'Trifle bowl', slug: 'trifle-bowl' },
      { id: ids.dutchOven, name: 'Dutch oven', slug: 'dutch-oven' },
    ],
    recipes_to_categories: [
      toCategory(CHILI_ID, ids.dinner),
      toCategory(TRIFLE_ID, ids.dessert),
      toCategory(SOURDOUGH_ID, ids.bread),
    ],
    recipes_to_tags: [
      toTag(CHILI_ID, ids.spicy),
      toTag(CHILI_ID, ids.weekend),
      toTag(TRIFLE_ID, ids.party),
      toTag(TRIFLE_ID, ids.weekend),
      toTag(SOURDOUGH_ID, ids.weekend),
    ],
    recipes_to_tools: [
      toTool(CHILI_ID, ids.dutchOven),
      toTool(TRIFLE_ID, ids.bowl),
      toTool(SOURDOUGH_ID, ids.dutchOven),
    ],
    users: [{ id: ids.user, full_name: 'Change Me' }],
  };
}

const cookbook = (name: string, position: number, more: Row): Row => ({
  id: `c0000000-0000-4000-8000-00000000000${position}`,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  description: '',
  public: false,
  position,
  group_id: 'aa000000-0000-4000-8000-000000000001',
  household_id: ids.household,
  query_filter_string: '',
  ...more,
});

/** A recent Mealie's dump: per-user ratings and favourites, cookbooks by query filter. */
export function mealieDatabase(): MealieDump {
  const tables = recipesTables();
  return {
    ...tables,
    // Mealie keeps the recipe's rating as the users' average from 2024.
    recipes: (tables.recipes ?? []).map((row) =>
      row.id === TRIFLE_ID ? { ...row, rating: -1 } : row,
    ),
    users_to_recipes: [
      { user_id: ids.user, recipe_id: CHILI_ID, rating: 4, is_favorite: true },
      { user_id: ids.user, recipe_id: TRIFLE_ID, rating: 5, is_favorite: false },
      { user_id: ids.partner, recipe_id: TRIFLE_ID, rating: 4, is_favorite: false },
    ],
    cookbooks: [
      cookbook('Party Food', 2, {
        description: 'For a crowd.',
        public: true,
        query_filter_string: `(tags.id CONTAINS ALL ["${ids.party}", "${ids.weekend}"])`,
      }),
      cookbook('Weeknights', 1, {
        query_filter_string: `recipe_category.id IN ["${ids.dinner}","${ids.bread}"] AND household_id IN ["${ids.household}"]`,
      }),
      cookbook('Dutch Oven', 3, { query_filter_string: `tools.id IN ["${ids.dutchOven}"]` }),
      cookbook('Soups', 4, { query_filter_string: 'name LIKE "%soup%"' }),
    ],
  };
}

/** A UUID as SQLite keeps it: 32 hex digits. */
const bare = (id: unknown) =>
  typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id) ? id.replace(/-/g, '') : id;
const bareIds = (dump: MealieDump): MealieDump =>
  Object.fromEntries(
    Object.entries(dump).map(([table, rows]) => [
      table,
      rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([key, value]) => [key, bare(value)])),
      ),
    ]),
  );

/** A 2022–2023 Mealie's dump on SQLite: cookbooks by linked categories, tags and tools. */
export function mealieOlderDatabase(): MealieDump {
  const tables = recipesTables();
  const cookbooks = [
    cookbook('Dinner or Dessert', 1, {
      require_all_categories: false,
      require_all_tags: true,
      require_all_tools: true,
    }),
    cookbook('Spicy Weekends', 2, { require_all_tags: true }),
    cookbook('Everything', 3, {}),
  ].map(({ query_filter_string: _, household_id: __, ...row }) => row);
  const [either, both] = cookbooks.map((row) => row.id);
  return bareIds({
    ...tables,
    users_to_favorites: [{ user_id: ids.user, recipe_id: TRIFLE_ID }],
    cookbooks,
    cookbooks_to_categories: [
      { cookbook_id: either, category_id: ids.dinner },
      { cookbook_id: either, category_id: ids.dessert },
    ],
    cookbooks_to_tags: [
      { cookbook_id: both, tag_id: ids.spicy },
      { cookbook_id: both, tag_id: ids.weekend },
    ],
    cookbooks_to_tools: [],
  });
}

/**
 * A backup zip: database.json (the dump, or its text as written) and each recipe's photo by
 * its id (under `data/recipes/<id>/images/`, as `photoName`), all under `folder` when given.
 */
export function mealieBackupZip(
  dump: MealieDump | string,
  photos: Record<string, Buffer> = {},
  { folder = '', photoName = 'original.webp' } = {},
): Promise<Buffer> {
  const files: Record<string, ZipEntry> = {
    [`${folder}database.json`]: typeof dump === 'string' ? dump : JSON.stringify(dump),
    [`${folder}.secret`]: 'not a recipe',
  };
  for (const [id, photo] of Object.entries(photos)) {
    files[`${folder}data/recipes/${id}/images/${photoName}`] = photo;
    files[`${folder}data/recipes/${id}/images/tiny-original.webp`] = photo;
  }
  return zip(files);
}
