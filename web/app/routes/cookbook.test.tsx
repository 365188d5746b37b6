import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, parseCall, sentJson, stubApi } from '@/test/api-stub';
import { cookbookApi, findCall, makeCookbook } from '@/test/cookbooks';
import { makeRecipe } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('a cookbook, for its owner', () => {
  it('shows the cookbook and its recipes in order, with the owner actions', async () => {
    stubApi(cookbookApi(makeCookbook({ isPublic: true })));
    renderApp('/cookbooks/7', makeUser());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weeknight Dinners' }),
    ).toBeVisible();
    expect(screen.getByText('Quick and warm.')).toBeVisible();
    expect(screen.getByText('3 recipes')).toBeVisible();
    expect(screen.getByText('Public')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Recipes in Weeknight Dinners' });
    expect(titles(list)).toEqual(['Tomato Soup', 'Lentil Stew', 'Garlic Bread']);
    for (const name of ['Edit', 'Make private', 'Delete']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'Open in My Recipes' })).toHaveAttribute(
      'href',
      '/recipes?cookbook=7',
    );
  });

  it('sends the whole new order when a recipe moves, and keeps the focus on it', async () => {
    const { calls } = stubApi(cookbookApi(makeCookbook()));
    const { events } = renderApp('/cookbooks/7', makeUser());
    const list = await screen.findByRole('list', { name: 'Recipes in Weeknight Dinners' });
    expect(within(list).getByRole('button', { name: 'Move Tomato Soup up' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Move Garlic Bread down' })).toBeDisabled();

    await events.click(within(list).getByRole('button', { name: 'Move Lentil Stew up' }));
    await waitFor(() =>
      expect(titles(list)).toEqual(['Lentil Stew', 'Tomato Soup', 'Garlic Bread']),
    );
    const put = findCall(calls, 'PUT');
    expect(parseCall(put).path).toBe('/api/cookbooks/7/recipes');
    expect(sentJson(put)).toEqual({ recipeIds: [2, 1, 3] });
    expect(screen.getByText('Lentil Stew moved to position 1 of 3.')).toBeInTheDocument();
    // At the top now: its up button is disabled, so the focus is on its down button.
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Move Lentil Stew down' })).toHaveFocus(),
    );
  });

  it('puts the order back when the server refuses it', async () => {
    const api = cookbookApi(makeCookbook());
    stubApi((call) => (call.method === 'PUT' ? errorAnswer(500, 'Broken') : api(call)));
    const { events } = renderApp('/cookbooks/7', makeUser());
    const list = await screen.findByRole('list', { name: 'Recipes in Weeknight Dinners' });
    await events.click(within(list).getByRole('button', { name: 'Move Tomato Soup down' }));
    await waitFor(() =>
      expect(titles(list)).toEqual(['Tomato Soup', 'Lentil Stew', 'Garlic Bread']),
    );
    expect(await screen.findByText('Broken')).toBeInTheDocument();
  });

  it('takes a recipe out of the cookbook', async () => {
    const { calls } = stubApi(cookbookApi(makeCookbook()));
    const { events } = renderApp('/cookbooks/7', makeUser());
    const list = await screen.findByRole('list', { name: 'Recipes in Weeknight Dinners' });
    await events.click(
      within(list).getByRole('button', { name: 'Remove Lentil Stew from Weeknight Dinners' }),
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    const removal = findCall(calls, 'DELETE');
    expect(parseCall(removal).path).toBe('/api/cookbooks/7/recipes/2');
    expect(
      await screen.findByText('"Lentil Stew" is no longer in Weeknight Dinners.'),
    ).toBeVisible();
  });

  it('offers no reordering until the whole cookbook is loaded', async () => {
    // One more than a page: the last one is still on the server.
    const recipes = Array.from({ length: 101 }, (_, index) =>
      makeRecipe({ id: index + 1, title: `Recipe ${index + 1}` }),
    );
    stubApi(cookbookApi(makeCookbook({ recipeCount: 101 }), recipes));
    renderApp('/cookbooks/7', makeUser());
    const list = await screen.findByRole('list', { name: 'Recipes in Weeknight Dinners' });
    expect(within(list).queryByRole('button', { name: 'Move Recipe 2 up' })).toBeNull();
    expect(
      within(list).getByRole('button', { name: 'Remove Recipe 2 from Weeknight Dinners' }),
    ).toBeVisible();
    expect(screen.getByText(/load all of its recipes, then change their order/)).toBeVisible();
  });

  it('deletes the cookbook after asking, saying the recipes stay', async () => {
    const { calls } = stubApi(cookbookApi(makeCookbook()));
    const { events, location } = renderApp('/cookbooks/7', makeUser());
    await events.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete cookbook' });
    expect(within(dialog).getByText(/"Weeknight Dinners".*recipes in it are kept/)).toBeVisible();
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location().pathname).toBe('/cookbooks'));
    const deletion = findCall(calls, 'DELETE');
    expect(parseCall(deletion).path).toBe('/api/cookbooks/7');
  });

  it('edits the name and description in the same dialog as a new one', async () => {
    const { calls } = stubApi((call) =>
      call.method === 'PUT'
        ? Response.json(makeCookbook({ name: 'Quick Dinners', description: null }))
        : cookbookApi(makeCookbook())(call),
    );
    const { events } = renderApp('/cookbooks/7', makeUser());
    await events.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit cookbook' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Weeknight Dinners');
    await events.clear(name);
    await events.type(name, 'Quick Dinners');
    await events.clear(within(dialog).getByLabelText('Description'));
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick Dinners' })).toBeVisible();
    expect(sentJson(findCall(calls, 'PUT'))).toEqual({
      name: 'Quick Dinners',
      description: null,
      isPublic: false,
    });
  });

  it('makes the cookbook public', async () => {
    const { calls } = stubApi((call) =>
      call.method === 'PUT'
        ? Response.json(makeCookbook({ isPublic: true }))
        : cookbookApi(makeCookbook())(call),
    );
    const { events } = renderApp('/cookbooks/7', makeUser());
    await events.click(await screen.findByRole('button', { name: 'Make public' }));
    expect(await screen.findByRole('button', { name: 'Make private' })).toBeVisible();
    const put = findCall(calls, 'PUT');
    expect(parseCall(put).path).toBe('/api/cookbooks/7');
    expect(sentJson(put)).toEqual({ name: 'Weeknight Dinners', isPublic: true });
  });
});

describe('a cookbook, for anyone else', () => {
  it.each([
    ['another cook', makeUser({ id: 'user-2' })],
    ['a signed-out visitor', null],
  ])('is read-only for %s', async (_who, user) => {
    stubApi(cookbookApi(makeCookbook({ isPublic: true })));
    renderApp('/cookbooks/7', user);
    const list = await screen.findByRole('list', { name: 'Recipes in Weeknight Dinners' });
    expect(titles(list)).toEqual(['Tomato Soup', 'Lentil Stew', 'Garlic Bread']);
    expect(screen.queryByRole('button', { name: /Move|Remove|Edit|Delete|Make/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Back to Cookbooks' })).toBeNull();
  });

  it('shows not found for a missing or private cookbook', async () => {
    stubApi(() => errorAnswer(404, 'Cookbook not found'));
    renderApp('/cookbooks/7', null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cookbook Not Found' }),
    ).toBeVisible();
  });
});
