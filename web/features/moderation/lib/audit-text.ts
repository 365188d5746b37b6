import type { AuditEntry } from '@contracts/moderation';
import type { ReportContentType } from '@contracts/reports';
import { exactDateTime } from '@/lib/relative-time';
import { cookName } from './moderation-text';

/** What the moderator did, as the log says it before naming what it was done to. */
export const AUDIT_VERBS: Record<AuditEntry['action'], string> = {
  dismiss: 'dismissed the reports on',
  remove: 'removed',
  restore: 'restored',
  suspend: 'suspended',
  lift: 'lifted the suspension of',
};

const CONTENT_PHRASES: Record<Exclude<ReportContentType, 'user'>, string> = {
  announcement: 'a post',
  comment: 'a comment',
  recipe: 'a recipe',
};

/**
 * What an entry acted on, in words: the cook for a suspension and for a profile, else the kind
 * of content and whose it was ("a post by Sam").
 */
export function auditTarget(entry: AuditEntry): string {
  const who = entry.user ? cookName(entry.user) : null;
  if (entry.action === 'suspend' || entry.action === 'lift') return who ?? 'a cook';
  if (entry.contentType === 'user') return `the profile of ${who ?? 'a cook'}`;
  const content = entry.contentType ? CONTENT_PHRASES[entry.contentType] : 'content';
  return who ? `${content} by ${who}` : content;
}

/** How long a suspension lasts, for a suspension's entry; null for any other. */
export function auditUntil(entry: AuditEntry): string | null {
  if (entry.action !== 'suspend') return null;
  return entry.until ? `Until ${exactDateTime(entry.until)}` : 'Until lifted';
}
