import { expect, type Page } from '@playwright/test';

/** Creates a recipe through the API as the page's signed-in cook; `fields` override the defaults. */
export async function createRecipeViaApi(
  page: Page,
  title: string,
  fields: Record<string, string> = {},
) {
  const response = await page.request.post('/api/recipes', {
    multipart: {
      title,
      description: `All about ${title}`,
      cookTime: '20 minutes',
      servings: '2',
      difficulty: 'easy',
      ingredients: JSON.stringify(['1 cup rice']),
      instructions: JSON.stringify(['Cook it']),
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}
