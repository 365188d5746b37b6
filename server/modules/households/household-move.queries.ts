import { sql } from 'drizzle-orm';
import { SHOPPING_LIMITS } from '../../../contracts/shopping-lists.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { recordChange } from './household-events.js';

/**
 * Adds one list's lines to another, each unchecked line meeting its kind in the target as one
 * line (amounts summed, recipes and written texts joined), in one statement.
 */
export async function mergeListInto(db: Db, sourceListId: number, targetListId: number) {
  await db.execute(sql`
    insert into shopping_items (list_id, item_key, family, amount, item, aisle, checked,
                                recipe_ids, written, created_at)
    select ${targetListId}, item_key, family, amount, item, aisle, checked, recipe_ids, written,
           created_at
      from shopping_items where list_id = ${sourceListId}
    on conflict (list_id, item_key, family) where not checked do update
       set amount = case when shopping_items.amount is null and excluded.amount is null then null
                         else coalesce(shopping_items.amount, 0) + coalesce(excluded.amount, 0) end,
           recipe_ids = array(select distinct unnest(shopping_items.recipe_ids || excluded.recipe_ids)),
           written = shopping_items.written || excluded.written,
           updated_at = now()`);
}

/**
 * Moves a cook from one household to another. A cook who was alone brings everything along:
 * the plan's entries, the shopping lines (into the household's first list, or as lists of their
 * own where that list has no room) and what they taught it about aisles. Then the membership
 * moves, and the trigger removes the household left empty (migration 0028).
 */
export async function moveIntoHousehold(db: Db, userId: string, from: number, to: number) {
  const [members] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from household_members where household_id = ${from}`,
    ),
  );
  if (members?.n === 1) {
    await db.execute(
      sql`update meal_plan_entries set household_id = ${to} where household_id = ${from}`,
    );
    await db.execute(sql`
      insert into household_aisles (household_id, item_key, aisle)
      select ${to}, item_key, aisle from household_aisles where household_id = ${from}
      on conflict do nothing`);
    const [target] = rowsOf<{ id: number; item_count: number }>(
      await db.execute(sql`
        select id, item_count from shopping_lists where household_id = ${to} order by id limit 1`),
    );
    const sources = rowsOf<{ id: number; item_count: number }>(
      await db.execute(sql`
        select id, item_count from shopping_lists where household_id = ${from} order by id`),
    );
    let room = target ? SHOPPING_LIMITS.lines - target.item_count : 0;
    for (const source of sources) {
      if (source.item_count === 0) continue;
      if (target && source.item_count <= room) {
        await mergeListInto(db, source.id, target.id);
        room -= source.item_count;
      } else {
        await db.execute(
          sql`update shopping_lists set household_id = ${to} where id = ${source.id}`,
        );
      }
    }
    if (target) await recordChange(db, to, 'shopping-list', target.id);
    await recordChange(db, to, 'mealplan', to);
  }
  await db.execute(sql`
    update household_members set household_id = ${to}, joined_at = now() where user_id = ${userId}`);
}
