import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownedBy } from '../../db/owner-filter.js';
import { cardColumns } from './recipe-card.js';
import { type ListValueName, listConditions, searchMatch } from './recipe-list-filters.js';
import type { RecipeListOptions, RecipeScope } from './recipe-list-options.js';
import { afterCursor, cursorKey, ORDER, titleHit, titleMiss } from './recipe-list-order.js';

/**
 * How a search reads its page (decision 040): every match gathered through the trigram indexes
 * led by user_id and ranked ('gather'), or, when there are many, the title hits and then the rest
 * as two branches, each gathered or walked along the sort's index until a page is found. Chosen
 * by the app from capped counts rather than left to the planner: its estimate of a word's rarity,
 * and of a multi-column GIN scan's cost, is too rough to trust, and the wrong choice walks a
 * cook's whole collection for a rare word or ranks thousands of rows for a common one.
 */
export type SearchPlan =
  | { kind: 'gather' }
  | { kind: 'split'; titles: 'gather' | 'walk'; rest: 'gather' | 'walk' };

/** Up to this many matches are gathered and ranked; beyond it, a branch walks its sort's index. */
export const SEARCH_GATHER_LIMIT = 200;

/** The plan for a search with `matches` matches of which `titleHits` in titles (each capped). */
export function searchPlan({ matches, titleHits }: SearchCounts): SearchPlan {
  if (matches <= SEARCH_GATHER_LIMIT) return { kind: 'gather' };
  const titlesFew = titleHits <= SEARCH_GATHER_LIMIT;
  return {
    kind: 'split',
    titles: titlesFew ? 'gather' : 'walk',
    // The rest is known only when the title hits were counted to the end.
    rest: titlesFew && matches - titleHits <= SEARCH_GATHER_LIMIT ? 'gather' : 'walk',
  };
}

export interface SearchCounts {
  /** The matches, counted up to the cap given. */
  matches: number;
  /** The title hits, counted up to one more than SEARCH_GATHER_LIMIT (0 when not needed). */
  titleHits: number;
}

type Value = (name: ListValueName) => unknown;

const and = (where: SQL[]) => sql.join(where, sql` and `);

/**
 * Both counts in one statement, each stopping at its cap, through the per-cook trigram indexes;
 * `v` gives the list's values (the pattern and the filters'), as to the page.
 */
export async function searchCounts(
  db: Db,
  scope: RecipeScope,
  options: RecipeListOptions,
  v: Value,
  cap: number,
): Promise<SearchCounts> {
  const where = listConditions(
    scope,
    { ...options, search: undefined },
    v,
    sql`r.user_id = ${v('userId')}`,
  );
  const pattern = v('pattern');
  // The title hits are counted only when there are more matches than are gathered at once
  // (`case` runs its subquery only then): a rare word costs one index scan, not two.
  const result = await db.execute(sql`
    select m.matches,
           case when m.matches > ${SEARCH_GATHER_LIMIT} then (
             select count(*)::int from (
               select 1 from recipes r where ${and([...where, titleHit(pattern)])}
                limit ${SEARCH_GATHER_LIMIT + 1}) t) else 0 end as title_hits
      from (select count(*)::int as matches from (
              select 1 from recipes r where ${and([...where, searchMatch(scope, pattern)])}
               limit ${cap + 1}) found) m`);
  const [row] = (result as unknown as { rows: { matches: number; title_hits: number }[] }).rows;
  return { matches: Number(row?.matches ?? 0), titleHits: Number(row?.title_hits ?? 0) };
}

/**
 * The page of a search by its plan, one row more than the page. A gathered branch is fenced
 * (`offset 0`) so the planner fetches its few matches through an index and sorts them, rather
 * than walking the sort's index for them; a walked branch reads the sort's index in order and
 * stops after a page. The second branch runs only when the title hits do not fill the page; a
 * cursor past the title hits leaves the first branch out (its `rank = 0` is false).
 */
export function buildSearchPage(
  scope: RecipeScope,
  options: RecipeListOptions,
  v: Value,
  plan: SearchPlan,
): SQL {
  const order = ORDER[options.sort];
  const pattern = v('pattern');
  const filters = (walk: boolean) =>
    listConditions(
      scope,
      { ...options, search: undefined },
      v,
      // A walk along an id sort must not be served by the primary key (see ownedBy); the GIN
      // indexes take either form.
      walk && order.ownerLeads
        ? ownedBy(sql`r.user_id`, v('userId'))
        : sql`r.user_id = ${v('userId')}`,
    );
  const cursor = { key: v('key'), id: v('id'), rank: v('rank'), pattern };
  const past = options.cursor ? afterCursor(options.sort, cursor, false) : null;
  const select = (rank: SQL, where: SQL[], walk: boolean) => {
    const from = walk
      ? sql`recipes r`
      : sql`(select * from recipes r where ${and(where)} offset 0) r`;
    return sql`
      select ${cardColumns}, ${cursorKey(options.sort)} as sort_key, ${rank} as rank
        from ${from}
       ${walk ? sql`where ${and(where)}` : sql``}`;
  };
  if (plan.kind === 'gather') {
    const where = [...filters(false), searchMatch(scope, pattern)];
    if (options.cursor) where.push(afterCursor(options.sort, cursor, true));
    return sql`${select(titleMiss(pattern), where, false)}
       order by ${titleMiss(pattern)}, ${order.by}
       limit ${v('limit')}`;
  }
  const titles = [...filters(plan.titles === 'walk'), titleHit(pattern)];
  if (past) titles.push(sql`${v('rank')} = 0`, past);
  const rest = [
    ...filters(plan.rest === 'walk'),
    searchMatch(scope, pattern),
    sql`not ${titleHit(pattern)}`,
  ];
  if (past) rest.push(sql`(${v('rank')} = 0 or ${past})`);
  const branch = (rank: 0 | 1, where: SQL[], walk: boolean) => sql`(
    ${select(sql.raw(String(rank)), where, walk)}
     order by ${order.by}
     limit ${v('limit')})`;
  return sql`
    select * from (${branch(0, titles, plan.titles === 'walk')}
                   union all ${branch(1, rest, plan.rest === 'walk')}) page
     limit ${v('limit')}`;
}
