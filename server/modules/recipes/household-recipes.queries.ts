import { type SQL, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../contracts/errors.js';
import {
  NEXT_CURSOR_HEADER,
  type RecipeCardWithCook,
  type RecipeListQuery,
  TOTAL_COUNT_HEADER,
} from '../../../contracts/recipes.js';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../db/like-pattern.js';
import { HttpError } from '../../http-errors.js';
import { type CardRow, cardColumns, toCard } from './recipe-card.js';
import { decodeCursor, encodeCursor } from './recipe-cursor.js';
import { cappedCount, SEARCH_COUNT_CAP } from './recipe-list.queries.js';
import { afterCursor, cursorKey } from './recipe-list-order.js';

/** The sorts a household's list offers: those that mean the same for every member's recipes. */
export const HOUSEHOLD_SORTS = ['newest', 'oldest', 'title', 'cookTime'] as const;
type HouseholdSort = (typeof HOUSEHOLD_SORTS)[number];

const refuse = (path: string, message: string) =>
  new HttpError(400, message, ErrorCode.VALIDATION, [{ path, message }]);

/**
 * The sort of a household's list; a 400 for a sort or filter that is one cook's own (a rating,
 * a favourite, a cookbook, the cooking log), which would say nothing of the others' recipes.
 */
export function householdSort(query: RecipeListQuery): HouseholdSort {
  const own = (['tag', 'favorite', 'minRating', 'cookbook', 'notCookedSince'] as const).find(
    (name) => query[name] !== undefined,
  );
  if (own) throw refuse(`querystring.${own}`, `${own} filters your own recipes only`);
  const sort = HOUSEHOLD_SORTS.find((name) => name === query.sort);
  if (!sort) {
    throw refuse('querystring.sort', `A household's recipes sort by ${HOUSEHOLD_SORTS.join(', ')}`);
  }
  return sort;
}

// Inside one member's recipes (`r`), then across the members' pages (`c`), the same order.
const INNER: Record<HouseholdSort, SQL> = {
  newest: sql`r.id desc`,
  oldest: sql`r.id asc`,
  title: sql`lower(r.title) asc, r.id asc`,
  cookTime: sql`r.cook_time_minutes asc, r.id asc`,
};
const OUTER: Record<HouseholdSort, SQL> = {
  newest: sql`c.id desc`,
  oldest: sql`c.id asc`,
  title: sql`c.sort_key asc, c.id asc`,
  cookTime: sql`c.sort_key asc, c.id asc`,
};

interface Row extends CardRow {
  sort_key: string | number | null;
  cook_display_name: string | null;
  cook_first_name: string | null;
  cook_last_name: string | null;
  cook_profile_image_url: string | null;
}

/**
 * The household's members' own lists, merged: each member's page is read from that member's
 * index in the sort's order (as My Recipes reads it), and the first `limit` of the merged pages
 * make the page, so a household of ten cooks with 10 000 recipes each reads at most ten pages of
 * index entries. A search matches what anyone may search (title, description, ingredients,
 * tags), never another member's private notes.
 */
export function householdPageQuery(
  householdId: number,
  query: RecipeListQuery,
  sort: HouseholdSort,
): SQL {
  const cursor = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
  const where: SQL[] = [sql`r.user_id = m.user_id`];
  if (query.search) where.push(sql`r.search_text like ${likePattern(query.search)}`);
  if (cursor) {
    where.push(
      afterCursor(sort, { key: cursor.key, id: cursor.id, rank: null, pattern: null }, false),
    );
  }
  const limit = query.limit + 1;
  return sql`
    select c.*, u.display_name as cook_display_name, u.first_name as cook_first_name,
           u.last_name as cook_last_name, u.profile_image_url as cook_profile_image_url
      from household_members m
      cross join lateral (
        select ${cardColumns}, ${cursorKey(sort)} as sort_key
          from recipes r
         where ${sql.join(where, sql` and `)}
         order by ${INNER[sort]}
         limit ${limit}) c
      join users u on u.id = c.user_id
     where m.household_id = ${householdId}
     order by ${OUTER[sort]}
     limit ${limit}`;
}

/** How many recipes the household's list holds: the members' kept counts, or a capped search count. */
async function total(db: Db, householdId: number, search: string | undefined): Promise<string> {
  const result = search
    ? await db.execute(sql`
        select count(*)::int as n from (
          select 1 from household_members m
            join recipes r on r.user_id = m.user_id
           where m.household_id = ${householdId} and r.search_text like ${likePattern(search)}
           limit ${SEARCH_COUNT_CAP + 1}) found`)
    : await db.execute(sql`
        select coalesce(sum(u.recipes_count), 0)::int as n
          from household_members m join users u on u.id = m.user_id
         where m.household_id = ${householdId}`);
  const n = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  return search ? cappedCount(n) : String(n);
}

/** One page of the household's recipe cards, each with its cook, and the page headers. */
export async function householdRecipePage(
  db: Db,
  householdId: number,
  viewerId: string,
  query: RecipeListQuery,
  sort: HouseholdSort,
  header: (name: string, value: string) => void,
): Promise<RecipeCardWithCook[]> {
  const result = await db.execute(householdPageQuery(householdId, query, sort));
  const rows = (result as unknown as { rows: Row[] }).rows;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  if (!query.cursor) header(TOTAL_COUNT_HEADER, await total(db, householdId, query.search));
  if (rows.length > query.limit && last) {
    header(NEXT_CURSOR_HEADER, encodeCursor({ sort, key: last.sort_key, id: last.id }));
  }
  return page.map((row) => ({
    ...toCard(row, row.user_id === viewerId),
    user: {
      id: row.user_id,
      displayName: row.cook_display_name,
      firstName: row.cook_first_name,
      lastName: row.cook_last_name,
      profileImageUrl: row.cook_profile_image_url,
    },
  }));
}
