import type { FastifyInstance } from 'fastify';
import type { Recipe } from '../../contracts/recipes.js';

export interface RecipeFields {
  title?: string;
  description?: string;
  prepTime?: string;
  cookTime?: string;
  servings?: string;
  difficulty?: string;
  ingredients?: string[] | string;
  instructions?: string[] | string;
  isPublic?: boolean;
  removeImage?: boolean;
  tags?: string[] | string;
  sourceUrl?: string;
  totalTime?: string;
  nutrition?: Record<string, string | null> | string;
  favorite?: boolean;
  rating?: string;
  notes?: string;
  language?: string;
}

/** The multipart body the web client sends for a recipe, with an optional photo. */
export function recipeForm(
  fields: RecipeFields = {},
  image?: { data: Buffer | Uint8Array; name?: string; type?: string },
): FormData {
  const values = {
    title: 'Tomato soup',
    description: 'Warming and quick',
    prepTime: '10 minutes',
    cookTime: '25 minutes',
    servings: '4',
    difficulty: 'easy',
    ingredients: ['4 piece tomatoes', '1 l stock'],
    instructions: ['Chop the tomatoes', 'Simmer in stock'],
    ...fields,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (image) {
    form.append(
      'image',
      new Blob([image.data], { type: image.type ?? 'image/png' }),
      image.name ?? 'photo.png',
    );
  }
  return form;
}

/** Creates a recipe through the API as the signed-in `cookie` and answers it. */
export async function createRecipe(
  app: FastifyInstance,
  cookie: string,
  fields: RecipeFields = {},
): Promise<Recipe> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/recipes',
    payload: recipeForm(fields),
    headers: { cookie },
  });
  if (response.statusCode !== 201) {
    throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}
