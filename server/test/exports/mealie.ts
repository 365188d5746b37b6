import { zip } from '../archives.js';

// Mealie's exports, made at test time from recipe text written here: no file is copied from
// another project. Each builder writes the format as Mealie does (decision 031).

// Mealie: recipes/<slug>/<slug>.json beside recipes/<slug>/images/original.webp.

export const mealieRecipeJson = (name: string) => ({
  id: '5a1d4c1e-0000-4000-8000-000000000001',
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
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

export const mealieExport = (
  recipes: Array<{
    json: ReturnType<typeof mealieRecipeJson> | Record<string, unknown>;
    photo?: Buffer;
  }>,
) =>
  zip(
    Object.fromEntries(
      recipes.flatMap(({ json, photo }) => {
        const slug = String(json.slug);
        return [
          [`recipes/${slug}/${slug}.json`, JSON.stringify(json)],
          ...(photo ? [[`recipes/${slug}/images/original.webp`, photo]] : []),
        ];
      }),
    ),
  );
