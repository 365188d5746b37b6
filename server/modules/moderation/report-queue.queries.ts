import { type SQL, sql } from 'drizzle-orm';
import {
  MODERATION_PAGE_SIZE,
  type ModerationPage,
  type ModerationQuery,
  REPORTS_SHOWN,
  type ReportDetail,
  type ReportedContent,
  type ReportedItem,
} from '../../../contracts/moderation.js';
import type { ReportContentType, ReportReason } from '../../../contracts/reports.js';
import type { Role } from '../../../contracts/roles.js';
import type { UserSummary } from '../../../contracts/user.js';
import { arrayLiteral } from '../../db/array-literal.js';
import type { Db } from '../../db/client.js';
import { isoOf, rowsOf } from '../../db/rows.js';
import { withheldColumns, withheldOf } from '../../db/withheld.js';

interface CaseRow {
  id: number;
  content_type: ReportContentType;
  content_id: number | null;
  status: ReportedItem['status'];
  reports_count: number;
  reasons: Record<string, number>;
  first_reported_at: unknown;
  user_id: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  role: Role;
  suspended_until: unknown;
}

/**
 * One page of the moderators' queue: cases of one status (and content type), most reported then
 * oldest first, along `report_cases_queue_idx` (or its per-type twin) with the counts kept on the
 * case; then, for the page's 20 cases only, their newest reports and what was reported, a
 * statement per kind of thing, never per case.
 */
export async function reportQueuePage(db: Db, query: ModerationQuery): Promise<ModerationPage> {
  const cases = rowsOf<CaseRow>(await db.execute(reportQueueQuery(query)));
  const page = cases.slice(0, MODERATION_PAGE_SIZE);
  const [reports, contents] = await Promise.all([
    reportsOf(
      db,
      page.map((one) => one.id),
    ),
    contentsOf(db, page),
  ]);
  return {
    items: page.map((row) => ({
      id: row.id,
      contentType: row.content_type,
      contentId: row.content_id,
      reportedUser: {
        ...summaryOf(row),
        id: row.user_id,
        role: row.role,
        suspendedUntil:
          row.suspended_until && new Date(row.suspended_until as string) > new Date()
            ? isoOf(row.suspended_until)
            : null,
      },
      reportsCount: row.reports_count,
      reasons: row.reasons as ReportedItem['reasons'],
      firstReportedAt: isoOf(row.first_reported_at),
      status: row.status,
      content:
        contents.get(
          contentKey(
            row.content_type,
            row.content_type === 'user' ? row.user_id : (row.content_id ?? 0),
          ),
        ) ?? null,
      reports: reports.get(row.id) ?? [],
    })),
    hasMore: cases.length > MODERATION_PAGE_SIZE,
  };
}

/** The page's cases with their cooks: the statement the plan test EXPLAINs. */
export function reportQueueQuery(query: ModerationQuery): SQL {
  const type = query.contentType ? sql`and c.content_type = ${query.contentType}` : sql``;
  return sql`
    select c.id, c.content_type, c.content_id, c.status, c.reports_count, c.reasons,
           c.first_reported_at, u.id as user_id, u.display_name, u.first_name, u.last_name,
           u.profile_image_url, u.role, u.suspended_until
      from report_cases c
      join users u on u.id = c.reported_user_id
     where c.status = ${query.status} ${type}
     -- "nulls last" as the index has it (the count is never null): otherwise no index matches.
     order by c.reports_count desc nulls last, c.first_reported_at, c.id
     limit ${MODERATION_PAGE_SIZE + 1} offset ${(query.page - 1) * MODERATION_PAGE_SIZE}`;
}

const summaryOf = (row: {
  user_id: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
}): UserSummary => ({
  id: row.user_id,
  displayName: row.display_name,
  firstName: row.first_name,
  lastName: row.last_name,
  profileImageUrl: row.profile_image_url,
});

