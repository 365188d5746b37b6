import type { ReportStatus } from '@contracts/moderation';
import type { ReportContentType } from '@contracts/reports';

/** Which page of reported items: a status, maybe one kind of content, a page from 1. */
export interface ReportsQuery {
  status: ReportStatus;
  contentType?: ReportContentType;
  page: number;
}

/**
 * Query keys of the moderation feature, all under ['moderation']: an action changes the lists of
 * reports and the log at once.
 */
export const moderationKeys = {
  all: ['moderation'] as const,
  reports: () => [...moderationKeys.all, 'reports'] as const,
  reportPage: (query: ReportsQuery) => [...moderationKeys.reports(), query] as const,
  log: () => [...moderationKeys.all, 'log'] as const,
  staff: () => [...moderationKeys.all, 'staff'] as const,
  cookSearch: (q: string) => [...moderationKeys.staff(), 'search', q] as const,
};

export const REPORTS_URL = '/api/moderation/reports';
export const ACTIONS_URL = '/api/moderation/actions';
export const LOG_URL = '/api/moderation/log';
export const STAFF_URL = '/api/admin/users';

export function reportsUrl({ status, contentType, page }: ReportsQuery): string {
  const params = new URLSearchParams({ status });
  if (contentType) params.set('contentType', contentType);
  params.set('page', String(page));
  return `${REPORTS_URL}?${params}`;
}

export const logUrl = (before: number | undefined) =>
  before === undefined ? LOG_URL : `${LOG_URL}?${new URLSearchParams({ before: String(before) })}`;

export const cookSearchUrl = (q: string) => `${STAFF_URL}?${new URLSearchParams({ q })}`;

export const roleUrl = (userId: string) => `${STAFF_URL}/${encodeURIComponent(userId)}/role`;
