import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, errorAnswer, parseCall, stubApi } from '@/test/api-stub';
import { householdCard } from '@/test/households';
import { cardTitles, header, soup } from '@/test/my-recipes-screen';
import { pageAnswer, toCard } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

const samsStew = householdCard();
/** The cook's own recipe, as the household's list names it. */
const mine = householdCard({
  ...toCard(soup),
  user: {
    id: 'user-1',
    displayName: 'Chef Ada',
    firstName: 'Ada',
    lastName: null,
    profileImageUrl: null,
  },
});

/** My Recipes with the household's list answered by `household` and the cook's own by soup. */
function openRecipes(path: string, household: (call: ApiCall) => Response) {
  const api = stubApi((call) => {
    const { path: apiPath, query } = parseCall(call);
    if (apiPath === '/api/recipes' && query.scope === 'household') return household(call);
    if (apiPath === '/api/recipes') return pageAnswer([soup], { total: 1 });
    return Response.json([]);
  });
  return { ...renderApp(path, makeUser()), ...api };
}

const householdReads = (calls: ApiCall[]) =>
  calls
    .map((call) => parseCall(call))
    .filter(({ path, query }) => path === '/api/recipes' && query.scope === 'household')
    .map(({ query }) => query);

describe('My Recipes: the household scope', () => {
  it("switches to every member's recipes, each saying whose it is", async () => {
    const { events, calls, location } = openRecipes('/recipes', () =>
      Response.json([samsStew, mine], { headers: { 'X-Total-Count': '2' } }),
    );
    await screen.findByRole('heading', { name: 'Soup' });
    const scope = screen.getByRole('group', { name: 'Whose recipes' });
    expect(within(scope).getByRole('button', { name: 'Mine' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await events.click(within(scope).getByRole('button', { name: 'Household' }));

    await waitFor(() => expect(location().search).toBe('?scope=household'));
    expect(await screen.findByRole('heading', { name: 'Lentil Stew' })).toBeVisible();
    const list = within(screen.getByRole('list', { name: 'Household recipes' }));
    expect(list.getByText('By Sam Lee')).toBeVisible();
    expect(list.getByText('Your recipe')).toBeVisible();
    expect(cardTitles()).toEqual(['Lentil Stew', 'Soup']);
    expect(header()).toHaveTextContent('2 recipes');
    expect(householdReads(calls)).toEqual([{ scope: 'household', sort: 'newest', limit: '24' }]);

    // Only reading, and none of one cook's own filters.
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Favourites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Filter by tag' })).not.toBeInTheDocument();
    const sorts = within(screen.getByLabelText('Sort by')).getAllByRole('option');
    expect(sorts.map((option) => option.textContent)).toEqual([
      'Newest First',
      'Oldest First',
      'A-Z',
      'Cook Time',
    ]);
  });

  it('searches and sorts the household’s recipes on the server', async () => {
    const { events, calls } = openRecipes('/recipes?scope=household&sort=rating', () =>
      Response.json([samsStew], { headers: { 'X-Total-Count': '1' } }),
    );
    await screen.findByRole('heading', { name: 'Lentil Stew' });
    // A sort of the cook's own reads as the newest first here.
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
    await events.selectOptions(screen.getByLabelText('Sort by'), 'A-Z');
    await events.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'stew');
    await waitFor(() =>
      expect(householdReads(calls).at(-1)).toEqual({
        scope: 'household',
        search: 'stew',
        sort: 'title',
        limit: '24',
      }),
    );
    expect(await screen.findByText('1 recipe found')).toBeVisible();
  });

  it('points to the Household screen when nobody has recipes yet', async () => {
    openRecipes('/recipes?scope=household', () => Response.json([]));
    expect(
      await screen.findByRole('heading', { name: 'No recipes in your household yet' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Household' })).toHaveAttribute(
      'href',
      '/household',
    );
  });

  it('offers to try again when the household’s recipes could not be loaded', async () => {
    let fail = true;
    const { events } = openRecipes('/recipes?scope=household', () =>
      fail ? errorAnswer(500, 'Broken') : Response.json([samsStew]),
    );
    expect(
      await screen.findByRole('heading', { name: "Your household's recipes could not be loaded" }),
    ).toBeVisible();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Lentil Stew' })).toBeVisible();
  });

  it('keeps the cook’s own filters for when they come back to Mine', async () => {
    const { events, location } = openRecipes('/recipes?scope=household&favorite=true', () =>
      Response.json([samsStew]),
    );
    await screen.findByRole('heading', { name: 'Lentil Stew' });
    await events.click(screen.getByRole('button', { name: 'Mine' }));
    await waitFor(() => expect(location().search).toBe('?favorite=true'));
    expect(await screen.findByRole('button', { name: 'Favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
