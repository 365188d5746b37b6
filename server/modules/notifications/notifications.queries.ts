import { type SQL, sql } from 'drizzle-orm';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  UNREAD_COUNT_MAX,
} from '../../../contracts/notifications.js';
import type { UserSummary } from '../../../contracts/user.js';
import type { Db } from '../../db/client.js';
import { affectedRows, isoOf, rowsOf } from '../../db/rows.js';

/** The kinds an other cook's action makes: hidden once every such cook is blocked. */
const BY_OTHERS = sql`('like', 'comment', 'reply', 'follow')`;

/**
 * A page of the reader's notifications, newest first along `notifications_user_idx` (decision
 * 048). A like joining its group moves the group up, so the order is (created_at, id), and
 * `before` names the last one of the previous page. Left out as the index delivers them: those
 * whose every actor the reader blocked, and those about a post, comment or recipe that is gone or
 * the reader may not see (a moderation notice keeps its line, without the link).
 */
export async function notificationPage(
  db: Db,
  userId: string,
  before: number | undefined,
): Promise<Notification[]> {
  const rows = rowsOf<NotificationRow>(await db.execute(notificationPageQuery(userId, before)));
  return rows.map(toNotification);
}

/** The statement of `notificationPage`, for the plan test to EXPLAIN. */
export function notificationPageQuery(userId: string, before: number | undefined): SQL {
  const cursor = before
    ? sql`and (n.created_at, n.id) < (select b.created_at, b.id from notifications b
                                       where b.id = ${before} and b.user_id = ${userId})`
    : sql``;
  return sql`
      select n.id, n.type, n.actors_count, n.target_type, n.target_id, n.created_at,
             n.read_at is not null as read, t.title, t.announcement_id, t.shown,
             (select coalesce(json_agg(json_build_object(
                       'id', u.id, 'displayName', u.display_name, 'firstName', u.first_name,
                       'lastName', u.last_name, 'profileImageUrl', u.profile_image_url)
                     order by array_position(n.actor_ids, u.id)), '[]')
                from users u
               where u.id = any(n.actor_ids)
                 and not exists (select 1 from blocks b
                                  where b.blocker_id = ${userId} and b.blocked_id = u.id)) as actors
        from notifications n
        left join lateral (${targetOf(userId)}) t on true
       where n.user_id = ${userId} ${cursor} and ${shownToReader(userId)}
       order by n.created_at desc, n.id desc
       limit ${NOTIFICATIONS_PAGE_SIZE}`;
}

/**
 * The notifications (`n`, with its target `t`) the list shows, and the bell counts: not about
 * another cook's action when the reader blocked every cook it names, nor about a thing the reader
 * may no longer see.
 */
const shownToReader = (userId: string): SQL => sql`
  (n.type not in ${BY_OTHERS}
   or exists (select 1 from unnest(n.actor_ids) a
               where not exists (select 1 from blocks b
                                  where b.blocker_id = ${userId} and b.blocked_id = a)))
  and (n.target_type is null or n.type not in ${BY_OTHERS} or t.shown)`;

/** The target's title and whether the reader may see it: their own, or not withheld. */
const targetOf = (userId: string): SQL => sql`
  select a.title, null::int as announcement_id, (not a.withheld or a.user_id = ${userId}) as shown
    from announcements a where n.target_type = 'announcement' and a.id = n.target_id
  union all
  select a.title, c.announcement_id,
         (not c.withheld and not a.withheld) or c.user_id = ${userId} as shown
    from comments c join announcements a on a.id = c.announcement_id
   where n.target_type = 'comment' and c.id = n.target_id
  union all
  select r.title, null::int, (r.is_public and not r.withheld) or r.user_id = ${userId} as shown
    from recipes r where n.target_type = 'recipe' and r.id = n.target_id`;

/**
 * Unread notifications as the list shows them, counted up to UNREAD_COUNT_MAX: a bounded read of
 * the unread index.
 */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`
      select count(*)::int as count from (
        select 1 from notifications n
          left join lateral (${targetOf(userId)}) t on true
         where n.user_id = ${userId} and n.read_at is null and ${shownToReader(userId)}
         limit ${UNREAD_COUNT_MAX}) unread`),
  );
  return row?.count ?? 0;
}

/** Marks the reader's notifications read: all, or up to and including `upTo` in list order. */
export async function markRead(db: Db, userId: string, upTo: number | undefined): Promise<number> {
  const until = upTo
    ? sql`and (created_at, id) <= (select b.created_at, b.id from notifications b
                                    where b.id = ${upTo} and b.user_id = ${userId})`
    : sql``;
  return affectedRows(
    await db.execute(sql`
      update notifications set read_at = now()
       where user_id = ${userId} and read_at is null ${until}`),
  );
}

interface NotificationRow {
  id: number;
  type: Notification['type'];
  actors_count: number;
  target_type: 'announcement' | 'comment' | 'recipe' | 'user' | null;
  target_id: number | null;
  created_at: unknown;
  read: boolean;
  title: string | null;
  announcement_id: number | null;
  shown: boolean | null;
  actors: UserSummary[] | string;
}

function toNotification(row: NotificationRow): Notification {
  const actors = typeof row.actors === 'string' ? JSON.parse(row.actors) : row.actors;
  const linked = row.target_type !== null && row.target_id !== null && row.shown === true;
  return {
    id: row.id,
    type: row.type,
    actors,
    actorsCount: row.actors_count,
    target: linked
      ? {
          type: row.target_type as 'announcement',
          id: row.target_id as number,
          title: row.title,
          announcementId: row.announcement_id,
        }
      : null,
    createdAt: isoOf(row.created_at),
    read: row.read,
  };
}
