import { type SQL, sql } from 'drizzle-orm';
import type { AuditEntry, ModerationActionInput } from '../../../contracts/moderation.js';
import type { ReportContentType } from '../../../contracts/reports.js';
import type { Db } from '../../db/client.js';
import { isoOf, rowsOf } from '../../db/rows.js';
import type { UserRow } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../http-errors.js';
import { endSessionsBut } from '../account-security/sessions.queries.js';
import { UNTIL_LIFTED } from './suspension.js';

type Action = Required<Pick<ModerationActionInput, 'action' | 'reason'>> &
  Pick<ModerationActionInput, 'contentType' | 'contentId' | 'userId' | 'days'>;

const OWNER_OF: Record<Exclude<ReportContentType, 'user'>, SQL> = {
  announcement: sql`select user_id from announcements where id = `,
  comment: sql`select user_id from comments where id = `,
  recipe: sql`select user_id from recipes where id = `,
};

/**
 * Carries out a moderator's action in one transaction (decision 047): the cook it concerns is
 * checked (nobody acts on themselves; only an administrator on an administrator), the action is
 * done, the item's open case — every pending report of it — is resolved, and the audit log gets
 * its line, which is the answer.
 */
export async function performAction(
  db: Db,
  moderator: UserRow,
  input: Action,
): Promise<AuditEntry> {
  return db.transaction(async (tx) => {
    const target = await targetOf(tx as unknown as Db, input);
    if (target.id === moderator.id)
      throw new HttpError(403, "You can't act on your own account or content");
    if (target.role === 'admin' && moderator.role !== 'admin') {
      throw new HttpError(403, "You can't act on an administrator");
    }
    let until: Date | null = null;
    if (input.action === 'suspend') {
      until = input.days ? new Date(Date.now() + input.days * 86_400_000) : UNTIL_LIFTED;
      await tx.execute(
        sql`update users set suspended_until = ${until.toISOString()} where id = ${target.id}`,
      );
      // Signed out everywhere at once; signing in is refused until then.
      await endSessionsBut(tx as unknown as Db, target.id, null);
    } else if (input.action === 'lift') {
      await tx.execute(sql`update users set suspended_until = null where id = ${target.id}`);
    }
    await changeContent(tx as unknown as Db, input);
    const resolved = await resolveCase(tx as unknown as Db, input, target.id);
    if (input.action === 'dismiss' && resolved === undefined) throw notFound('Pending report');
    await notify(tx as unknown as Db, input, target.id, resolved);
    const [entry] = rowsOf<AuditRow>(
      await tx.execute(sql`
        with made as (
          insert into moderation_actions (moderator_id, action, content_type, content_id, user_id, reason, until)
          values (${moderator.id}, ${input.action}, ${input.contentType ?? null},
                  ${input.contentType === 'user' ? null : (input.contentId ?? null)}, ${target.id},
                  ${input.reason}, ${until?.toISOString() ?? null})
          returning *
        )
        ${auditSelect(sql`made`)}`),
    );
    if (!entry) throw new Error('the audit entry was not written');
    return toAuditEntry(entry);
  });
}

/** The cook an action concerns: the one named, or the owner of the content named. */
async function targetOf(db: Db, input: Action): Promise<{ id: string; role: string }> {
  let id = input.userId;
  if (!id && input.contentType && input.contentType !== 'user' && input.contentId) {
    const [owner] = rowsOf<{ user_id: string }>(
      await db.execute(sql`${OWNER_OF[input.contentType]}${input.contentId}`),
    );
    id = owner?.user_id;
    // Reports of content deleted since are still dismissed: their case names the cook.
    if (!id && input.action === 'dismiss') id = await reportedUserOfCase(db, input);
  }
  const [user] = id
    ? rowsOf<{ id: string; role: string }>(
        await db.execute(sql`select id, role from users where id = ${id} for update`),
      )
    : [];
  if (!user) throw notFound(input.contentType && input.contentType !== 'user' ? 'Content' : 'User');
  return user;
}

async function reportedUserOfCase(db: Db, input: Action): Promise<string | undefined> {
  const [row] = rowsOf<{ reported_user_id: string }>(
    await db.execute(sql`
      select reported_user_id from report_cases
       where status = 'pending' and content_type = ${input.contentType ?? ''}
         and coalesce(content_id, 0) = ${input.contentId ?? 0}
       limit 1`),
  );
  return row?.reported_user_id;
}

const CONTENT_TABLES = { announcement: 'announcements', comment: 'comments', recipe: 'recipes' };

/**
 * What the action does to the content (decision 047): remove withholds it with the reason its
 * author is shown, restore shows it again, and a dismissal shows again what its reports hid (a
 * removal stays). The kept counts follow by the tables' triggers.
 */