/** The newest reports of each case, by `reports_case_idx`, with their reporters. */
async function reportsOf(db: Db, caseIds: number[]): Promise<Map<number, ReportDetail[]>> {
  const found = new Map<number, ReportDetail[]>();
  if (caseIds.length === 0) return found;
  const rows = rowsOf<{
    case_id: number;
    reason: ReportReason;
    description: string | null;
    created_at: unknown;
    user_id: string;
    display_name: string | null;
    first_name: string | null;
    last_name: string | null;
    profile_image_url: string | null;
  }>(
    await db.execute(sql`
      select k.id as case_id, r.reason, r.description, r.created_at, u.id as user_id,
             u.display_name, u.first_name, u.last_name, u.profile_image_url
        from unnest(${arrayLiteral(caseIds)}::int[]) as k(id)
        cross join lateral (
          select r.reason, r.description, r.created_at, r.reporter_id from reports r
           where r.case_id = k.id order by r.created_at desc limit ${REPORTS_SHOWN}
        ) r
        join users u on u.id = r.reporter_id
       order by k.id, r.created_at desc`),
  );
  for (const row of rows) {
    const list = found.get(row.case_id) ?? [];
    list.push({
      reporter: summaryOf(row),
      reason: row.reason,
      description: row.description,
      createdAt: isoOf(row.created_at),
    });
    found.set(row.case_id, list);
  }
  return found;
}

const contentKey = (type: ReportContentType, id: number | string) => `${type}:${id}`;

interface ContentRow {
  id: number | string;
  title: string | null;
  text: string | null;
  image: string | null;
  video: string | null;
  announcement_id: number | null;
  created_at: unknown;
  removed_reason: string | null;
  hidden: boolean;
}

/** What each case is about, as it is now: one statement per content type on the page. */
async function contentsOf(db: Db, cases: CaseRow[]): Promise<Map<string, ReportedContent>> {
  const ids = (type: ReportContentType) =>
    cases
      .filter((one) => one.content_type === type && one.content_id !== null)
      .map((one) => one.content_id as number);
  const users = cases.filter((one) => one.content_type === 'user').map((one) => one.user_id);
  const statements: [ReportContentType, SQL][] = [];
  const announcementIds = ids('announcement');
  if (announcementIds.length) {
    statements.push([
      'announcement',
      sql`select a.id, a.title, a.content as text, a.image, a.video, null::int as announcement_id,
                 a.created_at, ${withheldColumns('a')}
            from announcements a where a.id = any(${arrayLiteral(announcementIds)}::int[])`,
    ]);
  }
  const commentIds = ids('comment');
  if (commentIds.length) {
    statements.push([
      'comment',
      sql`select c.id, a.title, c.content as text, null as image, null as video,
                 c.announcement_id, c.created_at, ${withheldColumns('c')}
            from comments c join announcements a on a.id = c.announcement_id
           where c.id = any(${arrayLiteral(commentIds)}::int[])`,
    ]);
  }
  const recipeIds = ids('recipe');
  if (recipeIds.length) {
    statements.push([
      'recipe',
      sql`select r.id, r.title, r.description as text, r.image, null as video,
                 null::int as announcement_id, r.created_at, ${withheldColumns('r')}
            from recipes r where r.id = any(${arrayLiteral(recipeIds)}::int[])`,
    ]);
  }
  if (users.length) {
    statements.push([
      'user',
      sql`select u.id, u.display_name as title, u.bio as text, u.profile_image_url as image,
                 null as video, null::int as announcement_id, u.created_at,
                 null as removed_reason, false as hidden
            from users u where u.id = any(${arrayLiteral(users)}::text[])`,
    ]);
  }
  const found = new Map<string, ReportedContent>();
  const results = await Promise.all(
    statements.map(
      async ([type, statement]) => [type, rowsOf<ContentRow>(await db.execute(statement))] as const,
    ),
  );
  for (const [type, rows] of results) {
    for (const row of rows) {
      const withheld = withheldOf(row);
      found.set(contentKey(type, row.id), {
        title: row.title,
        text: row.text,
        image: row.image,
        video: row.video,
        announcementId: row.announcement_id,
        createdAt: row.created_at ? isoOf(row.created_at) : null,
        ...(withheld ? { withheld } : {}),
      });
    }
  }
  return found;
}
