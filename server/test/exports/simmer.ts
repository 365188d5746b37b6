import type { RecipeFields } from '../recipes.js';

// Simmer's own export (decision 027) with the organising fields (decision 037): a recipe with
// every one of them set, and recipes.json items as exports made before them wrote them.

/** A recipe's form fields with every organising field set, to export and import back. */
export const organisedRecipeFields = (title: string): RecipeFields => ({
  title,
  tags: ['Winter', 'Soup', 'Käse'],
  sourceUrl: 'https://example.org/recipes/soup',
  totalTime: '1 hr 5 min',
  nutrition: { calories: '420 kcal', fat: '18 g', protein: '12 g', sodium: '600 mg' },
  favorite: true,
  rating: '4',
  notes: 'Better the next day.\n\nAdd more pepper.',
});

/** A recipes.json item as an export made before tags, source, rating… wrote it. */
export const oldExportedRecipe = (title: string) => ({
  id: 7,
  title,
  description: 'From before.',
  prepTime: '5 min',
  cookTime: '20 min',
  servings: 2,
  difficulty: 'easy',
  ingredients: ['2 eggs'],
  instructions: ['Whisk.', 'Cook.'],
  isPublic: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  photo: null,
});
