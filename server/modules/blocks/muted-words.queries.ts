import { sql } from 'drizzle-orm';
import { MUTED_WORDS_MAX, type MutedWord } from '../../../contracts/protection.js';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../db/like-pattern.js';
import { affectedRows, isoOf, rowsOf } from '../../db/rows.js';

/** The caller's muted words and phrases, oldest first (at most MUTED_WORDS_MAX). */
export async function mutedWords(db: Db, userId: string): Promise<MutedWord[]> {
  const rows = rowsOf<MutedRow>(
    await db.execute(sql`
      select id, phrase, created_at from muted_words
       where user_id = ${userId} order by id limit ${MUTED_WORDS_MAX}`),
  );
  return rows.map(toMutedWord);
}

/**
 * Mutes a phrase in the caller's feed (decision 048): the feed then leaves out posts whose title
 * or text holds it, in any case. The limit is checked in the insert itself, under a lock on the
 * cook's row, so two at once cannot pass it. Resolves `full` at the limit and `duplicate` for a
 * phrase muted already.
 */
export async function muteWord(
  db: Db,
  userId: string,
  phrase: string,
): Promise<MutedWord | 'full' | 'duplicate'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
    const [inserted] = rowsOf<MutedRow>(
      await tx.execute(sql`
        insert into muted_words (user_id, phrase, pattern)
        select ${userId}, ${phrase}, ${likePattern(phrase)}
         where (select count(*) from muted_words where user_id = ${userId}) < ${MUTED_WORDS_MAX}
        on conflict do nothing
        returning id, phrase, created_at`),
    );
    if (inserted) return toMutedWord(inserted);
    const [count] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from muted_words where user_id = ${userId}`),
    );
    return (count?.n ?? 0) >= MUTED_WORDS_MAX ? 'full' : 'duplicate';
  });
}

/** Unmutes; false when the caller has no such muted word. */
export async function unmuteWord(db: Db, userId: string, id: number): Promise<boolean> {
  return (
    affectedRows(
      await db.execute(sql`delete from muted_words where id = ${id} and user_id = ${userId}`),
    ) > 0
  );
}

interface MutedRow {
  id: number;
  phrase: string;
  created_at: unknown;
}

const toMutedWord = (row: MutedRow): MutedWord => ({
  id: row.id,
  phrase: row.phrase,
  createdAt: isoOf(row.created_at),
});
