import { sql } from 'drizzle-orm';
import type { ShoppingListSummary } from '../../../contracts/shopping-lists.js';
import type { Db } from '../../db/client.js';
import { affectedRows, rowsOf } from '../../db/rows.js';

interface SummaryRow {
  id: number;
  name: string;
  item_count: number;
  unchecked_count: number;
}

const toSummary = (row: SummaryRow): ShoppingListSummary => ({
  id: row.id,
  name: row.name,
  itemCount: row.item_count,
  uncheckedCount: row.unchecked_count,
});

/** The household's lists, oldest first, with the counts the triggers keep. */
export async function listSummaries(db: Db, householdId: number): Promise<ShoppingListSummary[]> {
  const rows = rowsOf<SummaryRow>(
    await db.execute(sql`
      select id, name, item_count, unchecked_count from shopping_lists
       where household_id = ${householdId} order by id`),
  );
  return rows.map(toSummary);
}

/** One list of the household's; undefined for any other. */
export async function findList(
  db: Db,
  householdId: number,
  listId: number,
): Promise<ShoppingListSummary | undefined> {
  const [row] = rowsOf<SummaryRow>(
    await db.execute(sql`
      select id, name, item_count, unchecked_count from shopping_lists
       where id = ${listId} and household_id = ${householdId}`),
  );
  return row && toSummary(row);
}

export async function countLists(db: Db, householdId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from shopping_lists where household_id = ${householdId}`,
    ),
  );
  return row?.n ?? 0;
}

export async function insertList(
  db: Db,
  householdId: number,
  name: string,
): Promise<ShoppingListSummary> {
  const [row] = rowsOf<SummaryRow>(
    await db.execute(sql`
      insert into shopping_lists (household_id, name) values (${householdId}, ${name})
      returning id, name, item_count, unchecked_count`),
  );
  if (!row) throw new Error('the list was not stored');
  return toSummary(row);
}

export async function renameList(db: Db, householdId: number, listId: number, name: string) {
  const result = await db.execute(sql`
    update shopping_lists set name = ${name} where id = ${listId} and household_id = ${householdId}`);
  return affectedRows(result) > 0;
}

export async function deleteList(db: Db, householdId: number, listId: number) {
  const result = await db.execute(sql`
    delete from shopping_lists where id = ${listId} and household_id = ${householdId}`);
  return affectedRows(result) > 0;
}
