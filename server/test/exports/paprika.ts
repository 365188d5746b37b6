import { gzipSync } from 'node:zlib';
import { zip } from '../archives.js';

// Paprika's export, made at test time from recipe text written here: no file is copied from
// another project; it is written as Paprika writes it (decision 031).
// A .paprikarecipes is a zip of <name>.paprikarecipe entries, each gzipped JSON.

export interface PaprikaFields {
  name: string;
  description?: string;
  ingredients?: string;
  directions?: string;
  notes?: string;
  nutritional_info?: string;
  servings?: string;
  prep_time?: string;
  cook_time?: string;
  total_time?: string;
  source?: string;
  source_url?: string;
  categories?: string[];
  rating?: number;
  on_favorites?: number | boolean;
  photo_data?: string | null;
}

export const paprikaRecipeFile = (fields: PaprikaFields) =>
  gzipSync(
    JSON.stringify({
      uid: fields.name.toUpperCase().replace(/\W+/g, '-'),
      created: '2024-03-01 10:00:00',
      hash: 'not-checked',
      photo: fields.photo_data ? 'photo.jpg' : null,
      photos: [],
      difficulty: '',
      ...fields,
    }),
  );

export const paprikaExport = (recipes: PaprikaFields[]) =>
  zip(
    Object.fromEntries(
      // Paprika names each file after its recipe; two of the same name get a number.
      recipes.map((recipe, n) => [
        `${recipe.name} ${n + 1}.paprikarecipe`,
        paprikaRecipeFile(recipe),
      ]),
    ),
  );

export const soupForPaprika = (photo: Buffer | null): PaprikaFields => ({
  name: 'Roast Tomato Soup &amp; Basil',
  description: 'Sweet tomatoes, roasted until they blister.',
  ingredients:
    'For the soup:\n1 kg ripe tomatoes\n2 cloves garlic\n\nFor the topping:\n1 handful basil\n2 tbsp olive oil',
  directions:
    'Roast the tomatoes at 200°C for 40 minutes.\n\nBlend with the garlic.\nServe with the basil oil.',
  notes: 'Freezes well for a month.',
  nutritional_info: 'Calories: 180',
  servings: '4 servings',
  prep_time: '15 min',
  cook_time: '45 mins',
  total_time: '1 hr',
  source: 'Grandma',
  source_url: 'https://example.com/tomato-soup',
  categories: ['Soups', 'Vegetarian'],
  rating: 4,
  on_favorites: 1,
  photo_data: photo ? photo.toString('base64') : null,
});
