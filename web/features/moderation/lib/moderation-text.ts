import type { ReportedItem } from '@contracts/moderation';
import { REPORT_REASONS, type ReportContentType, type ReportReason } from '@contracts/reports';
import type { UserSummary } from '@contracts/user';
import { personName } from '@/lib/person-name';
import { exactDateTime } from '@/lib/relative-time';

/** What a cook is called here: the display name, else the real name. */
export const cookName = (user: Pick<UserSummary, 'displayName' | 'firstName' | 'lastName'>) =>
  personName(user, 'A cook');

/** "1 report", "3 reports": each from a different cook. */
export const reportsCountText = (count: number) => (count === 1 ? '1 report' : `${count} reports`);

export const CONTENT_TYPE_NAMES: Record<ReportContentType, string> = {
  announcement: 'Post',
  comment: 'Comment',
  recipe: 'Recipe',
  user: 'Profile',
};

/** The reasons given, most given first, with the report dialog's labels. */
export function reasonCounts(reasons: ReportedItem['reasons']): [label: string, count: number][] {
  return (Object.entries(reasons) as [ReportReason, number | undefined][])
    .filter((entry): entry is [ReportReason, number] => (entry[1] ?? 0) > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => [REPORT_REASONS[reason], count]);
}

export const reasonLabel = (reason: ReportReason) => REPORT_REASONS[reason];

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
export function suspensionText(until: string | null, now = Date.now()): string | null {
  if (!until || !isSuspended(until, now)) return null;
  if (untilLifted(until) || Number.isNaN(Date.parse(until))) return 'Suspended until lifted';
  return `Suspended until ${exactDateTime(until)}`;
}
