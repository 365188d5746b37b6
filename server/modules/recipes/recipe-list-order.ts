import { type SQL, sql } from 'drizzle-orm';
import type { RecipeSort } from '../../../contracts/recipes.js';

/** How one sort orders a list, and what its cursor compares. */
export interface SortOrder {
  by: SQL;
  key: SQL | null;
  after: 'asc' | 'desc';
  ownerLeads: boolean;
}

/**
 * Each sort with the columns it orders by, all served by an index led by user_id (migrations
 * 0009, 0015, 0019), so a page of a cook with 10 000 recipes reads `limit` index entries, never
 * the cook's whole collection (decision 016).
 */
// In id order, user_id leads although it is fixed (see ownedBy): only the per-cook indexes provide
// that order, never the primary key. Title and cook time have no whole-table index to confuse the
// planner, and there the plain equality lets the per-cook index serve a profile's public list too
// (led by user_id, the partial public index would be read whole and sorted).
export const ORDER: Record<RecipeSort, SortOrder> = {
  newest: { by: sql`r.user_id desc, r.id desc`, key: null, after: 'desc', ownerLeads: true },
  oldest: { by: sql`r.user_id asc, r.id asc`, key: null, after: 'asc', ownerLeads: true },
  title: {
    by: sql`lower(r.title) asc, r.id asc`,
    key: sql`lower(r.title)`,
    after: 'asc',
    ownerLeads: false,
  },
  cookTime: {
    by: sql`r.cook_time_minutes asc, r.id asc`,
    key: sql`r.cook_time_minutes`,
    after: 'asc',
    ownerLeads: false,
  },
  // Highest first, unrated (0) last; ties newest first.
  rating: {
    by: sql`r.rating_key desc, r.id desc`,
    key: sql`r.rating_key`,
    after: 'desc',
    ownerLeads: false,
  },
  // Most recently cooked first; never cooked is '-infinity', so last; ties newest first.
  lastCooked: {
    by: sql`r.last_cooked_key desc, r.id desc`,
    key: sql`r.last_cooked_key`,
    after: 'desc',
    ownerLeads: false,
  },
};

/** The key as the cursor carries it: a day as text, so it round-trips through JSON exactly. */
export const cursorKey = (sort: RecipeSort): SQL => {
  const key = ORDER[sort].key;
  if (!key) return sql`null`;
  return sort === 'lastCooked' ? sql`${key}::text` : key;
};

/**
 * A search ranks title hits before the rest, then the sort. The pattern is lower-cased, as
 * `lower(title)` is.
 */
export const titleHit = (pattern: unknown): SQL => sql`lower(r.title) like ${pattern}`;

/** 0 for a title hit, 1 otherwise: a search's rank. */
export const titleMiss = (pattern: unknown): SQL =>
  sql`(case when lower(r.title) like ${pattern} then 0 else 1 end)`;

/**
 * Rows after the cursor's: past its key and id in the sort's direction, and in a search first
 * past its rank, so paging stays exact across the boundary between title hits and the rest.
 */
export function afterCursor(
  sort: RecipeSort,
  v: { key: unknown; id: unknown; rank: unknown; pattern: unknown },
  search: boolean,
): SQL {
  const order = ORDER[sort];
  const op = sql.raw(order.after === 'desc' ? '<' : '>');
  const key = sort === 'lastCooked' ? sql`${v.key}::date` : v.key;
  const past = order.key
    ? sql`(${order.key}, r.id) ${op} (${key}, ${v.id})`
    : sql`r.id ${op} ${v.id}`;
  if (!search) return past;
  const miss = titleMiss(v.pattern);
  return sql`(${miss} > ${v.rank} or (${miss} = ${v.rank} and ${past}))`;
}
