import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCall, sentJson, stubApi } from '@/test/api-stub';
import { makeRecipe, toCard } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';
import { makeItem, makeList, type ShoppingState, shoppingApi } from '@/test/shopping';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

function openList(state: Partial<ShoppingState> = {}) {
  const full: ShoppingState = {
    lists: [makeList({ items: [makeItem({ id: 1, text: 'milk', aisle: 'dairy and eggs' })] })],
    ...state,
  };
  const { calls } = stubApi(shoppingApi(full));
  return { ...renderApp('/shopping/5', makeUser()), calls, state: full };
}

const posted = (calls: { method: string; url: string; body: unknown }[]) =>
  calls
    .filter((call) => call.method === 'POST' && parseCall(call).path.endsWith('/items'))
    .map((call) => sentJson(call as never));

describe('Add from recipe', () => {
  it('finds the cook’s and the household’s recipes, for the recipe’s servings by default', async () => {
    const { events, calls } = openList({
      recipes: {
        mine: [toCard(makeRecipe({ id: 7, title: 'Risotto', servings: 4 }))],
        household: [
          toCard(makeRecipe({ id: 8, title: 'Rhubarb Crumble', servings: 6, userId: 'user-2' })),
        ],
      },
      recipeLines: { 8: ['300 g rhubarb', '100 g butter'] },
    });
    await events.click(await screen.findByRole('button', { name: 'Add from recipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add from recipe' });
    await events.type(within(dialog).getByRole('searchbox', { name: 'Search recipes' }), 'r');
    const crumble = await within(dialog).findByRole('button', { name: 'Rhubarb Crumble' });
    expect(within(dialog).getByRole('button', { name: 'Risotto' })).toBeVisible();
    await waitFor(() =>
      expect(calls.map((call) => parseCall(call).query)).toContainEqual({
        scope: 'household',
        search: 'r',
        limit: '10',
      }),
    );
    await events.click(crumble);
    const servings = within(dialog).getByRole('spinbutton', { name: 'Servings' });
    expect(servings).toHaveValue(6);
    await events.clear(servings);
    await events.type(servings, '3');
    await events.click(within(dialog).getByRole('button', { name: 'Add ingredients' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted(calls)).toEqual([{ recipeId: 8, servings: 3 }]);
    expect(screen.getByRole('checkbox', { name: '300 g rhubarb' })).toBeVisible();
  });

  it('asks for a recipe before adding anything', async () => {
    const { events, calls } = openList();
    await events.click(await screen.findByRole('button', { name: 'Add from recipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add from recipe' });
    await events.click(within(dialog).getByRole('button', { name: 'Add ingredients' }));
    expect(within(dialog).getByText('Choose a recipe')).toBeVisible();
    expect(posted(calls)).toEqual([]);
  });
});

describe('Add from meal plan', () => {
  it('adds the recipes planned for this week, Monday to Sunday, by default', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 5, 12, 0));
    const { events, calls } = openList({ planLines: ['1 kg potatoes'] });
    await events.click(await screen.findByRole('button', { name: 'Add from meal plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add from meal plan' });
    expect(within(dialog).getByLabelText('From')).toHaveValue('2025-03-03');
    expect(within(dialog).getByLabelText('To')).toHaveValue('2025-03-09');
    await events.click(within(dialog).getByRole('button', { name: 'Add ingredients' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted(calls)).toEqual([{ from: '2025-03-03', to: '2025-03-09' }]);
    expect(screen.getByRole('checkbox', { name: '1 kg potatoes' })).toBeVisible();
  });

  it('says when nothing is planned for those days', async () => {
    const { events } = openList({ planLines: [] });
    await events.click(await screen.findByRole('button', { name: 'Add from meal plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add from meal plan' });
    await events.click(within(dialog).getByRole('button', { name: 'Add ingredients' }));
    expect(await screen.findByText('No recipes are planned for those days.')).toBeVisible();
  });

  it('refuses a range that ends before it starts', async () => {
    const { events, calls } = openList();
    await events.click(await screen.findByRole('button', { name: 'Add from meal plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add from meal plan' });
    const to = within(dialog).getByLabelText('To');
    await events.clear(to);
    await events.type(to, '2000-01-01');
    await events.click(within(dialog).getByRole('button', { name: 'Add ingredients' }));
    expect(within(dialog).getByText('The last day must not be before the first')).toBeVisible();
    expect(posted(calls)).toEqual([]);
  });
});

describe('Reorder aisles', () => {
  it('moves aisles up and down, keeping the focus on the one moved, and saves the order', async () => {
    const { events, calls } = openList({
      lists: [
        makeList({
          items: [
            makeItem({ id: 1, text: 'milk', aisle: 'dairy and eggs' }),
            makeItem({ id: 2, text: 'apples', aisle: 'produce' }),
          ],
        }),
      ],
    });
    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(await screen.findByRole('heading', { name: /^Produce/ })).toBeVisible();
    expect(headings()).toEqual(['Produce1', 'Dairy and eggs1']);

    await events.click(screen.getByRole('button', { name: 'Reorder aisles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reorder aisles' });
    expect(within(dialog).getByRole('button', { name: 'Move Produce up' })).toBeDisabled();
    await events.click(within(dialog).getByRole('button', { name: 'Move Dairy and eggs up' }));
    await events.click(within(dialog).getByRole('button', { name: 'Move Dairy and eggs up' }));
    expect(within(dialog).getByRole('button', { name: 'Move Dairy and eggs up' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Move Dairy and eggs down' })).toHaveFocus();
    expect(within(dialog).getByText('Dairy and eggs is now number 1 of 10')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Save order' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.method === 'PUT');
    expect(parseCall(put as never).path).toBe('/api/household/aisles');
    expect(sentJson(put)).toEqual({
      aisles: [
        'dairy and eggs',
        'produce',
        'meat and fish',
        'bakery',
        'pantry',
        'spices',
        'frozen',
        'drinks',
        'household',
        'other',
      ],
    });
    expect(headings()).toEqual(['Dairy and eggs1', 'Produce1']);
  });
});
