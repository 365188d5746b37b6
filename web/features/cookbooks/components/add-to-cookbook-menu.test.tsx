import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, jsonAnswer, noContent, parseCall, sentJson, stubApi } from '@/test/api-stub';
import { makeCookbook } from '@/test/cookbooks';
import { makeRecipe } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const recipe = makeRecipe({ id: 12, userId: 'owner', title: 'Tomato Soup' });
const cookbooks = [
  makeCookbook({ id: 7, userId: 'owner', name: 'Weeknight Dinners' }),
  makeCookbook({ id: 8, userId: 'owner', name: 'Soups' }),
];

/** The recipe page's reads, the cook's cookbooks, and the additions and creations it sends. */
function openRecipe(viewerId = 'owner') {
  const api = stubApi((call: ApiCall) => {
    const { path } = parseCall(call);
    if (path === '/api/recipes/12') return jsonAnswer(recipe);
    if (call.method === 'POST' && path === '/api/cookbooks') {
      return jsonAnswer(makeCookbook({ id: 9, userId: 'owner', name: 'Sunday Lunch' }), 201);
    }
    if (call.method === 'POST') return noContent();
    if (path === '/api/cookbooks') return jsonAnswer(cookbooks);
    return jsonAnswer([]);
  });
  return { ...renderApp('/recipe/12', makeUser({ id: viewerId })), ...api };
}

const additions = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.url.endsWith('/recipes'))
    .map((call) => [parseCall(call).path, sentJson(call)]);

describe('Add to cookbook on the recipe page', () => {
  it('is for the owner only', async () => {
    openRecipe('someone-else');
    await screen.findByRole('heading', { level: 1, name: 'Tomato Soup' });
    expect(screen.queryByRole('button', { name: 'Add to cookbook' })).toBeNull();
  });

  it("lists the cook's cookbooks and adds the recipe to the one chosen", async () => {
    const { events, calls } = openRecipe();
    await events.click(await screen.findByRole('button', { name: 'Add to cookbook' }));
    const menu = await screen.findByRole('menu', { name: 'Add to cookbook' });
    await events.click(await within(menu).findByRole('menuitem', { name: 'Soups' }));

    await waitFor(() =>
      expect(additions(calls)).toEqual([['/api/cookbooks/8/recipes', { recipeId: 12 }]]),
    );
    expect(await screen.findByText('Added to Soups')).toBeInTheDocument();

    // Opened again, the cookbook it went into is ticked and cannot be chosen twice.
    await events.click(screen.getByRole('button', { name: 'Add to cookbook' }));
    const again = await screen.findByRole('menu', { name: 'Add to cookbook' });
    expect(within(again).getByRole('menuitem', { name: /^Soups\s*\(added\)/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('creates a new cookbook and puts the recipe in it', async () => {
    const { events, calls } = openRecipe();
    await events.click(await screen.findByRole('button', { name: 'Add to cookbook' }));
    await events.click(await screen.findByRole('menuitem', { name: 'New cookbook…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New cookbook' });
    await events.type(within(dialog).getByLabelText('Name'), 'Sunday Lunch');
    await events.click(within(dialog).getByRole('button', { name: 'Create cookbook' }));

    await waitFor(() =>
      expect(additions(calls)).toEqual([['/api/cookbooks/9/recipes', { recipeId: 12 }]]),
    );
    const creation = calls.find(
      (call) => parseCall(call).path === '/api/cookbooks' && call.method === 'POST',
    );
    expect(sentJson(creation)).toEqual({
      name: 'Sunday Lunch',
      description: null,
      isPublic: false,
    });
    expect(await screen.findByText('Added to Sunday Lunch')).toBeInTheDocument();
  });
});
