// The recipe ceiling server (bench/lib/ceiling-server.mjs), its own process: the same URLs as the
// app's recipe and profile reads, each answered by the app's compiled query functions with the
// same page headers. Env: DATABASE_URL, SESSION_SECRET, PORT.
import { importApp } from './lib/app-code.mjs';
import { runCeiling } from './lib/ceiling-server.mjs';

const { recipeListPage } = await importApp('modules/recipes/recipe-list-page.js');
const { featuredRecipe, randomRecipe, findVisibleRecipe, toRecipe } = await importApp(
  'modules/recipes/recipes.queries.js',
);
const { findVisibleProfile, visibleProfile } = await importApp('modules/users/profile.queries.js');
const { listTags } = await importApp('modules/recipes/tags.queries.js');
const { cookbookPage } = await importApp('modules/recipes/cookbook-recipes.queries.js');
const { findVisibleCookbook, listOwnCookbooks, publicShape } = await importApp(
  'modules/recipes/cookbooks.queries.js',
);
const { RECIPE_PAGE_SIZE } = await importApp('../contracts/recipes.js');

/** A list's query string with the contract's defaults, unvalidated. */
const listOptions = (query) => ({
  sort: query.get('sort') ?? 'newest',
  limit: Number(query.get('limit') ?? RECIPE_PAGE_SIZE),
  cursor: query.get('cursor') ?? undefined,
  search: query.get('search')?.trim() || undefined,
  // The filters as the contract hands them on (tag keys are lower-case in the scenarios).
  tag: query.getAll('tag').length ? query.getAll('tag').sort() : undefined,
  favorite: query.get('favorite') === 'true' || undefined,
  minRating: query.get('minRating') ? Number(query.get('minRating')) : undefined,
  notCookedSince: query.get('notCookedSince') ?? undefined,
});

/** A page of cards with the app's headers, by the app's own function. */
const listPage = ({ db, query, header }, scope, keptCount) =>
  recipeListPage(db, scope, listOptions(query), keptCount, header);

const routes = [
  {
    pattern: /^\/api\/recipes$/,
    user: true,
    handle: (request) =>
      listPage(request, { userId: request.viewerId }, request.viewer.recipesCount),
  },
  {
    pattern: /^\/api\/tags$/,
    user: true,
    handle: ({ db, viewerId }) => listTags(db, viewerId),
  },
  {
    pattern: /^\/api\/cookbooks$/,
    user: true,
    handle: async ({ db, viewerId }) => (await listOwnCookbooks(db, viewerId)).map(publicShape),
  },
  {
    // A cookbook's page with the app's headers: its kept count, and the next page's cursor.
    pattern: /^\/api\/cookbooks\/(\d+)\/recipes$/,
    handle: async ({ db, match, query, viewerId, header }) => {
      const cookbook = await findVisibleCookbook(db, Number(match[1]), viewerId);
      const { cards, next } = await cookbookPage(db, cookbook.id, {
        publicOnly: !cookbook.owned,
        limit: Number(query.get('limit') ?? RECIPE_PAGE_SIZE),
        cursor: query.get('cursor') ?? undefined,
      });
      if (!query.get('cursor')) header('X-Total-Count', String(cookbook.recipeCount));
      if (next) header('X-Next-Cursor', next);
      return cards;
    },
  },
  {
    pattern: /^\/api\/recipes\/featured\/daily$/,
    user: true,
    handle: async ({ db, viewerId }) => {
      const row = await featuredRecipe(db, viewerId);
      return row ? toRecipe(row, viewerId) : null;
    },
  },
  {
    pattern: /^\/api\/recipes\/random\/recipe$/,
    user: true,
    handle: async ({ db, viewerId }) => toRecipe(await randomRecipe(db, viewerId), viewerId),
  },
  {
    pattern: /^\/api\/recipes\/(\d+)$/,
    user: true,
    handle: async ({ db, match, viewerId }) =>
      toRecipe(await findVisibleRecipe(db, Number(match[1]), viewerId), viewerId),
  },
  {
    pattern: /^\/api\/users\/([^/]+)\/profile$/,
    handle: ({ db, match, viewerId }) => findVisibleProfile(db, match[1], viewerId),
  },
  {
    pattern: /^\/api\/users\/([^/]+)\/recipes$/,
    handle: async (request) => {
      const id = request.match[1];
      const profile = await visibleProfile(request.db, id, request.viewerId);
      return listPage(request, { userId: id, publicOnly: true }, profile.publicRecipesCount);
    },
  },
];

await runCeiling(routes);
