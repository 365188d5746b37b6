import { type SQL, sql } from 'drizzle-orm';
import { COOKBOOK_LIMITS } from '../../../contracts/cookbooks.js';
import { ErrorCode } from '../../../contracts/errors.js';
import type { RecipeCard } from '../../../contracts/recipes.js';
import type { Db } from '../../db/client.js';
import { PreparedFamily } from '../../db/prepared.js';
import { affectedRows } from '../../db/rows.js';
import { HttpError, notFound } from '../../http-errors.js';
import { decodeCookbookCursor, encodeCookbookCursor } from './cookbook-cursor.js';
import { type CardRow, cardColumns, toCard } from './recipe-card.js';

/** An integer[] as one value: a JS array would be spread into one value per element. */
export const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

export interface CookbookPageOptions {
  /** Only the public members: anyone but the owner. */
  publicOnly: boolean;
  limit: number;
  cursor?: string | undefined;
}

type PageValues = {
  cookbookId: number;
  position: number | null;
  recipeId: number | null;
  limit: number;
};
type Value = (name: keyof PageValues) => unknown;
const pageStatements = new PreparedFamily<PageValues>('cookbook_page');

/**
 * One page of a cookbook in its order, one row more than the page to know whether another
 * follows. Read along (cookbook_id, position, recipe_id): the whole index for the owner, its
 * partial public copy for anyone else, so a page reads `limit` entries however big the cookbook.
 */
function buildPage(options: CookbookPageOptions, v: Value): SQL {
  const where: SQL[] = [sql`cr.cookbook_id = ${v('cookbookId')}`];
  if (options.publicOnly) where.push(sql`cr.is_public`);
  if (options.cursor) {
    where.push(sql`(cr.position, cr.recipe_id) > (${v('position')}, ${v('recipeId')})`);
  }
  return sql`
    select ${cardColumns}, cr.position
      from cookbook_recipes cr
      join recipes r on r.id = cr.recipe_id
     where ${sql.join(where, sql` and `)}
     order by cr.position, cr.recipe_id
     limit ${v('limit')}`;
}

function pageValues(cookbookId: number, options: CookbookPageOptions): PageValues {
  const cursor = options.cursor ? decodeCookbookCursor(options.cursor) : undefined;
  return {
    cookbookId,
    position: cursor?.position ?? null,
    recipeId: cursor?.recipeId ?? null,
    limit: options.limit + 1,
  };
}

/** The statement of a page with its values in place, for the plan test to EXPLAIN. */
export function cookbookPageQuery(cookbookId: number, options: CookbookPageOptions): SQL {
  const values = pageValues(cookbookId, options);
  return buildPage(options, (name) => values[name]);
}

/** A page of cards, and the cursor of the next page when there is one. */
export async function cookbookPage(
  db: Db,
  cookbookId: number,
  options: CookbookPageOptions,
): Promise<{ cards: RecipeCard[]; next: string | undefined }> {
  const values = pageValues(cookbookId, options);
  const statement = pageStatements.shape(`${options.publicOnly}|${Boolean(options.cursor)}`, () =>
    buildPage(options, (name) => sql.placeholder(name)),
  );
  const rows = (await statement.run(db, values)) as unknown as (CardRow & { position: number })[];
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const next =
    rows.length > options.limit && last
      ? encodeCookbookCursor({ position: last.position, recipeId: last.id })
      : undefined;
  return { cards: page.map((row) => toCard(row, !options.publicOnly)), next };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Locks the caller's cookbook for a change of its members; 404 if it is not theirs. */
async function lockOwnCookbook(tx: Tx, id: number, userId: string): Promise<number> {
  const result = await tx.execute(
    sql`select recipe_count from cookbooks where id = ${id} and user_id = ${userId} for update`,
  );
  const [row] = (result as unknown as { rows: { recipe_count: number }[] }).rows;
  if (!row) throw notFound('Cookbook');
  return Number(row.recipe_count);
}

const full = () =>
  new HttpError(400, `A cookbook holds at most ${COOKBOOK_LIMITS.recipes} recipes`);

/**
 * Appends one of the caller's recipes after the cookbook's last. Resolves with whether it was
 * added (false: it was already there, left where it was). The cookbook's row is locked, so two
 * appends at once take different positions.
 */
export async function addToCookbook(
  db: Db,
  id: number,
  userId: string,
  recipeId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const count = await lockOwnCookbook(tx, id, userId);
    const result = await tx.execute(sql`
      select exists(select 1 from recipes where id = ${recipeId} and user_id = ${userId}) as own,
             exists(select 1 from cookbook_recipes
                     where cookbook_id = ${id} and recipe_id = ${recipeId}) as member`);
    const [found] = (result as unknown as { rows: { own: boolean; member: boolean }[] }).rows;
    // Another cook's recipe is answered as a missing one: its existence is none of the caller's.
    if (!found?.own) throw notFound('Recipe');
    if (found.member) return false;
    if (count >= COOKBOOK_LIMITS.recipes) throw full();
    await tx.execute(sql`
      insert into cookbook_recipes (cookbook_id, recipe_id, position)
      select ${id}, ${recipeId}, coalesce(max(position), 0) + 1
        from cookbook_recipes where cookbook_id = ${id}`);
    return true;
  });
}

const notYours = () =>
  new HttpError(400, 'recipeIds must be ids of your own recipes', ErrorCode.VALIDATION, [
    { path: 'body.recipeIds', message: 'recipeIds must be ids of your own recipes' },
  ]);

/**
 * Makes the cookbook hold exactly these recipes in this order, set-based in one transaction:
 * those left out removed, the rest inserted or moved to their place in the list. An id that is
 * not the caller's (another cook's, or none) refuses the whole list, without saying which.
 * Resolves with how many memberships were removed, added or moved.
 */
export async function setCookbookRecipes(
  db: Db,
  id: number,
  userId: string,
  recipeIds: readonly number[],
): Promise<number> {
  const ids = intArray(recipeIds);
  return db.transaction(async (tx) => {
    await lockOwnCookbook(tx, id, userId);
    const owned = await tx.execute(sql`
      select count(*)::int as n from recipes where id = any(${ids}::int[]) and user_id = ${userId}`);
    const [row] = (owned as unknown as { rows: { n: number }[] }).rows;
    if ((row?.n ?? 0) !== recipeIds.length) throw notYours();
    const removed = await tx.execute(sql`
      delete from cookbook_recipes
       where cookbook_id = ${id} and recipe_id <> all(${ids}::int[])`);
    const placed = await tx.execute(sql`
      insert into cookbook_recipes (cookbook_id, recipe_id, position)
      select ${id}, u.id, u.n
        from unnest(${ids}::int[]) with ordinality as u(id, n)
      on conflict (cookbook_id, recipe_id) do update set position = excluded.position
       where cookbook_recipes.position <> excluded.position`);
    return affectedRows(removed) + affectedRows(placed);
  });
}

/** Takes a recipe out of the caller's cookbook; false if it was not a member or not theirs. */
export async function removeFromCookbook(
  db: Db,
  id: number,
  userId: string,
  recipeId: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    delete from cookbook_recipes cr
     using cookbooks c
     where c.id = ${id} and c.user_id = ${userId}
       and cr.cookbook_id = c.id and cr.recipe_id = ${recipeId}`);
  return affectedRows(result) > 0;
}
