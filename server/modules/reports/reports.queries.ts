import { and, eq, or } from 'drizzle-orm';
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
  const visible =
    contentType === 'recipe'
      ? or(eq(recipes.isPublic, true), eq(recipes.userId, reporterId))
      : undefined;
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
