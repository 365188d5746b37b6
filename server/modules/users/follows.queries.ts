import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { follows, users } from '../../db/schema/index.js';

const pair = (followerId: string, followingId: string) =>
  and(eq(follows.followerId, followerId), eq(follows.followingId, followingId));

export async function isFollowing(db: Db, followerId: string, followingId: string) {
  const [row] = await db
    .select({ id: follows.id })
    .from(follows)
    .where(pair(followerId, followingId))
    .limit(1);
  return Boolean(row);
}

/**
 * Toggles a follow and resolves with the new state, or undefined when the target cannot be
 * followed: it does not exist, or its profile is private and the caller does not follow it yet
 * (unfollowing someone who has since gone private still works; following them would reveal
 * that a hidden profile exists), or `blocked` when either cook blocked the other (decision 048;
 * unfollowing always works).
 *
 * Concurrency: toggles of one pair take a transaction-scoped advisory lock on the pair, so each
 * sees the state the previous one committed and really flips it (20 concurrent clicks end where
 * 20 sequential ones would). The unique pair constraint still guarantees 0 or 1 row, so counts
 * computed from rows stay exact, on any number of server instances.
 */
export async function toggleFollow(
  db: Db,
  followerId: string,
  followingId: string,
): Promise<boolean | 'blocked' | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`follow:${followerId}:${followingId}`}, 0))`,
    );
    const [target] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, followingId),
          sql`(${users.isPublic} or exists (select 1 from ${follows} where ${pair(followerId, followingId)}))`,
        ),
      )
      .limit(1);
    if (!target) return undefined;
    const unfollowed = await tx
      .delete(follows)
      .where(pair(followerId, followingId))
      .returning({ id: follows.id });
    if (unfollowed.length > 0) return false;
    const [block] = rowsOf(
      await tx.execute(sql`
        select 1 from blocks
         where (blocker_id = ${followingId} and blocked_id = ${followerId})
            or (blocker_id = ${followerId} and blocked_id = ${followingId})`),
    );
    if (block) return 'blocked';
    await tx.insert(follows).values({ followerId, followingId }).onConflictDoNothing();
    return true;
  });
}
