import { sql } from 'drizzle-orm';
import type { Household } from '../../../contracts/households.js';
import { AISLES, type Aisle } from '../../../contracts/shopping-lists.js';
import { arrayLiteral } from '../../db/array-literal.js';
import type { Db } from '../../db/client.js';
import { affectedRows, rowsOf } from '../../db/rows.js';

/** The name a household starts with: "Ada's household", from the cook's display or first name. */
function startingName(user: { displayName: string | null; firstName: string | null }): string {
  const name = user.displayName?.trim() || user.firstName?.trim();
  return name ? `${name}'s household` : 'My household';
}

export const FIRST_LIST_NAME = 'Shopping list';

/**
 * The cook's household id, made on first need with its first shopping list (decision 045): a cook
 * is on their own until joining another. Two first requests at once make one membership; the
 * loser's empty household is removed by the same statement that finds it lost.
 */
export async function householdOf(db: Db, userId: string): Promise<number> {
  const found = rowsOf<{ household_id: number }>(
    await db.execute(sql`select household_id from household_members where user_id = ${userId}`),
  );
  if (found[0]) return found[0].household_id;
  return db.transaction(async (tx) => {
    const [user] = rowsOf<{ display_name: string | null; first_name: string | null }>(
      await tx.execute(sql`select display_name, first_name from users where id = ${userId}`),
    );
    const name = startingName({
      displayName: user?.display_name ?? null,
      firstName: user?.first_name ?? null,
    });
    const [made] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into households (name, creator_id) values (${name}, ${userId}) returning id`),
    );
    if (!made) throw new Error('no household was made');
    const joined = await tx.execute(sql`
      insert into household_members (user_id, household_id) values (${userId}, ${made.id})
      on conflict (user_id) do nothing`);
    if (affectedRows(joined) === 0) {
      await tx.execute(sql`delete from households where id = ${made.id}`);
      const [other] = rowsOf<{ household_id: number }>(
        await tx.execute(sql`select household_id from household_members where user_id = ${userId}`),
      );
      if (!other) throw new Error('the membership that won is gone');
      return other.household_id;
    }
    await tx.execute(sql`
      insert into shopping_lists (household_id, name) values (${made.id}, ${FIRST_LIST_NAME})`);
    return made.id;
  });
}

interface MemberRow {
  id: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  is_creator: boolean;
}

/** The household with its members, in the order they joined. */
export async function readHousehold(db: Db, householdId: number): Promise<Household> {
  const rows = rowsOf<MemberRow & { household_name: string }>(
    await db.execute(sql`
      select h.name as household_name, u.id, u.display_name, u.first_name, u.last_name,
             u.profile_image_url, (h.creator_id = u.id) as is_creator
        from households h
        join household_members m on m.household_id = h.id
        join users u on u.id = m.user_id
       where h.id = ${householdId}
       order by m.joined_at, u.id`),
  );
  return {
    id: householdId,
    name: rows[0]?.household_name ?? '',
    members: rows.map((row) => ({
      id: row.id,
      displayName: row.display_name,
      firstName: row.first_name,
      lastName: row.last_name,
      profileImageUrl: row.profile_image_url,
      isCreator: Boolean(row.is_creator),
    })),
  };
}

export async function renameHousehold(db: Db, householdId: number, name: string): Promise<void> {
  await db.execute(sql`update households set name = ${name} where id = ${householdId}`);
}

/** Whether the user is its creator. */
export async function isCreator(db: Db, householdId: number, userId: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(
      sql`select 1 from households where id = ${householdId} and creator_id = ${userId}`,
    ),
  );
  return rows.length > 0;
}

/**
 * Takes a member out of the household; whether they were in it. They start alone again the next
 * time something of theirs needs a household; the trigger on memberships passes the household on
 * or removes it when no one is left (migration 0028).
 */
export async function removeMember(db: Db, householdId: number, userId: string): Promise<boolean> {
  const result = await db.execute(sql`
    delete from household_members where household_id = ${householdId} and user_id = ${userId}`);
  return affectedRows(result) > 0;
}

export async function memberCount(db: Db, householdId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from household_members where household_id = ${householdId}`,
    ),
  );
  return row?.n ?? 0;
}

/** The shop's order of the aisles; the built-in order until the household sets its own. */
export async function aisleOrder(db: Db, householdId: number): Promise<Aisle[]> {
  const [row] = rowsOf<{ aisle_order: string[] }>(
    await db.execute(sql`select aisle_order from households where id = ${householdId}`),
  );
  const order = (row?.aisle_order ?? []).filter((aisle): aisle is Aisle =>
    (AISLES as readonly string[]).includes(aisle),
  );
  return order.length === AISLES.length ? order : [...AISLES];
}

export async function setAisleOrder(db: Db, householdId: number, aisles: Aisle[]): Promise<void> {
  await db.execute(sql`
    update households set aisle_order = ${arrayLiteral(aisles)}::text[]
     where id = ${householdId}`);
}
