import type { AuditEntry } from '@contracts/moderation';
import { exactDateTime } from '@/lib/relative-time';
import { cookName, type ModerationT } from './moderation-text';

/**
 * What an entry acted on, in words: the cook for a suspension and for a profile, else the kind
 * of content and whose it was ("a post by Sam"). The log's line puts it after its verb
 * (`logEntry`), so each language words it as that verb's object.
 */
export function auditTarget(t: ModerationT, entry: AuditEntry): string {
  const who = entry.user ? cookName(t, entry.user) : null;
  if (entry.action === 'suspend' || entry.action === 'lift') return who ?? t('logTargetCook');
  if (entry.contentType === 'user') {
    return who ? t('logTargetProfile', { name: who }) : t('logTargetSomeProfile');
  }
  // A kind the texts do not name (none) reads as "content".
  const type = entry.contentType ?? 'none';
  return who ? t('logTargetBy', { type, name: who }) : t('logTarget', { type });
}

/** How long a suspension lasts, for a suspension's entry; null for any other. */
export function auditUntil(t: ModerationT, language: string, entry: AuditEntry): string | null {
  if (entry.action !== 'suspend') return null;
  return entry.until
    ? t('logUntil', { date: exactDateTime(entry.until, language) })
    : t('untilLifted');
}
