import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiCall,
  errorAnswer,
  jsonAnswer,
  parseCall,
  sentJson,
  stubApi,
} from '@/test/api-stub';
import { findCall } from '@/test/cookbooks';
import { makeHousehold, makeMember } from '@/test/households';
import { freezeToday, makeEntry } from '@/test/meal-plan';
import { makeRecipe } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

const soup = makeRecipe({ id: 12, userId: 'user-1', title: 'Tomato Soup', servings: 4 });

function openRecipe(recipe = soup, answer: (call: ApiCall) => Response = () => jsonAnswer(null)) {
  const api = stubApi((call) => {
    const { path } = parseCall(call);
    if (path === `/api/recipes/${recipe.id}`) return jsonAnswer(recipe);
    if (call.method === 'POST' && path === '/api/mealplan') {
      const body = sentJson(call) as object;
      return jsonAnswer(makeEntry({ id: 50, ...body, title: recipe.title }), 201);
    }
    return answer(call);
  });
  return { ...renderApp(`/recipe/${recipe.id}`, makeUser()), ...api };
}

describe('Add to plan on a recipe', () => {
  it('puts the recipe on today’s dinner with its servings by default', async () => {
    const { events, calls } = openRecipe();
    await events.click(await screen.findByRole('button', { name: 'Add to plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add to meal plan' }));
    expect(dialog.getByLabelText('Day')).toHaveValue('2025-03-05');
    expect(dialog.getByLabelText('Meal')).toHaveValue('dinner');
    expect(dialog.getByLabelText('Servings')).toHaveValue(4);
    await events.click(dialog.getByRole('button', { name: 'Add to plan' }));

    expect(await screen.findByText("Added to Wednesday's dinner")).toBeVisible();
    expect(sentJson(findCall(calls, 'POST'))).toEqual({
      date: '2025-03-05',
      slot: 'dinner',
      recipeId: 12,
      servings: 4,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('plans another day, meal and number of servings', async () => {
    const { events, calls } = openRecipe();
    await events.click(await screen.findByRole('button', { name: 'Add to plan' }));
    const dialog = within(await screen.findByRole('dialog'));
    await events.clear(dialog.getByLabelText('Day'));
    await events.type(dialog.getByLabelText('Day'), '2025-03-08');
    await events.selectOptions(dialog.getByLabelText('Meal'), 'Lunch');
    await events.clear(dialog.getByLabelText('Servings'));
    await events.type(dialog.getByLabelText('Servings'), '2');
    await events.click(dialog.getByRole('button', { name: 'Add to plan' }));

    expect(await screen.findByText("Added to Saturday's lunch")).toBeVisible();
    expect(sentJson(findCall(calls, 'POST'))).toEqual({
      date: '2025-03-08',
      slot: 'lunch',
      recipeId: 12,
      servings: 2,
    });
  });

  it('keeps the dialog open and says why when the server refuses', async () => {
    stubApi((call) =>
      call.method === 'POST'
        ? errorAnswer(400, 'That day already holds 50 meals')
        : jsonAnswer(soup),
    );
    const { events } = renderApp('/recipe/12', makeUser());
    await events.click(await screen.findByRole('button', { name: 'Add to plan' }));
    const dialog = await screen.findByRole('dialog');
    await events.click(within(dialog).getByRole('button', { name: 'Add to plan' }));
    expect(await screen.findByText('That day already holds 50 meals')).toBeVisible();
    expect(dialog).toBeInTheDocument();
  });

  const household = makeHousehold({
    members: [makeMember(), makeMember({ id: 'user-2', isCreator: false })],
  });

  it('offers it on a household member’s recipe', async () => {
    const samsStew = makeRecipe({ id: 13, userId: 'user-2', title: 'Stew', isPublic: true });
    openRecipe(samsStew, () => jsonAnswer(household));
    expect(await screen.findByRole('button', { name: 'Add to plan' })).toBeVisible();
  });

  it('does not offer it on a stranger’s public recipe', async () => {
    const strangers = makeRecipe({ id: 14, userId: 'user-9', title: 'Pie', isPublic: true });
    const { calls } = openRecipe(strangers, () => jsonAnswer(household));
    await screen.findByRole('heading', { level: 1, name: 'Pie' });
    await waitFor(() =>
      expect(calls.some((call) => parseCall(call).path === '/api/household')).toBe(true),
    );
    expect(screen.getByRole('group', { name: 'Recipe actions' })).not.toHaveTextContent(
      'Add to plan',
    );
  });
});
