import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, jsonAnswer, stubApi } from '@/test/api-stub';
import { listAnswer, makeRecipe } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

const recipe = makeRecipe({
  id: 5,
  title: 'Garlic Bread',
  tags: ['bread', 'Quick'],
  sourceUrl: 'https://example.com/garlic-bread',
  totalTime: '40 minutes',
  nutrition: {
    calories: '250 kcal',
    fat: '12 g',
    saturatedFat: null,
    carbohydrates: null,
    sugar: null,
    fiber: null,
    protein: '6 g',
    sodium: null,
    cholesterol: null,
  },
});

function openEdit(put: (call: ApiCall) => Response = () => jsonAnswer(recipe)) {
  const api = stubApi((call) => {
    if (call.method === 'PUT') return put(call);
    if (call.url === '/api/tags') return jsonAnswer([{ name: 'Baking', count: 3 }]);
    if (call.url.startsWith('/api/recipes?')) return listAnswer(call.url, [recipe]);
    return jsonAnswer(recipe);
  });
  return { ...renderApp('/edit/5', makeUser()), ...api };
}

function sentFields(calls: ApiCall[]) {
  const put = calls.find((call) => call.method === 'PUT');
  if (!(put?.body instanceof FormData)) throw new Error('no PUT with FormData');
  return Object.fromEntries(put.body.entries());
}

describe('Edit Recipe: tags, source, total time and nutrition', () => {
  it('loads them, and sends them changed as JSON and text fields', async () => {
    const { events, calls, location } = openEdit();
    const tagsBox = await screen.findByRole('combobox', { name: 'Tags' });
    const chips = within(screen.getByRole('list', { name: 'Tags added' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['bread', 'Quick']);
    expect(screen.getByLabelText('Source')).toHaveValue('https://example.com/garlic-bread');
    expect(screen.getByLabelText('Total Time')).toHaveValue('40 minutes');
    // Open from the start: the recipe has nutrition.
    expect(screen.getByRole('button', { name: 'Nutrition per serving' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByLabelText('Calories')).toHaveValue('250 kcal');

    await events.click(screen.getByRole('button', { name: 'Remove tag Quick' }));
    await events.type(tagsBox, 'bak');
    await events.click(await screen.findByRole('option', { name: 'Baking' }));
    await events.clear(screen.getByLabelText('Source'));
    await events.clear(screen.getByLabelText('Total Time'));
    await events.type(screen.getByLabelText('Total Time'), '1 hour');
    await events.clear(screen.getByLabelText('Fat'));
    await events.type(screen.getByLabelText('Sugar'), '2 g');
    await events.click(screen.getByRole('button', { name: 'Update Recipe' }));
    await waitFor(() => expect(location().pathname).toBe('/recipes'));
    expect(sentFields(calls)).toMatchObject({
      tags: '["bread","Baking"]',
      sourceUrl: '',
      totalTime: '1 hour',
      nutrition: '{"calories":"250 kcal","sugar":"2 g","protein":"6 g"}',
    });
    expect(sentFields(calls)).not.toHaveProperty('rating');
  });

  it('refuses a source that is not a web address before sending', async () => {
    const { events, calls } = openEdit();
    const source = await screen.findByLabelText('Source');
    await events.clear(source);
    await events.type(source, 'javascript:alert(1)');
    await events.click(screen.getByRole('button', { name: 'Update Recipe' }));
    expect(
      await screen.findByText('Source must be a web address starting with http:// or https://'),
    ).toBeVisible();
    expect(source).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the server’s refusal of a nutrient at that nutrient', async () => {
    const { events } = openEdit(() =>
      Response.json(
        {
          message: 'Invalid recipe',
          code: 'VALIDATION',
          issues: [{ path: 'nutrition.protein', message: 'Protein is not allowed here' }],
        },
        { status: 400 },
      ),
    );
    await screen.findByRole('combobox', { name: 'Tags' });
    await events.click(screen.getByRole('button', { name: 'Update Recipe' }));
    expect(await screen.findByText('Protein is not allowed here')).toBeVisible();
    expect(screen.getByLabelText('Protein')).toHaveAttribute('aria-invalid', 'true');
  });
});
