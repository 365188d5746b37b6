// Mealie's recipes as each of its versions wrote them, made at test time from recipe text written
// here: no file is copied from another project (decision 031). The archives that hold them are
// built by mealie-archives.ts.
//
// - The API, and the recipe's JSON editor, speak camelCase (`mealieRecipeJson`).
// - The first backups (v0.1–v0.4, 2021) wrote camelCase too, ingredients as plain lines and steps
//   as `{text}`; v0.1 named categories `categories` (`mealieFirstRecipeJson`).
// - From v0.5 a backup writes snake_case (`recipe_ingredient`, `org_url`…), ingredients as
//   `{title, note, …}` objects and steps as `{title, text}` (`mealieSnakeRecipeJson`).
// - The data export of v1 on is snake_case as well (its models dumped without their aliases);
//   categories, tags and tools become objects, ingredients gain quantity, unit, food and the
//   `display` Mealie shows, steps a `summary` (`mealieV1RecipeJson`).

export const slugOf = (name: string) =>
  name.toLowerCase().replace(/\W+/g, '-').replace(/^-|-$/g, '');

export const mealieRecipeJson = (name: string) => ({
  id: '5a1d4c1e-0000-4000-8000-000000000001',
  name,
  slug: slugOf(name),
  description: 'Crisp edges, soft middle.',
  recipeYield: '12 cookies',
  recipeServings: 0,
  prepTime: '15 minutes',
  performTime: 'PT12M',
  totalTime: '27 minutes',
  recipeCategory: [{ name: 'Baking', slug: 'baking' }],
  tags: [{ name: 'Cookies', slug: 'cookies' }],
  tools: [{ name: 'Baking sheet' }],
  rating: 5,
  orgURL: 'https://example.com/cookies',
  recipeIngredient: [
    { title: 'Dough', note: '', display: '225 g butter', quantity: 225, unit: null, food: null },
    { title: '', note: '200 g sugar', display: '', quantity: 0 },
    { title: 'To finish', note: 'flaky salt', display: '' },
  ],
  recipeInstructions: [
    { id: 'a', title: 'Mix', text: 'Cream the butter and sugar.' },
    { id: 'b', title: '', text: 'Bake at 180 °C for 12 minutes.' },
  ],
  notes: [{ title: 'Storage', text: 'Keeps a week in a tin.' }],
  nutrition: { calories: '210', fatContent: '11', proteinContent: null },
});

/** A recipe of Mealie's first backups (v0.1): camelCase, ingredients as lines. */
export const mealieFirstRecipeJson = (name: string, more: Record<string, unknown> = {}) => ({
  _id: { $oid: '5ff4a0c2e4b0a1a2b3c4d5e6' },
  name,
  description: 'Best with very ripe bananas.',
  image: `${slugOf(name)}.jpg`,
  recipeYield: '1 loaf',
  recipeIngredient: ['3 ripe bananas', '250 g flour', '1 tsp baking soda'],
  recipeInstructions: [
    { text: 'Mash the bananas with a fork.' },
    { text: 'Fold in the flour and soda, then bake for an hour at 175 °C.' },
  ],
  totalTime: '1 Hour 15 Minutes',
  prepTime: '15 Minutes',
  performTime: '1 Hour',
  slug: slugOf(name),
  categories: ['Baking', ''],
  tags: ['sweet'],
  dateAdded: '2021-01-05',
  notes: [{ title: 'Tip', text: 'Freeze the bananas first.' }],
  rating: 5,
  orgURL: 'https://example.org/banana-bread',
  extras: { oven: 'fan' },
  ...more,
});

const ingredientNote = (title: string | null, note: string) => ({
  title,
  note,
  unit: null,
  food: null,
  disable_amount: true,
  quantity: 1,
});

