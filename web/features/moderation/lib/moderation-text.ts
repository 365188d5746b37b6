import type { ReportedItem } from '@contracts/moderation';
import type { ReportReason } from '@contracts/reports';
import type { UserSummary } from '@contracts/user';
import type { TextName, useT } from '@/lib/i18n/texts';
import { personName } from '@/lib/person-name';
import { exactDateTime } from '@/lib/relative-time';
import { REASON_TEXTS } from '@/lib/report-reasons';

/** The moderation texts in the page's language, as `useT('moderation')` gives them. */
export type ModerationT = ReturnType<typeof useT<'moderation'>>;
/** A moderation text's name. */
export type ModerationText = TextName<'moderation'>;
/** The report dialog's texts, whose reasons the moderators read as the reporters chose them. */
export type ReportsT = ReturnType<typeof useT<'reports'>>;

/** What a cook is called here: the display name, else the real name. */
export const cookName = (
  t: ModerationT,
  user: Pick<UserSummary, 'displayName' | 'firstName' | 'lastName'>,
) => personName(user, t('aCook'));

/** "1 report", "3 reports": each from a different cook. */
export const reportsCountText = (t: ModerationT, count: number) => t('reportsCount', { count });

/** The reasons given, most given first, with the report dialog's labels. */
export function reasonCounts(
  tr: ReportsT,
  reasons: ReportedItem['reasons'],
): [label: string, count: number][] {
  return (Object.entries(reasons) as [ReportReason, number | undefined][])
    .filter((entry): entry is [ReportReason, number] => (entry[1] ?? 0) > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => [tr(REASON_TEXTS[reason]), count]);
}

export const reasonLabel = (tr: ReportsT, reason: ReportReason) => tr(REASON_TEXTS[reason]);

/**
 * The server writes a suspension until lifted as the end of time: PostgreSQL's 'infinity', or a
 * date no one will see (year 9999 and later).
 */
function untilLifted(until: string): boolean {
  const text = until.trim().toLowerCase();
  if (text === 'infinity') return true;
  const year = Number(/^\+?(\d{4,6})-/.exec(text)?.[1] ?? new Date(text).getUTCFullYear());
  return year >= 9999;
}

/** Whether a cook's suspension (if any) still holds at `now`. */
export function isSuspended(until: string | null, now = Date.now()): boolean {
  if (!until) return false;
  if (untilLifted(until)) return true;
  const end = Date.parse(until);
  return Number.isNaN(end) || end > now;
}

/** "Suspended until lifted", "Suspended until March 5, 2025 at 12:00 PM"; null when not. */
export function suspensionText(
  t: ModerationT,
  language: string,
  until: string | null,
  now = Date.now(),
): string | null {
  if (!until || !isSuspended(until, now)) return null;
  if (untilLifted(until) || Number.isNaN(Date.parse(until))) return t('suspendedUntilLifted');
  return t('suspendedUntil', { date: exactDateTime(until, language) });
}
