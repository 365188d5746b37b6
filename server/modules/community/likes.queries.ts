import { sql } from 'drizzle-orm';
import type { LikeToggle } from '../../../contracts/community.js';
import type { Db } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { Prepared, type Row } from '../../db/prepared.js';

/** What can be liked: the like table and its key column, and the liked table. */
const targets = {
  // A post's likes carry its like_step (decision 058).
  announcement: {
    likes: 'announcement_likes',
    key: 'announcement_id',
    liked: 'announcements',
    step: 'like_step',
  },
  comment: { likes: 'comment_likes', key: 'comment_id', liked: 'comments', step: undefined },
} as const;
export type LikeTarget = keyof typeof targets;

type LikeValues = { id: number; userId: string };

/** The toggle of each target, one prepared statement (decision 016). */
const toggleStatements = Object.fromEntries(
  Object.entries(targets).map(([target, { likes, key, liked, step }]) => {
    const [table, column, parent] = [
      sql.identifier(likes),
      sql.identifier(key),
      sql.identifier(liked),
    ];
    const id = sql.placeholder('id');
    const userId = sql.placeholder('userId');
    const stepColumn = step ? sql`, step` : sql``;
    const stepValue = step ? sql`, target.${sql.identifier(step)}` : sql``;
    const stepRead = step ? sql`, p.${sql.identifier(step)}` : sql``;
    return [
      target,
      new Prepared<LikeValues>(
        `${target}_like_toggle`,
        () => sql`
          with target as (
            select p.likes_count, p.withheld${stepRead},
                   exists (select 1 from blocks b
                            where b.blocker_id = p.user_id and b.blocked_id = ${userId}) as blocked
              from ${parent} p where p.id = ${id}
               for no key update of p
          ), gone as (
            delete from ${table} where ${column} = ${id} and user_id = ${userId}
               and exists (select 1 from target where not withheld)
            returning 1
          ), added as (
            insert into ${table} (${column}, user_id${stepColumn})
            select ${id}::int, ${userId}::text${stepValue} from target
             where not target.withheld and not target.blocked and not exists (select 1 from gone)
            on conflict do nothing returning 1
          )
          select (select count(*) from gone)::int as removed,
                 (select count(*) from added)::int as added,
                 target.likes_count, target.withheld, target.blocked
            from target`,
      ),
    ];
  }),
) as Record<LikeTarget, Prepared<LikeValues>>;

/**
 * Flips the caller's like in one statement and answers the new state with the count, undefined
 * when there is nothing with that id the caller may like (withheld content is not there for
 * likes, decision 047), or `blocked` when its author blocked the caller (who may still take a
 * like back; decision 048). No transaction is needed: the unique
 * (target, user) constraint decides between concurrent toggles. The statement deletes the like or,
 * when there was none, inserts it; the liked row is locked first, before any like row, so a like
 * whose trigger rewrites the post's other likes (decision 058) never waits on a like row while its
 * owner waits on the post. An insert that meets a like committed meanwhile by the same user
 * (a double click on two tabs) does nothing, and the next round deletes that like instead, so N
 * concurrent toggles end where N sequential ones would. The stored count is kept by the like
 * tables' triggers (migration 0004) on any number of instances; the answer is the count this
 * statement saw, moved by its own change.
 */
export async function toggleLike(
  db: Db,
  target: LikeTarget,
  id: number,
  userId: string,
): Promise<LikeToggle | 'blocked' | undefined> {
  // Every lost round means another toggle of the same pair won one, so the loop always ends; with
  // k toggles in flight at once it takes at most about k/2 rounds. The bound only guards bugs.
  for (let attempt = 0; attempt < 100; attempt++) {
    let row: Row | undefined;
    try {
      [row] = await toggleStatements[target].run(db, { id, userId });
    } catch (error) {
      if (isForeignKeyViolation(error)) return undefined;
      throw error;
    }
    const count = row?.likes_count as number | null | undefined;
    if (!row || count == null || row.withheld) return undefined;
    if (Number(row.removed) > 0) return { liked: false, likesCount: Math.max(0, count - 1) };
    if (row.blocked) return 'blocked';
    if (Number(row.added) > 0) return { liked: true, likesCount: count + 1 };
  }
  throw new Error('like toggle did not settle');
}

/** Whether the caller likes it; undefined when there is nothing with that id they may see. */
export async function likeState(
  db: Db,
  target: LikeTarget,
  id: number,
  userId: string,
): Promise<boolean | undefined> {
  const { likes, key, liked } = targets[target];
  const result = await db.execute(sql`
    select exists (
             select 1 from ${sql.identifier(likes)}
              where ${sql.identifier(key)} = ${id} and user_id = ${userId}
           ) as liked
      from ${sql.identifier(liked)} where id = ${id} and (not withheld or user_id = ${userId})`);
  const row = (result as unknown as { rows: { liked: boolean }[] }).rows[0];
  return row?.liked;
}
