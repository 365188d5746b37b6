import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements, comments, recipes, users } from '../../db/schema/index.js';

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
