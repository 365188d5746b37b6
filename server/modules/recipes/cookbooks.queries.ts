import { and, eq, type SQL, sql } from 'drizzle-orm';
import { COOKBOOK_LIMITS, type Cookbook } from '../../../contracts/cookbooks.js';
import type { Db } from '../../db/client.js';
import { cookbooks } from '../../db/schema/index.js';
import { HttpError } from '../../http-errors.js';

/** A cookbook as read, with whether the reader owns it (which decides what else they may see). */
export type VisibleCookbook = Cookbook & { owned: boolean };

interface CookbookRow {
  id: number;
  user_id: string;
  name: string;
  description: string | null;
  is_public: boolean;
  recipe_count: number;
  cover: string | null;
  owned: boolean;
}

const rowsOf = (result: unknown) => (result as { rows: CookbookRow[] }).rows;

function toCookbook(row: CookbookRow): VisibleCookbook {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    description: row.description,
    isPublic: row.is_public,
    recipeCount: Number(row.recipe_count),
    cover: row.cover,
    owned: row.owned,
  };
}

/** Drops the reader's ownership, which the API does not answer. */
export const publicShape = ({ owned: _owned, ...cookbook }: VisibleCookbook): Cookbook => cookbook;

/** The photo of a cookbook's first member that has one, among `members` (a partial index each). */
const coverOf = (members: SQL) => sql`(
  select r.image
    from cookbook_recipes cr
    join recipes r on r.id = cr.recipe_id
   where cr.cookbook_id = c.id and ${members}
   order by cr.position, cr.recipe_id
   limit 1)`;

/**
 * Cookbooks as `viewer` sees them (null: as anyone else would): the owner counts every member and
 * takes the cover from any, anyone else counts and sees only public members. The cover is one
 * probe per cookbook of the members with a photo (migration 0022), never a query per cookbook
 * from here; `case` runs only the probe the reader may see.
 */
function selectCookbooks(viewer: string | null, where: SQL): SQL {
  const owned = sql`coalesce(c.user_id = ${viewer}::text, false)`;
  return sql`
    select c.id, c.user_id, c.name, c.description, c.is_public,
           case when ${owned} then c.recipe_count else c.public_recipe_count end as recipe_count,
           case when ${owned} then ${coverOf(sql`cr.has_photo`)}
                else ${coverOf(sql`cr.has_photo and cr.is_public`)} end as cover,
           ${owned} as owned
      from cookbooks c
     where ${where}
     order by lower(c.name), c.id`;
}

/** The statements of the two lists, exported for the plan test to EXPLAIN. */
export const ownCookbooksQuery = (userId: string) =>
  selectCookbooks(userId, sql`c.user_id = ${userId}`);
export const publicCookbooksQuery = (userId: string) =>
  selectCookbooks(null, sql`c.user_id = ${userId} and c.is_public`);

/** The cook's cookbooks by name (case-insensitive), then id: the order of cookbooks_user_name_idx. */
export async function listOwnCookbooks(db: Db, userId: string): Promise<VisibleCookbook[]> {
  return rowsOf(await db.execute(ownCookbooksQuery(userId))).map(toCookbook);
}

/** A cook's public cookbooks as a visitor sees them (the owner too: it is their public face). */
export async function listPublicCookbooks(db: Db, userId: string): Promise<VisibleCookbook[]> {
  return rowsOf(await db.execute(publicCookbooksQuery(userId))).map(toCookbook);
}

/** The cookbook if the viewer owns it or it is public; undefined otherwise, as if there were none. */
export async function findVisibleCookbook(
  db: Db,
  id: number,
  viewer: string | null,
): Promise<VisibleCookbook | undefined> {
  const visible = sql`c.id = ${id} and (c.is_public or coalesce(c.user_id = ${viewer}::text, false))`;
  const [row] = rowsOf(await db.execute(selectCookbooks(viewer, visible)));
  return row && toCookbook(row);
}

export interface CookbookWrite {
  name: string;
  description?: string | null | undefined;
  isPublic?: boolean | undefined;
}

const tooMany = () =>
  new HttpError(
    400,
    `You already have ${COOKBOOK_LIMITS.perCook} cookbooks, the most a cook may keep: delete one first`,
  );

/**
 * Creates a cookbook unless the cook already has the most allowed. The cook's row is locked for
 * the count, so two creations at once cannot both take the last place.
 */
export async function createCookbook(
  db: Db,
  userId: string,
  values: CookbookWrite,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    const result = await tx.execute(sql`
      insert into cookbooks (user_id, name, description, is_public)
      select ${userId}, ${values.name}, ${values.description ?? null}, ${values.isPublic ?? false}
       where (select count(*) from cookbooks where user_id = ${userId}) < ${COOKBOOK_LIMITS.perCook}
      returning id`);
    const [row] = (result as unknown as { rows: { id: number }[] }).rows;
    if (!row) throw tooMany();
    return row.id;
  });
}

/** Renames or re-describes the caller's cookbook; what is undefined stays. False if not theirs. */
export async function updateCookbook(
  db: Db,
  id: number,
  userId: string,
  values: CookbookWrite,
): Promise<boolean> {
  const set: Partial<typeof cookbooks.$inferInsert> = { name: values.name };
  if (values.description !== undefined) set.description = values.description;
  if (values.isPublic !== undefined) set.isPublic = values.isPublic;
  const rows = await db
    .update(cookbooks)
    .set(set)
    .where(and(eq(cookbooks.id, id), eq(cookbooks.userId, userId)))
    .returning({ id: cookbooks.id });
  return rows.length > 0;
}

/** Deletes the caller's cookbook (its memberships with it; the recipes stay). */
export async function deleteCookbook(db: Db, id: number, userId: string): Promise<boolean> {
  const rows = await db
    .delete(cookbooks)
    .where(and(eq(cookbooks.id, id), eq(cookbooks.userId, userId)))
    .returning({ id: cookbooks.id });
  return rows.length > 0;
}
