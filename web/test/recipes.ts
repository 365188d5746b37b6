import type { Recipe, RecipeCard } from '@contracts/recipes';

export function makeRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 1,
    userId: 'user-1',
    title: 'Tomato Soup',
    description: 'A warm bowl for cold days.',
    image: null,
    prepTime: '10 minutes',
    cookTime: '30 minutes',
    servings: 4,
    difficulty: 'easy',
    ingredients: ['6 piece tomatoes', '1 clove garlic', 'salt'],
    instructions: ['Chop the tomatoes.', 'Simmer with garlic for 30 minutes.', 'Blend and season.'],
    isPublic: false,
    createdAt: '2025-03-01T12:00:00.000Z',
    tags: [],
    sourceUrl: null,
    totalTime: null,
    nutrition: null,
    language: null,
    ...overrides,
  };
}

/** What a list answers for a recipe: the card, without its ingredients and instructions. */
export function toCard({
  ingredients: _i,
  instructions: _s,
  sourceUrl: _u,
  totalTime: _t,
  nutrition: _n,
  notes: _o,
  cookedCount: _c,
  lastCookedAt: _l,
  ...card
}: Recipe): RecipeCard {
  return card;
}

/**
 * One page of `GET /api/recipes` or `GET /api/users/{id}/recipes`: the cards, with the
 * `X-Total-Count` header (the server sends it on the first page only) and `X-Next-Cursor` (only
 * when another page follows).
 */
export function pageAnswer(
  recipes: Recipe[],
  { total, next }: { total?: number | string; next?: string } = {},
): Response {
  const headers = new Headers();
  if (total !== undefined) headers.set('X-Total-Count', String(total));
  if (next !== undefined) headers.set('X-Next-Cursor', next);
  return Response.json(recipes.map(toCard), { headers });
}

/** The paging query of a list call; `cursor` undefined on the first page. */
export function listQuery(url: string) {
  const query = new URL(url, 'http://localhost').searchParams;
  return {
    path: url.split('?')[0],
    search: query.get('search') ?? undefined,
    sort: query.get('sort') ?? undefined,
    limit: query.get('limit') ?? undefined,
    cursor: query.get('cursor') ?? undefined,
  };
}

/**
 * Answers a list call from `recipes`, already in the server's order, `limit` a page: the cursor
 * is an opaque-looking token of the next offset, and the total is sent on the first page only.
 */
export function listAnswer(url: string, recipes: Recipe[]): Response {
  const { limit = '24', cursor } = listQuery(url);
  const size = Number(limit);
  const offset = cursor ? Number(cursor.replace('after-', '')) : 0;
  const end = offset + size;
  return pageAnswer(recipes.slice(offset, end), {
    total: cursor ? undefined : recipes.length,
    next: end < recipes.length ? `after-${end}` : undefined,
  });
}
