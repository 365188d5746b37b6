import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  announcements,
  comments,
  cookbookRecipes,
  cookbooks,
  cookingLog,
  recipes,
  users,
} from '../../db/schema/index.js';

/** Rows are read this many at a time: a cook with 10 000 recipes is 20 short queries. */
const PAGE = 500;

/**
 * Every row of a cook's in one table, in the order they were made, a page at a time (keyset on
 * the id, served by each table's (user_id, id) index): an export never holds a whole table.
 */
async function* pagesOf<Row extends { id: number }>(
  read: (after: number) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE) return;
    after = rows.at(-1)?.id ?? after;
  }
}

export const recipePages = (db: Db, userId: string) =>
  pagesOf((after) =>
    db
      .select()
      .from(recipes)
      .where(and(eq(recipes.userId, userId), gt(recipes.id, after)))
      .orderBy(asc(recipes.id))
      .limit(PAGE),
  );

export const announcementPages = (db: Db, userId: string) =>
  pagesOf((after) =>
    db
      .select()
      .from(announcements)
      .where(and(eq(announcements.userId, userId), gt(announcements.id, after)))
      .orderBy(asc(announcements.id))
      .limit(PAGE),
  );

export const commentPages = (db: Db, userId: string) =>
  pagesOf((after) =>
    db
      .select()
      .from(comments)
      .where(and(eq(comments.userId, userId), gt(comments.id, after)))
      .orderBy(asc(comments.id))
      .limit(PAGE),
  );

export async function findUser(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** The cooking log of one page of recipes, in one query: recipe id → its days, oldest first. */
export async function cookedDaysOf(
  db: Db,
  recipeIds: readonly number[],
): Promise<Map<number, { date: string; note: string | null }[]>> {
  const days = new Map<number, { date: string; note: string | null }[]>();
  if (!recipeIds.length) return days;
  const rows = await db
    .select({ recipeId: cookingLog.recipeId, date: cookingLog.cookedOn, note: cookingLog.note })
    .from(cookingLog)
    .where(inArray(cookingLog.recipeId, [...recipeIds]))
    .orderBy(asc(cookingLog.recipeId), asc(cookingLog.cookedOn), asc(cookingLog.id));
  for (const { recipeId, ...day } of rows) {
    const list = days.get(recipeId) ?? [];
    list.push(day);
    days.set(recipeId, list);
  }
  return days;
}

/** A cook's cookbooks a page at a time, each with its members' ids in the cookbook's order. */
export async function* cookbookPages(db: Db, userId: string) {
  for await (const page of pagesOf((after) =>
    db
      .select()
      .from(cookbooks)
      .where(and(eq(cookbooks.userId, userId), gt(cookbooks.id, after)))
      .orderBy(asc(cookbooks.id))
      .limit(PAGE),
  )) {
    const members = await db
      .select({ cookbookId: cookbookRecipes.cookbookId, recipeId: cookbookRecipes.recipeId })
      .from(cookbookRecipes)
      .where(
        inArray(
          cookbookRecipes.cookbookId,
          page.map((book) => book.id),
        ),
      )
      .orderBy(
        asc(cookbookRecipes.cookbookId),
        asc(cookbookRecipes.position),
        asc(cookbookRecipes.recipeId),
      );
    const byBook = new Map<number, number[]>();
    for (const { cookbookId, recipeId } of members) {
      const list = byBook.get(cookbookId) ?? [];
      list.push(recipeId);
      byBook.set(cookbookId, list);
    }
    yield page.map((book) => ({ ...book, recipeIds: byBook.get(book.id) ?? [] }));
  }
}
