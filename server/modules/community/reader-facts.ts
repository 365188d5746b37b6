import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { UserRow } from '../../db/schema/index.js';
import type { ReaderFacts } from './feed-options.js';

/** What the session's users row tells of its reader (kept by triggers, decision 055). */
export type ReaderRow = Pick<UserRow, 'id' | 'followingCount' | 'blocksCount' | 'mutedWordsCount'>;

/**
 * Whether the reader blocked anyone, their muted words' patterns, and the share of all cooks they
 * follow (over the planner's estimate of the cooks: no count is read), so that a page's statement
 * tests blocks and mutes only for readers who have them. The row the session read says whether
 * they have any (most have none, and their feed reads exactly as it would without either): only a
 * reader with muted words costs a read here, of their own few patterns.
 */
export async function readerFacts(db: Db, reader: ReaderRow): Promise<ReaderFacts> {
  const mutes =
    reader.mutedWordsCount > 0
      ? rowsOf<{ pattern: string }>(
          await db.execute(sql`select pattern from muted_words where user_id = ${reader.id}`),
        ).map((row) => row.pattern)
      : [];
  return {
    blocks: reader.blocksCount > 0,
    mutes,
    followedShare: reader.followingCount / (await cooksEstimate(db)),
  };
}

/** How long an instance keeps the planner's estimate of the cooks before it reads it again. */
const ESTIMATE_KEPT_MS = 60_000;
const estimates = new WeakMap<Db, { cooks: Promise<number>; at: number }>();

/**
 * The planner's own estimate of how many cooks there are (at least 1), read at most once a minute
 * per instance: it moves with the community's growth, not with a request, and is already an
 * estimate (refreshed by the database's own statistics).
 */
function cooksEstimate(db: Db): Promise<number> {
  const kept = estimates.get(db);
  if (kept && Date.now() - kept.at < ESTIMATE_KEPT_MS) return kept.cooks;
  const cooks = db
    .execute(sql`select reltuples::float8 as n from pg_class where oid = 'users'::regclass`)
    .then((result) => Math.max(Number(rowsOf<{ n: number }>(result)[0]?.n ?? 1), 1));
  estimates.set(db, { cooks, at: Date.now() });
  // A failed read is not kept: the next page asks again.
  cooks.catch(() => {
    if (estimates.get(db)?.cooks === cooks) estimates.delete(db);
  });
  return cooks;
}