/** A recipe of Mealie's backups from v0.5 on: snake_case, ingredients as notes. */
export const mealieSnakeRecipeJson = (name: string, more: Record<string, unknown> = {}) => ({
  id: 7,
  name,
  slug: slugOf(name),
  image: slugOf(name),
  description: 'Earthy and thick; better the next day.',
  recipe_category: ['Soups'],
  tags: ['Winter', 'Freezer'],
  rating: 4,
  date_added: '2021-01-05',
  date_updated: '2021-01-05 18:04:11.118000',
  recipe_yield: '6 serving(s)',
  recipe_ingredient: [
    ingredientNote('Soup', '30 g dried porcini'),
    ingredientNote(null, '150 g pearl barley'),
    ingredientNote('', '1.5 l vegetable stock'),
  ],
  recipe_instructions: [
    { title: 'The night before', text: 'Soak the porcini in warm water.' },
    { title: '', text: 'Simmer the barley in the stock for 40 minutes.' },
  ],
  nutrition: {
    calories: '240',
    fat_content: '7',
    protein_content: '9',
    carbohydrate_content: '',
    fiber_content: null,
    sodium_content: null,
    sugar_content: null,
  },
  tools: [],
  total_time: '1 Hour 10 Minutes',
  prep_time: '15 Minutes',
  perform_time: '55 Minutes',
  settings: { public: true, show_nutrition: true, show_assets: true, landscape_view: true },
  assets: [],
  notes: [{ title: 'Freezing', text: 'Freezes for a month.' }],
  org_url: 'https://example.org/barley-soup',
  extras: {},
  comments: [],
  ...more,
});

const thing = (name: string) => ({
  id: `0000${name.length}-aaaa-4bbb-8ccc-000000000000`,
  name,
  slug: slugOf(name),
});

/** A recipe of Mealie's data export from v1 on: snake_case, structured ingredients. */
export const mealieV1RecipeJson = (name: string, more: Record<string, unknown> = {}) => ({
  id: '9c1f7d2e-5b7a-4c1e-9f00-3d2a1b0c9e8f',
  user_id: '11111111-2222-4333-8444-555555555555',
  group_id: '66666666-7777-4888-9999-000000000000',
  name,
  slug: slugOf(name),
  image: 'Xq3v',
  recipe_yield: '2 loaves',
  total_time: '3 hours',
  prep_time: '30 minutes',
  cook_time: '45 minutes',
  perform_time: null,
  description: 'A crusty loaf with an open crumb.',
  recipe_category: [thing('Bread')],
  tags: [thing('Weekend')],
  tools: [{ ...thing('Dutch oven'), on_hand: false }],
  rating: 4.5,
  org_url: 'https://example.org/country-loaf',
  date_added: '2023-05-01',
  date_updated: '2023-05-02T09:00:00',
  last_made: null,
  recipe_ingredient: [
    {
      quantity: 500,
      unit: { ...thing('gram'), abbreviation: 'g' },
      food: thing('bread flour'),
      note: '',
      is_food: true,
      disable_amount: false,
      display: '500 gram bread flour',
      title: 'Dough',
      original_text: '500 g bread flour',
      reference_id: 'ref-1',
    },
    {
      quantity: 0.333333,
      unit: thing('cup'),
      food: thing('sea salt'),
      note: 'fine',
      disable_amount: false,
      display: '',
      title: null,
      original_text: null,
      reference_id: 'ref-2',
    },
    {
      quantity: 0,
      unit: null,
      food: null,
      note: 'water as needed',
      disable_amount: true,
      display: 'water as needed',
      title: '',
      original_text: 'water as needed',
      reference_id: 'ref-3',
    },
  ],
  recipe_instructions: [
    {
      id: 'step-1',
      title: '',
      summary: '',
      text: 'Mix everything into a shaggy dough.',
      ingredient_references: [],
    },
    {
      id: 'step-2',
      title: 'Baking',
      summary: 'Lid on',
      text: 'Bake in the Dutch oven for 30 minutes.',
      ingredient_references: [],
    },
  ],
  nutrition: { calories: '180', carbohydrate_content: '36', fat_content: null },
  settings: { public: false, show_nutrition: false },
  assets: [],
  notes: [],
  extras: {},
  comments: [],
  ...more,
});

/**
 * A custom page as a v0.4–v0.5 backup's pages/pages.json lists it: a name, its place in the
 * menu, and the categories whose recipes it shows (v0.5 also wrote each category's recipes,
 * which a page's members do not depend on).
 */
export const mealiePageJson = (name: string, position: number, categories: string[]) => ({
  id: position + 1,
  name,
  slug: slugOf(name),
  position,
  categories: categories.map((category, index) => ({
    id: index + 1,
    name: category,
    slug: slugOf(category),
    recipes: [],
  })),
});
