import {
  NEXT_CURSOR_HEADER,
  type RecipeCard,
  TOTAL_COUNT_HEADER,
} from '../../../contracts/recipes.js';
import type { Db } from '../../db/client.js';
import {
  filteredTotal,
  isFiltered,
  type RecipeListOptions,
  type RecipeScope,
  recipePage,
} from './recipe-list.queries.js';

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
  const { cards, next } = await recipePage(db, scope, query);
  if (!query.cursor) {
    header(
      TOTAL_COUNT_HEADER,
      isFiltered(query) ? await filteredTotal(db, scope, query) : String(keptCount),
    );
  }
  if (next) header(NEXT_CURSOR_HEADER, next);
  return cards;
}
