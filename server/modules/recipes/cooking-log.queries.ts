import { and, desc, eq, sql } from 'drizzle-orm';
import type { CookedEntry } from '../../../contracts/organise.js';
import type { Db } from '../../db/client.js';
import { cookingLog, recipes } from '../../db/schema/index.js';

/** The most entries a recipe's log answers, newest first. */
export const COOKED_LIST_LIMIT = 100;

const entryColumns = { id: cookingLog.id, date: cookingLog.cookedOn, note: cookingLog.note };

/**
 * Logs that the cook made one of their recipes on a day (decision 037), in one statement that
 * also checks the recipe is theirs; undefined when it is not. The trigger on cooking_log counts
 * it on the recipe.
 */
export async function logCooked(
  db: Db,
  recipeId: number,
  userId: string,
  entry: { date: string; note: string | null },
): Promise<CookedEntry | undefined> {
  const result = await db.execute(sql`
    insert into cooking_log (user_id, recipe_id, cooked_on, note)
    select r.user_id, r.id, ${entry.date}::date, ${entry.note}::text
      from recipes r
     where r.id = ${recipeId} and r.user_id = ${userId}
    returning id, cooked_on::text as date, note`);
  const [row] = (result as unknown as { rows: CookedEntry[] }).rows;
  return row;
}

/** Whether the recipe is the cook's own. */
export async function ownsRecipe(db: Db, recipeId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), eq(recipes.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** A recipe's log, newest day first (the latest logged first within a day), from its index. */
export async function listCooked(db: Db, recipeId: number): Promise<CookedEntry[]> {
  return db
    .select(entryColumns)
    .from(cookingLog)
    .where(eq(cookingLog.recipeId, recipeId))
    .orderBy(desc(cookingLog.cookedOn), desc(cookingLog.id))
    .limit(COOKED_LIST_LIMIT);
}

/** Removes one of the cook's log entries; whether there was one. The trigger counts it off. */
export async function deleteCooked(db: Db, id: number, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(cookingLog)
    .where(and(eq(cookingLog.id, id), eq(cookingLog.userId, userId)))
    .returning({ id: cookingLog.id });
  return deleted.length > 0;
}