async function changeContent(db: Db, input: Action): Promise<void> {
  const { contentType, contentId } = input;
  if (!contentType || contentType === 'user' || !contentId) return;
  const table = sql.identifier(CONTENT_TABLES[contentType]);
  const set =
    input.action === 'remove'
      ? sql`removed_reason = ${input.reason}, hidden_at = null`
      : input.action === 'restore'
        ? sql`removed_reason = null, hidden_at = null`
        : input.action === 'dismiss'
          ? sql`hidden_at = null`
          : undefined;
  if (set) await db.execute(sql`update ${table} set ${set} where id = ${contentId}`);
}

/**
 * Who hears of the action (decision 048): every reporter of the resolved case that their report
 * was reviewed (never what was done), the author of removed content, a suspended cook.
 */
async function notify(
  db: Db,
  input: Action,
  userId: string,
  resolvedCase: number | undefined,
): Promise<void> {
  const target =
    input.contentType && input.contentType !== 'user' && input.contentId
      ? { type: input.contentType, id: input.contentId }
      : { type: null, id: null };
  if (resolvedCase !== undefined) {
    await db.execute(sql`
      insert into notifications (user_id, type, target_type, target_id)
      select distinct reporter_id, 'report-reviewed', ${target.type}, ${target.id}::int
        from reports where case_id = ${resolvedCase}`);
  }
  if (input.action === 'remove') {
    await db.execute(sql`
      insert into notifications (user_id, type, target_type, target_id)
      values (${userId}, 'removed', ${target.type}, ${target.id}::int)`);
  } else if (input.action === 'suspend') {
    await db.execute(
      sql`insert into notifications (user_id, type) values (${userId}, 'suspended')`,
    );
  }
}

/**
 * The open case of the item named by the action, and its reports, marked resolved: dismissed
 * or actioned. Without an item named (a suspension from the team's screen) there is none.
 * Resolves with the case's id, if there was one.
 */
async function resolveCase(db: Db, input: Action, userId: string): Promise<number | undefined> {
  if (!input.contentType) return undefined;
  const status = input.action === 'dismiss' ? 'dismissed' : 'actioned';
  const contentId = input.contentType === 'user' ? 0 : (input.contentId ?? 0);
  const [resolved] = rowsOf<{ id: number }>(
    await db.execute(sql`
      update report_cases set status = ${status}, resolved_at = now()
       where status = 'pending' and content_type = ${input.contentType}
         and coalesce(content_id, 0) = ${contentId} and reported_user_id = ${userId}
      returning id`),
  );
  if (!resolved) return undefined;
  await db.execute(sql`update reports set status = ${status} where case_id = ${resolved.id}`);
  return resolved.id;
}

export interface AuditRow {
  id: number;
  action: AuditEntry['action'];
  content_type: AuditEntry['contentType'];
  content_id: number | null;
  reason: string;
  until: unknown;
  created_at: unknown;
  m_id: string | null;
  m_display_name: string | null;
  m_first_name: string | null;
  m_last_name: string | null;
  m_profile_image_url: string | null;
  u_id: string | null;
  u_display_name: string | null;
  u_first_name: string | null;
  u_last_name: string | null;
  u_profile_image_url: string | null;
}

/** The audit log's lines from `source` (a table or a CTE aliased `e`), with both cooks. */
export const auditSelect = (source: SQL) => sql`
  select e.id, e.action, e.content_type, e.content_id, e.reason, e.until, e.created_at,
         m.id as m_id, m.display_name as m_display_name, m.first_name as m_first_name,
         m.last_name as m_last_name, m.profile_image_url as m_profile_image_url,
         u.id as u_id, u.display_name as u_display_name, u.first_name as u_first_name,
         u.last_name as u_last_name, u.profile_image_url as u_profile_image_url
    from ${source} e
    left join users m on m.id = e.moderator_id
    left join users u on u.id = e.user_id`;

const personOf = (row: AuditRow, prefix: 'm' | 'u') => {
  const id = row[`${prefix}_id`];
  return id === null
    ? null
    : {
        id,
        displayName: row[`${prefix}_display_name`],
        firstName: row[`${prefix}_first_name`],
        lastName: row[`${prefix}_last_name`],
        profileImageUrl: row[`${prefix}_profile_image_url`],
      };
};

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    moderator: personOf(row, 'm'),
    contentType: row.content_type,
    contentId: row.content_id,
    user: personOf(row, 'u'),
    reason: row.reason,
    until: row.until && new Date(row.until as string) < UNTIL_LIFTED ? isoOf(row.until) : null,
    createdAt: isoOf(row.created_at),
  };
}
