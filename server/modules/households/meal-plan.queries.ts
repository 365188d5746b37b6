import { sql } from 'drizzle-orm';
import { addDays, type MealPlanEntry, type MealSlot } from '../../../contracts/meal-plan.js';
import type { Db } from '../../db/client.js';
import { affectedRows, rowsOf } from '../../db/rows.js';

interface EntryRow {
  id: number;
  date: string;
  slot: MealSlot;
  recipe_id: number | null;
  title: string;
  servings: number | null;
  note: string | null;
  image: string | null;
}

const toEntry = (row: EntryRow): MealPlanEntry => ({
  id: row.id,
  date: row.date,
  slot: row.slot,
  recipeId: row.recipe_id,
  title: row.title,
  servings: row.servings,
  note: row.note,
  imageUrl: row.image,
});

// A planned recipe shows its title as it is now; the title kept with the entry stands in once
// the recipe is gone.
const entryColumns = sql`
  e.id, e.day::text as date, e.slot, e.recipe_id, coalesce(r.title, e.title) as title,
  e.servings, e.note, r.image`;

/** The plan's entries of a range of days, by day, then slot through the day, from its index. */
export async function listEntries(
  db: Db,
  householdId: number,
  from: string,
  to: string,
): Promise<MealPlanEntry[]> {
  const rows = rowsOf<EntryRow>(
    await db.execute(sql`
      select ${entryColumns}
        from meal_plan_entries e
        left join recipes r on r.id = e.recipe_id
       where e.household_id = ${householdId} and e.day between ${from}::date and ${to}::date
       order by e.day, e.slot_rank, e.id`),
  );
  return rows.map(toEntry);
}

async function readEntry(db: Db, householdId: number, id: number) {
  const [row] = rowsOf<EntryRow>(
    await db.execute(sql`
      select ${entryColumns}
        from meal_plan_entries e
        left join recipes r on r.id = e.recipe_id
       where e.id = ${id} and e.household_id = ${householdId}`),
  );
  return row && toEntry(row);
}

/** A recipe a member of the household owns: its title and servings; undefined otherwise. */
export async function householdRecipe(
  db: Db,
  householdId: number,
  recipeId: number,
): Promise<{ title: string; servings: number | null } | undefined> {
  const [row] = rowsOf<{ title: string; servings: number | null }>(
    await db.execute(sql`
      select r.title, r.servings from recipes r
       where r.id = ${recipeId}
         and r.user_id in (select user_id from household_members where household_id = ${householdId})`),
  );
  return row;
}

export async function entriesOnDay(db: Db, householdId: number, day: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from meal_plan_entries
       where household_id = ${householdId} and day = ${day}::date`),
  );
  return row?.n ?? 0;
}

/** An entry as it is written: the answer's fields but its id and the recipe's photo. */
export type NewEntry = Omit<MealPlanEntry, 'id' | 'imageUrl'>;

export async function insertEntry(
  db: Db,
  householdId: number,
  userId: string,
  entry: NewEntry,
): Promise<MealPlanEntry> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into meal_plan_entries (household_id, day, slot, recipe_id, title, servings, note,
                                     created_by)
      values (${householdId}, ${entry.date}::date, ${entry.slot}, ${entry.recipeId},
              ${entry.title}, ${entry.servings}, ${entry.note}, ${userId})
      returning id`),
  );
  const made = row && (await readEntry(db, householdId, row.id));
  if (!made) throw new Error('the entry was not stored');
  return made;
}

export interface EntryChange {
  date?: string | undefined;
  slot?: MealSlot | undefined;
  title?: string | undefined;
  servings?: number | null | undefined;
  note?: string | null | undefined;
}

/** Changes what is sent of an entry of the household; undefined when there is no such entry. */
export async function updateEntry(
  db: Db,
  householdId: number,
  id: number,
  change: EntryChange,
): Promise<MealPlanEntry | undefined> {
  const sets = [
    change.date !== undefined && sql`day = ${change.date}::date`,
    change.slot !== undefined && sql`slot = ${change.slot}`,
    change.title !== undefined && sql`title = ${change.title}`,
    change.servings !== undefined && sql`servings = ${change.servings}`,
    change.note !== undefined && sql`note = ${change.note}`,
  ].filter((set) => set !== false);
  if (sets.length > 0) {
    const result = await db.execute(sql`
      update meal_plan_entries set ${sql.join(sets, sql`, `)}
       where id = ${id} and household_id = ${householdId}`);
    if (affectedRows(result) === 0) return undefined;
  }
  return readEntry(db, householdId, id);
}

export async function deleteEntry(db: Db, householdId: number, id: number): Promise<boolean> {
  const result = await db.execute(sql`
    delete from meal_plan_entries where id = ${id} and household_id = ${householdId}`);
  return affectedRows(result) > 0;
}

/** Copies the seven days from `from` onto the seven from `to`, in one statement; how many. */
export async function copyWeek(
  db: Db,
  householdId: number,
  userId: string,
  from: string,
  to: string,
): Promise<number> {
  const result = await db.execute(sql`
    insert into meal_plan_entries (household_id, day, slot, recipe_id, title, servings, note,
                                   created_by)
    select household_id, day + (${to}::date - ${from}::date), slot, recipe_id, title, servings,
           note, ${userId}
      from meal_plan_entries
     where household_id = ${householdId}
       and day between ${from}::date and ${addDays(from, 6)}::date
     order by day, slot_rank, id`);
  return affectedRows(result);
}

/** The recipes planned in a range of days, with the servings planned (for a shopping list). */
export async function plannedRecipes(
  db: Db,
  householdId: number,
  from: string,
  to: string,
): Promise<{ recipeId: number; servings: number | null }[]> {
  const rows = rowsOf<{ recipe_id: number; servings: number | null }>(
    await db.execute(sql`
      select recipe_id, servings from meal_plan_entries
       where household_id = ${householdId} and day between ${from}::date and ${to}::date
         and recipe_id is not null
       order by day, slot_rank, id`),
  );
  return rows.map((row) => ({ recipeId: row.recipe_id, servings: row.servings }));
}
