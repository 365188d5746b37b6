import { and, eq, or, sql } from 'drizzle-orm';
import {
  type ReportContentType,
  type ReportCreated,
  type ReportValues,
  reportCreatedSchema,
} from '../../../contracts/reports.js';
import type { Db } from '../../db/client.js';
import { announcements, comments, recipes, reports, users } from '../../db/schema/index.js';

const LABELS: Record<ReportContentType, string> = {
  announcement: 'Announcement',
  comment: 'Comment',
  user: 'User',
  recipe: 'Recipe',
};
export const contentLabel = (type: ReportContentType) => LABELS[type];

/**
 * The owner of the reported content as the reporter may see it, or undefined when there is no
 * such content for them: a recipe must be public or the reporter's own (a private recipe is
 * "not found" to others everywhere else too).
 */
export async function findReportedOwner(
  db: Db,
  reporterId: string,
  input: Pick<ReportValues, 'contentType' | 'contentId' | 'reportedUserId'>,
): Promise<string | undefined> {
  const { contentType, contentId } = input;
  if (contentType === 'user') {
    // A user is named by reportedUserId; a numeric contentId is accepted as an id too.
    const id = input.reportedUserId ?? String(contentId);
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    return row?.id;
  }
  if (contentId === undefined) return undefined;
  const table = { announcement: announcements, comment: comments, recipe: recipes }[contentType];
  // Withheld content (decision 047) is not there for anyone but its author and the moderators.
  const visible =
    contentType === 'recipe'
      ? or(
          and(eq(recipes.isPublic, true), eq(recipes.withheld, false)),
          eq(recipes.userId, reporterId),
        )
      : or(eq(table.withheld, false), eq(table.userId, reporterId));
  const [row] = await db
    .select({ userId: table.userId })
    .from(table)
    .where(and(eq(table.id, contentId), visible))
    .limit(1);
  return row?.userId;
}

/**
 * Files a report; resolves undefined when the reporter already reported this content. The
 * unique (reporter, contentType, contentId) constraint decides, so two concurrent submissions
 * cannot both succeed.
 */
export async function insertReport(
  db: Db,
  values: {
    reporterId: string;
    reportedUserId: string;
    contentType: ReportContentType;
    contentId: number | null;
    reason: string;
    description: string | null;
  },
): Promise<ReportCreated | undefined> {
  const [row] = await db
    .insert(reports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: reports.id, status: reports.status });
  // A new report starts as the column's default, 'pending'; only moderators move it on.
  return row && reportCreatedSchema.parse(row);
}

const HIDEABLE = { announcement: 'announcements', comment: 'comments', recipe: 'recipes' } as const;

/**
 * Hides the content once `threshold` distinct cooks reported it (their reports are in its open
 * case, one per reporter), until a moderator acts (decision 047). One statement; hiding twice, or
 * content a moderator removed, changes nothing.
 */
export async function hideWhenReportedEnough(
  db: Db,
  contentType: ReportContentType,
  contentId: number | null,
  threshold: number,
): Promise<void> {
  if (contentType === 'user' || contentId === null) return;
  const table = sql.identifier(HIDEABLE[contentType]);
  await db.execute(sql`
    update ${table} t set hidden_at = now()
     where t.id = ${contentId} and not t.withheld
       and (select c.reports_count from report_cases c
             where c.status = 'pending' and c.content_type = ${contentType}
               and c.content_id = ${contentId} and c.reported_user_id = t.user_id) >= ${threshold}`);
}
