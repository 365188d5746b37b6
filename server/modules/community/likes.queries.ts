import { and, eq } from 'drizzle-orm';
import type { LikeToggle } from '../../../contracts/community.js';
import type { Db } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { announcementLikes, announcements, commentLikes, comments } from '../../db/schema/index.js';

/** What can be liked: the like table, its key column, and the liked table with its kept count. */
const targets = {
  announcement: {
    likes: announcementLikes,
    key: announcementLikes.announcementId,
    liked: announcements,
    count: announcements.likesCount,
  },
  comment: {
    likes: commentLikes,
    key: commentLikes.commentId,
    liked: comments,
    count: comments.likesCount,
  },
} as const;
export type LikeTarget = keyof typeof targets;

/**
 * Flips the caller's like and answers the new state with the count, or undefined when there is
 * nothing with that id. No transaction or lock is needed: the unique (target, user) constraint
 * decides between concurrent toggles. A delete that finds nothing tries an insert; an insert that
 * meets a like committed meanwhile by the same user (a double click on two tabs) does nothing, and
 * the loop deletes that like instead, so N concurrent toggles end where N sequential ones would.
 * The count is kept by the like tables' triggers (migration 0004), in the statement that adds or
 * removes the row, on any number of server instances.
 */
export async function toggleLike(
  db: Db,
  target: LikeTarget,
  id: number,
  userId: string,
): Promise<LikeToggle | undefined> {
  const { likes, key } = targets[target];
  const mine = and(eq(key, id), eq(likes.userId, userId));
  // Every lost round means another toggle of the same pair won one, so the loop always ends; with
  // k toggles in flight at once it takes at most about k/2 rounds. The bound only guards bugs.
  for (let attempt = 0; attempt < 100; attempt++) {
    const removed = await db.delete(likes).where(mine).returning({ id: likes.id });
    if (removed.length > 0) return withCount(db, target, id, false);
    try {
      if (await insertLike(db, target, id, userId)) return withCount(db, target, id, true);
    } catch (error) {
      if (isForeignKeyViolation(error)) return undefined;
      throw error;
    }
  }
  throw new Error('like toggle did not settle');
}

/** Adds the like; false when it exists already. */
async function insertLike(db: Db, target: LikeTarget, id: number, userId: string) {
  const added =
    target === 'announcement'
      ? await db
          .insert(announcementLikes)
          .values({ announcementId: id, userId })
          .onConflictDoNothing()
          .returning({ id: announcementLikes.id })
      : await db
          .insert(commentLikes)
          .values({ commentId: id, userId })
          .onConflictDoNothing()
          .returning({ id: commentLikes.id });
  return added.length > 0;
}

async function withCount(
  db: Db,
  target: LikeTarget,
  id: number,
  liked: boolean,
): Promise<LikeToggle | undefined> {
  const { liked: table, count } = targets[target];
  const [row] = await db.select({ likesCount: count }).from(table).where(eq(table.id, id));
  return row && { liked, likesCount: row.likesCount };
}

/** Whether the caller likes it; undefined when there is nothing with that id. */
export async function likeState(
  db: Db,
  target: LikeTarget,
  id: number,
  userId: string,
): Promise<boolean | undefined> {
  const { likes, key, liked: table } = targets[target];
  const [row] = await db
    .select({ liked: likes.id })
    .from(table)
    .leftJoin(likes, and(eq(key, table.id), eq(likes.userId, userId)))
    .where(eq(table.id, id))
    .limit(1);
  return row ? row.liked !== null : undefined;
}
