import type { ReportReason } from '@contracts/reports';
import type { TextName } from '@/lib/i18n/texts';

/**
 * Each report reason's text in the `reports` namespace: the report dialog offers them, the
 * moderation screens count them, in the same words.
 */
export const REASON_TEXTS: Record<ReportReason, TextName<'reports'>> = {
  spam: 'reasonSpam',
  harassment: 'reasonHarassment',
  inappropriate: 'reasonInappropriate',
  hate_speech: 'reasonHateSpeech',
  violence: 'reasonViolence',
  other: 'reasonOther',
};
