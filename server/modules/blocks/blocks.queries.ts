import { type SQL, sql } from 'drizzle-orm';
import { BLOCKS_PAGE_SIZE, type BlockedCook } from '../../../contracts/protection.js';
import type { Db } from '../../db/client.js';
import { isoOf, rowsOf } from '../../db/rows.js';

/**
 * Blocks or unblocks a cook (decision 048) and resolves with the new state, or undefined when
 * there is no such cook. Blocking ends the follows between the two, both ways, in the same
 * transaction: neither sees the other in "following" nor counts them.
 */
export async function toggleBlock(
  db: Db,
  blockerId: string,
  blockedId: string,
): Promise<boolean | undefined> {
  return db.transaction(async (tx) => {
    const [target] = rowsOf(await tx.execute(sql`select 1 from users where id = ${blockedId}`));
    if (!target) return undefined;
    const [unblocked] = rowsOf(
      await tx.execute(sql`
        delete from blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId}
        returning 1`),
    );
    if (unblocked) return false;
    // The follows first: their trigger locks both cooks' rows in id order, before the block's
    // own count locks the blocker's, so two cooks blocking each other at once cannot deadlock.
    await tx.execute(sql`
      delete from follows
       where (follower_id = ${blockerId} and following_id = ${blockedId})
          or (follower_id = ${blockedId} and following_id = ${blockerId})`);
    await tx.execute(sql`
      insert into blocks (blocker_id, blocked_id) values (${blockerId}, ${blockedId})
      on conflict do nothing`);
    return true;
  });
}

/** A page of the cooks the caller blocked, newest first (by the blocks key: one cook's rows). */
export async function blockedCooks(
  db: Db,
  blockerId: string,
  page: number,
): Promise<BlockedCook[]> {
  const rows = rowsOf<BlockRow>(
    await db.execute(sql`
      select u.id, u.display_name, u.first_name, u.last_name, u.profile_image_url, b.created_at
        from blocks b join users u on u.id = b.blocked_id
       where b.blocker_id = ${blockerId}
       order by b.created_at desc, b.blocked_id
       limit ${BLOCKS_PAGE_SIZE} offset ${(page - 1) * BLOCKS_PAGE_SIZE}`),
  );
  return rows.map((row) => ({
    id: row.id,
    displayName: row.display_name,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    blockedAt: isoOf(row.created_at),
  }));
}

/** The statement of `blockedCooks`, for the plan test to EXPLAIN. */
export const blockedCooksQuery = (blockerId: string, page: number): SQL => sql`
  select u.id, u.display_name, u.first_name, u.last_name, u.profile_image_url, b.created_at
    from blocks b join users u on u.id = b.blocked_id
   where b.blocker_id = ${blockerId}
   order by b.created_at desc, b.blocked_id desc
   limit ${BLOCKS_PAGE_SIZE} offset ${(page - 1) * BLOCKS_PAGE_SIZE}`;

/** Whether the caller blocked this cook. */
export async function isBlocked(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      select 1 from blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId}`),
  );
  return rows.length > 0;
}

interface BlockRow {
  id: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  created_at: unknown;
}
