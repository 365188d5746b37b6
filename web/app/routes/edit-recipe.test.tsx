import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, errorAnswer, jsonAnswer, neverAnswer, stubApi } from '@/test/api-stub';
import { stubObjectUrls } from '@/test/object-urls';
import { listAnswer, makeRecipe } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

const recipe = makeRecipe({
  id: 5,
  title: 'Garlic Bread',
  image: '/uploads/recipes/bread.webp',
  servings: 2,
  difficulty: 'medium',
  ingredients: ['1 piece baguette', '3 clove garlic', 'butter'],
  instructions: ['Mix garlic and butter.', 'Bake.'],
});

function openEdit(answer: (call: ApiCall) => Response | Promise<Response>, user = makeUser()) {
  const api = stubApi(answer);
  return { ...renderApp('/edit/5', user), ...api };
}

const updated = { ...recipe, title: 'Better Bread' };
/** Reads and updates the recipe, and answers My Recipes (shown after saving) with it. */
const readOrUpdate = (call: ApiCall) => {
  if (call.method === 'PUT') return jsonAnswer(updated);
  if (call.url.startsWith('/api/recipes?')) return listAnswer(call.url, [updated]);
  return jsonAnswer(recipe);
};

function sentFields(calls: ApiCall[]) {
  const put = calls.find((call) => call.method === 'PUT');
  if (!(put?.body instanceof FormData)) throw new Error('no PUT with FormData');
  return { url: put.url, fields: Object.fromEntries(put.body.entries()) };
}

const titleBox = () => screen.getByRole('textbox', { name: 'Title' });

describe('Edit Recipe', () => {
  it('shows skeletons while loading', async () => {
    neverAnswer();
    renderApp('/edit/5', makeUser());
    expect(await screen.findByText('Loading recipe…')).toBeInTheDocument();
  });

  it('fills the four cards from the recipe, splitting ingredients into rows', async () => {
    openEdit(readOrUpdate);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Recipe' })).toBeVisible();
    for (const name of ['Basic Information', 'Recipe Details', 'Ingredients', 'Instructions']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(titleBox()).toHaveValue('Garlic Bread');
    expect(screen.getByRole('img', { name: 'Preview of the recipe' })).toHaveAttribute(
      'src',
      '/uploads/recipes/bread.webp',
    );
    expect(screen.getByRole('button', { name: 'Change Image' })).toBeVisible();
    expect(screen.getByLabelText('Servings')).toHaveValue(2);
    expect(screen.getByLabelText('Difficulty')).toHaveDisplayValue('Medium');
    expect(screen.getByLabelText('Ingredient 2 quantity')).toHaveValue('3');
    expect(screen.getByLabelText('Ingredient 2 unit')).toHaveValue('clove');
    expect(screen.getByLabelText('Ingredient 2 name')).toHaveValue('garlic');
    expect(screen.getByLabelText('Ingredient 3 name')).toHaveValue('butter');
    expect(screen.getByLabelText('Step 2')).toHaveValue('Bake.');
  });

  it('sends the whole recipe with PUT, then goes to /recipes', async () => {
    const { events, calls, location } = openEdit(readOrUpdate);
    await events.clear(await screen.findByRole('textbox', { name: 'Title' }));
    await events.type(titleBox(), 'Better Bread');
    await events.click(screen.getByRole('button', { name: 'Update Recipe' }));
    await waitFor(() => expect(location().pathname).toBe('/recipes'));
    expect(sentFields(calls)).toEqual({
      url: '/api/recipes/5',
      fields: {
        title: 'Better Bread',
        description: 'A warm bowl for cold days.',
        prepTime: '10 minutes',
        cookTime: '30 minutes',
        servings: '2',
        difficulty: 'medium',
        ingredients: '["1 piece baguette","3 clove garlic","butter"]',
        instructions: '["Mix garlic and butter.","Bake."]',
        isPublic: 'false',
        // Not set on the recipe, and kept so: an empty language saves "not known".
        language: '',
        tags: '[]',
        sourceUrl: '',
        totalTime: '',
        nutrition: '',
      },
    });
    expect(await screen.findByText('Recipe Updated')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Better Bread' })).toBeVisible();
  });

  it('removes the photo with removeImage=true, or sends a new one', async () => {
    stubObjectUrls();
    const { events, calls } = openEdit(readOrUpdate);
    await events.click(await screen.findByRole('button', { name: 'Remove Image' }));
    expect(screen.getByRole('img', { name: 'No image' })).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Update Recipe' }));
    await waitFor(() => expect(sentFields(calls).fields.removeImage).toBe('true'));
  });

  it('says Title is required and falls back to 1 serving', async () => {
    const { events, calls } = openEdit(readOrUpdate);
    await events.clear(await screen.findByRole('textbox', { name: 'Title' }));
    await events.click(screen.getByRole('button', { name: 'Update Recipe' }));
    expect(await screen.findByText('Title is required')).toBeVisible();
    await events.type(titleBox(), 'Bread');
    await events.clear(screen.getByLabelText('Servings'));
    await events.click(screen.getByRole('button', { name: 'Update Recipe' }));
    await waitFor(() => expect(sentFields(calls).fields.servings).toBe('1'));
  });

  it.each([
    [
      'ingredient',
      'Ingredient 1 name',
      'Missing Ingredients',
      'Please add at least one ingredient.',
    ],
    ['instruction', 'Step 1', 'Missing Instructions', 'Please add at least one instruction.'],
  ])('refuses a recipe without an %s', async (_kind, first, title, text) => {
    const { events, calls } = openEdit(() =>
      jsonAnswer({ ...recipe, ingredients: ['salt'], instructions: ['Bake.'] }),
    );
    await events.clear(await screen.findByLabelText(first));
    await events.click(screen.getByRole('button', { name: 'Update Recipe' }));
    expect(await screen.findByText(title)).toBeVisible();
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows Updating... while saving, and a toast when it fails', async () => {
    let answerPut: (response: Response) => void = () => {};
    const { events } = openEdit((call) =>
      call.method === 'PUT'
        ? new Promise<Response>((resolve) => {
            answerPut = resolve;
          })
        : jsonAnswer(recipe),
    );
    await events.click(await screen.findByRole('button', { name: 'Update Recipe' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    answerPut(errorAnswer(500, 'boom'));
    expect(await screen.findByText('Failed to update recipe. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update Recipe' })).toBeEnabled();
  });

  it.each([
    ['a missing recipe', () => errorAnswer(404, 'Recipe not found'), makeUser()],
    [
      "someone else's recipe",
      () => jsonAnswer({ ...recipe, isPublic: true }),
      makeUser({ id: 'x' }),
    ],
  ])('says Recipe Not Found for %s, with a way back', async (_label, answer, user) => {
    openEdit(answer, user);
    expect(await screen.findByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to My Recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
  });

  it('says there is no connection when no answer comes at all, and tries again', async () => {
    let online = false;
    const { events } = openEdit((call) =>
      online ? readOrUpdate(call) : Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'No connection' })).toBeVisible();
    expect(screen.getByText(/Simmer can't be reached right now/)).toBeVisible();
    expect(screen.queryByText('Failed to fetch recipe')).not.toBeInTheDocument();
    online = true;
    await events.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Recipe' })).toBeVisible();
    expect(titleBox()).toHaveValue('Garlic Bread');
  });

  it('still says Failed to fetch recipe when the server answers with an error', async () => {
    openEdit(() => new Response('oops', { status: 500 }));
    expect(await screen.findByText('Failed to fetch recipe')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
