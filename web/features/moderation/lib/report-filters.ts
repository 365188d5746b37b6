import { REPORT_STATUSES, type ReportStatus } from '@contracts/moderation';
import { REPORT_CONTENT_TYPES, type ReportContentType } from '@contracts/reports';
import type { ReportsQuery } from '../api/moderation-keys';
import type { ModerationText } from './moderation-text';

/** The status tabs, each with its text's name. */
export const STATUS_TABS: readonly { value: ReportStatus; text: ModerationText }[] = [
  { value: 'pending', text: 'statusPending' },
  { value: 'actioned', text: 'statusActioned' },
  { value: 'dismissed', text: 'statusDismissed' },
];

/** The content-type filter's choices, each with its text's name; '' is every kind. */
export const TYPE_FILTERS: readonly { value: ReportContentType | ''; text: ModerationText }[] = [
  { value: '', text: 'typeAll' },
  { value: 'announcement', text: 'typePosts' },
  { value: 'comment', text: 'typeComments' },
  { value: 'recipe', text: 'typeRecipes' },
  { value: 'user', text: 'typeProfiles' },
];

const isStatus = (value: string | null): value is ReportStatus =>
  (REPORT_STATUSES as readonly (string | null)[]).includes(value);
const isContentType = (value: string | null): value is ReportContentType =>
  (REPORT_CONTENT_TYPES as readonly (string | null)[]).includes(value);

/**
 * The list the address asks for (?status=&type=&page=), so Back and a bookmark bring it back. A
 * value the server would refuse reads as its default rather than an error page.
 */
export function readReportsQuery(params: URLSearchParams): ReportsQuery {
  const status = params.get('status');
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    status: isStatus(status) ? status : 'pending',
    ...(isContentType(type) && { contentType: type }),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The address's query for `query`, defaults left out: a plain /moderation is the first list. */
export function writeReportsQuery({ status, contentType, page }: ReportsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== 'pending') params.set('status', status);
  if (contentType) params.set('type', contentType);
  if (page > 1) params.set('page', String(page));
  return params;
}
