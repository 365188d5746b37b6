import { sql } from 'drizzle-orm';
import {
  NEXT_CURSOR_HEADER,
  type RecipeCard,
  TOTAL_COUNT_HEADER,
} from '../../../contracts/recipes.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http-errors.js';
import {
  cappedCount,
  countSearch,
  filteredTotal,
  isFiltered,
  type RecipeListOptions,
  type RecipeScope,
  recipePage,
  SEARCH_COUNT_CAP,
} from './recipe-list.queries.js';
import { SEARCH_GATHER_LIMIT, searchPlan } from './recipe-search-plan.js';

/**
 * One page of a recipe list as the API answers it (decision 016): the cards, `X-Next-Cursor` when
 * another page follows, and on the first page `X-Total-Count` — the kept count of the whole list
 * (`keptCount`), or a search's or filter's capped count. My Recipes and a profile's list differ only in scope
 * and kept count.
 */
export async function recipeListPage(
  db: Db,
  scope: RecipeScope,
  query: RecipeListOptions,
  keptCount: number,
  header: (name: string, value: string) => void,
): Promise<RecipeCard[]> {
  // A search counts its matches first (capped), which decides how its page is read; the first
  // page's count is also its total.
  const counts = query.search
    ? await countSearch(db, scope, query, query.cursor ? SEARCH_GATHER_LIMIT : SEARCH_COUNT_CAP)
    : undefined;
  const { cards, next } = await recipePage(db, scope, query, counts && searchPlan(counts));
  // Only an empty page asks whose cookbook it is: a cookbook holds its cook's recipes only, so
  // another's (or none) yields nothing, and a 404 says so rather than an empty cookbook.
  if (query.cookbook && cards.length === 0 && !(await ownsCookbook(db, scope, query.cookbook))) {
    throw notFound('Cookbook');
  }
  if (!query.cursor) {
    header(
      TOTAL_COUNT_HEADER,
      counts
        ? cappedCount(counts.matches)
        : isFiltered(query)
          ? await filteredTotal(db, scope, query)
          : String(keptCount),
    );
  }
  if (next) header(NEXT_CURSOR_HEADER, next);
  return cards;
}

async function ownsCookbook(db: Db, scope: RecipeScope, cookbookId: number): Promise<boolean> {
  if (scope.publicOnly) return false;
  const result = await db.execute(
    sql`select 1 from cookbooks where id = ${cookbookId} and user_id = ${scope.userId}`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
