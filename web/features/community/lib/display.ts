import type { UserSummary } from '@contracts/user';
import type { CommunityT } from './community-text';

/** A reported comment is named by its text cut to 50 characters. */
export const REPORT_TITLE_MAX = 50;

/** How a post or comment names its author: the display name, else the real name. */
export function authorName(
  t: CommunityT,
  user: Pick<UserSummary, 'displayName' | 'firstName' | 'lastName'>,
) {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return user.displayName?.trim() || fullName || t('communityMember');
}

/** '1 Like', 'n Likes'. */
export const likesLabel = (t: CommunityT, count: number) => t('likesCount', { count });

/** '1 Comment', 'n Comments'. */
export const commentsLabel = (t: CommunityT, count: number) => t('commentsCount', { count });

/** The replies toggle of a comment: 'View 1 reply', 'View n replies'. */
export const repliesLabel = (t: CommunityT, count: number) => t('viewReplies', { count });

/** Cut by whole characters, so an emoji at the cut is not broken in half. */
export function commentReportTitle(content: string): string {
  return Array.from(content.trim()).slice(0, REPORT_TITLE_MAX).join('');
}

const KB = 1024;
const MB = 1024 * KB;

/** A byte count for people: "840 KB", "12.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(0, Math.round(bytes / KB))} KB`;
}
