import { type SQL, sql } from 'drizzle-orm';
import type { RecipeCard, RecipeSort } from '../../../contracts/recipes.js';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../db/like-pattern.js';
import { ownedBy } from '../../db/owner-filter.js';
import { PreparedFamily } from '../../db/prepared.js';
import { decodeCursor, encodeCursor } from './recipe-cursor.js';

/** Whose recipes a list shows: the caller's own, or a profile's public ones. */
export interface RecipeScope {
  userId: string;
  publicOnly?: boolean;
}

export interface RecipeListOptions {
  sort: RecipeSort;
  limit: number;
  cursor?: string | undefined;
  search?: string | undefined;
  /** Tag keys: recipes with every one of them. */
  tag?: string[] | undefined;
  favorite?: boolean | undefined;
  minRating?: number | undefined;
}

/** Whether the list is narrowed to fewer than all the scope's recipes. */
export function isFiltered(options: RecipeListOptions): boolean {
  return Boolean(options.search || options.tag?.length || options.favorite || options.minRating);
}

/** The column of the trigram index `recipes_search_trgm_idx` (migration 0011). */
const searchText = sql`r.search_text`;

/**
 * Each sort with the columns it orders by, all served by an index led by user_id (migration
 * 0009), so a page of a cook with 10 000 recipes reads `limit` index entries, never the cook's
 * whole collection (decision 016).
 */
// In id order, user_id leads although it is fixed (see ownedBy): only the per-cook indexes provide
// that order, never the primary key. Title and cook time have no whole-table index to confuse the
// planner, and there the plain equality lets the per-cook index serve a profile's public list too
// (led by user_id, the partial public index would be read whole and sorted).
const ORDER: Record<
  RecipeSort,
  { by: SQL; key: SQL | null; after: 'asc' | 'desc'; ownerLeads: boolean }
> = {
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
};

/** A text[] as one value (`{"a","b"}`): a JS array would be spread into one value per element. */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

type PageValues = {
  userId: string;
  pattern: string | null;
  tags: string | null;
  minRating: number | null;
  key: string | number | null;
  id: number | null;
  limit: number;
};
type Value = (name: keyof PageValues) => unknown;
const pageStatements = new PreparedFamily<PageValues>('recipe_page');

function pageValues(scope: RecipeScope, options: RecipeListOptions): PageValues {
  const cursor = options.cursor ? decodeCursor(options.cursor, options.sort) : undefined;
  return {
    userId: scope.userId,
    pattern: options.search ? likePattern(options.search) : null,
    tags: options.tag?.length ? arrayLiteral(options.tag) : null,
    minRating: options.minRating ?? null,
    key: cursor?.key ?? null,
    id: cursor?.id ?? null,
    limit: options.limit + 1,
  };
}

/** The statement of one page with its values in place, so the plan test can EXPLAIN exactly it. */
export function recipePageQuery(scope: RecipeScope, options: RecipeListOptions): SQL {
  const values = pageValues(scope, options);
  return buildRecipePage(scope, options, (name) => values[name]);
}

/** The conditions of a list without its page: whose recipes, and the filters. */
function filters(scope: RecipeScope, options: RecipeListOptions, v: Value, owner: SQL): SQL[] {
  const where: SQL[] = [owner];
  if (scope.publicOnly) where.push(sql`r.is_public`);
  if (options.search) where.push(sql`${searchText} like ${v('pattern')}`);
  // Served by the GIN index of (user_id, tag_keys): one cook's entries of those tags.
  if (options.tag?.length) where.push(sql`r.tag_keys @> ${v('tags')}::text[]`);
  if (options.favorite) where.push(sql`r.favorite`);
  if (options.minRating) where.push(sql`r.rating_key >= ${v('minRating')}`);
  return where;
}

/** One row more than the page, to know whether another follows. */
function buildRecipePage(scope: RecipeScope, options: RecipeListOptions, v: Value): SQL {
  const order = ORDER[options.sort];
  const where = filters(
    scope,
    options,
    v,
    order.ownerLeads ? ownedBy(sql`r.user_id`, v('userId')) : sql`r.user_id = ${v('userId')}`,
  );
  if (options.cursor) {
    const op = sql.raw(order.after === 'desc' ? '<' : '>');
    where.push(
      order.key
        ? sql`(${order.key}, r.id) ${op} (${v('key')}, ${v('id')})`
        : sql`r.id ${op} ${v('id')}`,
    );
  }
  return sql`
    select r.id, r.user_id, r.title, r.description, r.image, r.prep_time, r.cook_time, r.servings,
           r.difficulty, r.is_public, r.created_at, r.tags, r.favorite, r.rating,
           ${order.key ?? sql`null`} as sort_key
      from recipes r
     where ${sql.join(where, sql` and `)}
     order by ${order.by}
     limit ${v('limit')}`;
}

/** One page of cards, and the cursor of the next page when there is one. */
export async function recipePage(
  db: Db,
  scope: RecipeScope,
  options: RecipeListOptions,
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
  ];
  // A search is planned afresh each time: how rare the word is decides the plan.
  const statement = pageStatements.shape(
    shape.join('|'),
    () => buildRecipePage(scope, options, (name) => sql.placeholder(name)),
    !options.search,
  );
  const rows = (await statement.run(db, values)) as unknown as CardRow[];
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const next =
    rows.length > options.limit && last
      ? encodeCursor({ sort: options.sort, key: last.sort_key, id: last.id })
      : undefined;
  return { cards: page.map((row) => toCard(row, !scope.publicOnly)), next };
}

/** How far a filtered count goes before it says "1000+": a count must stay cheap. */
export const SEARCH_COUNT_CAP = 1000;

/** The number of a cook's recipes a search or filter finds, up to the cap ("1000+" beyond). */
export async function filteredTotal(
  db: Db,
  scope: RecipeScope,
  options: RecipeListOptions,
): Promise<string> {
  const values = pageValues(scope, { ...options, cursor: undefined });
  const where = filters(scope, options, (name) => values[name], sql`r.user_id = ${scope.userId}`);
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select 1 from recipes r
       where ${sql.join(where, sql` and `)}
       limit ${SEARCH_COUNT_CAP + 1}) found`);
  const n = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  return n > SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : String(n);
}

interface CardRow {
  id: number;
  user_id: string;
  title: string;
  description: string | null;
  image: string | null;
  prep_time: string | null;
  cook_time: string | null;
  servings: number | null;
  difficulty: RecipeCard['difficulty'];
  is_public: boolean;
  created_at: Date | string;
  tags: string[];
  favorite: boolean;
  rating: number | null;
  sort_key: string | number | null;
}

/** A card; `owner` adds what only the owner sees (a profile's list is never the owner's). */
function toCard(row: CardRow, owner: boolean): RecipeCard {
  const card: RecipeCard = {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    description: row.description,
    image: row.image,
    prepTime: row.prep_time,
    cookTime: row.cook_time,
    servings: row.servings,
    difficulty: row.difficulty,
    isPublic: row.is_public,
    createdAt: new Date(row.created_at).toISOString(),
    tags: row.tags,
  };
  return owner ? { ...card, favorite: row.favorite, rating: row.rating } : card;
}
