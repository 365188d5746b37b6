import { type SQL, sql } from 'drizzle-orm';
import type { RecipeCard } from '../../../contracts/recipes.js';
import { arrayLiteral } from '../../db/array-literal.js';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../db/like-pattern.js';
import { ownedBy } from '../../db/owner-filter.js';
import { PreparedFamily } from '../../db/prepared.js';
import { type CardRow, cardColumns, toCard } from './recipe-card.js';
import { decodeCursor, encodeCursor } from './recipe-cursor.js';
import { listConditions, type PageValue } from './recipe-list-filters.js';
import type { RecipeListOptions, RecipeScope } from './recipe-list-options.js';
import { afterCursor, cursorKey, ORDER } from './recipe-list-order.js';
import {
  buildSearchPage,
  type SearchCounts,
  type SearchPlan,
  searchCounts,
} from './recipe-search-plan.js';

export type { RecipeListOptions, RecipeScope } from './recipe-list-options.js';

/** Whether the list is narrowed to fewer than all the scope's recipes. */
export function isFiltered(options: RecipeListOptions): boolean {
  return Boolean(
    options.search ||
      options.tag?.length ||
      options.favorite ||
      options.minRating ||
      options.cookbook ||
      options.notCookedSince,
  );
}

type PageValues = {
  userId: string;
  pattern: string | null;
  tags: string | null;
  minRating: number | null;
  cookbook: number | null;
  notCookedSince: string | null;
  key: string | number | null;
  id: number | null;
  rank: number | null;
  limit: number;
};
type Value = PageValue<PageValues>;
const pageStatements = new PreparedFamily<PageValues>('recipe_page');

function pageValues(scope: RecipeScope, options: RecipeListOptions): PageValues {
  const search = Boolean(options.search);
  const cursor = options.cursor ? decodeCursor(options.cursor, options.sort, search) : undefined;
  return {
    userId: scope.userId,
    pattern: options.search ? likePattern(options.search) : null,
    tags: options.tag?.length ? arrayLiteral(options.tag) : null,
    minRating: options.minRating ?? null,
    cookbook: options.cookbook ?? null,
    notCookedSince: options.notCookedSince ?? null,
    key: cursor?.key ?? null,
    id: cursor?.id ?? null,
    rank: cursor?.rank ?? null,
    limit: options.limit + 1,
  };
}

/** The statement of one page with its values in place, so the plan test can EXPLAIN exactly it. */
export function recipePageQuery(
  scope: RecipeScope,
  options: RecipeListOptions,
  plan: SearchPlan = GATHER,
): SQL {
  const values = pageValues(scope, options);
  return buildRecipePage(scope, options, (name) => values[name], plan);
}

const GATHER: SearchPlan = { kind: 'gather' };

/** One row more than the page, to know whether another follows. */
function buildRecipePage(
  scope: RecipeScope,
  options: RecipeListOptions,
  v: Value,
  plan: SearchPlan,
): SQL {
  if (options.search) return buildSearchPage(scope, options, v, plan);
  const order = ORDER[options.sort];
  const where = listConditions(scope, options, v, ownerCondition(order.ownerLeads, v('userId')));
  if (options.cursor) {
    where.push(
      afterCursor(options.sort, { key: v('key'), id: v('id'), rank: null, pattern: null }, false),
    );
  }
  // Other lists walk their sort's index and stop at a page.
  return sql`
    select ${cardColumns}, ${cursorKey(options.sort)} as sort_key, 0 as rank
      from recipes r
     where ${sql.join(where, sql` and `)}
     order by ${order.by}
     limit ${v('limit')}`;
}

const ownerCondition = (ownerLeads: boolean, userId: unknown) =>
  ownerLeads ? ownedBy(sql`r.user_id`, userId) : sql`r.user_id = ${userId}`;

/**
 * A search's counts (decision 040): its matches up to `cap`, and its title hits, which decide
 * how its page is read (searchPlan).
 */
export function countSearch(
  db: Db,
  scope: RecipeScope,
  options: RecipeListOptions,
  cap: number,
): Promise<SearchCounts> {
  const values = pageValues(scope, { ...options, cursor: undefined });
  return searchCounts(db, scope, options, (name) => values[name], cap);
}

/** One page of cards, and the cursor of the next page when there is one. */
export async function recipePage(
  db: Db,
  scope: RecipeScope,
  options: RecipeListOptions,
  plan: SearchPlan = GATHER,
): Promise<{ cards: RecipeCard[]; next: string | undefined }> {
  const values = pageValues(scope, options);
  const shape = [
    options.sort,
    Boolean(scope.publicOnly),
    Boolean(options.search),
    Boolean(options.cursor),
    Boolean(options.tag?.length),
    Boolean(options.favorite),
    Boolean(options.minRating),
    Boolean(options.cookbook),
    Boolean(options.notCookedSince),
    options.search ? JSON.stringify(plan) : '',
  ];
  // A search is planned afresh each time: how rare the word is decides the plan.
  const statement = pageStatements.shape(
    shape.join('|'),
    () => buildRecipePage(scope, options, (name) => sql.placeholder(name), plan),
    !options.search,
  );
  const rows = (await statement.run(db, values)) as unknown as PageRow[];
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const next =
    rows.length > options.limit && last
      ? encodeCursor({
          sort: options.sort,
          key: last.sort_key,
          id: last.id,
          ...(options.search ? { rank: last.rank } : {}),
        })
      : undefined;
  return { cards: page.map((row) => toCard(row, !scope.publicOnly)), next };
}

/** How far a filtered count goes before it says "1000+": a count must stay cheap. */
export const SEARCH_COUNT_CAP = 1000;

/** A count as the header says it: "1000+" past the cap. */
export const cappedCount = (n: number) =>
  n > SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : String(n);

/** The number of a cook's recipes a search or filter finds, up to the cap ("1000+" beyond). */
export async function filteredTotal(
  db: Db,
  scope: RecipeScope,
  options: RecipeListOptions,
): Promise<string> {
  const values = pageValues(scope, { ...options, cursor: undefined });
  const where = listConditions(
    scope,
    options,
    (name) => values[name],
    sql`r.user_id = ${scope.userId}`,
  );
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select 1 from recipes r
       where ${sql.join(where, sql` and `)}
       limit ${SEARCH_COUNT_CAP + 1}) found`);
  return cappedCount((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** A card's row with the page's order: its sort key and, in a search, its rank. */
interface PageRow extends CardRow {
  sort_key: string | number | null;
  rank: number;
}
