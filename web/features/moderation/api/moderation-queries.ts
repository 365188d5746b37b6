import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  auditEntrySchema,
  type ModerationPage,
  moderationPageSchema,
  type StaffMember,
  staffMemberSchema,
} from '@contracts/moderation';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson } from '@/lib/api';
import {
  cookSearchUrl,
  logUrl,
  moderationKeys,
  type ReportsQuery,
  reportsUrl,
  STAFF_URL,
} from './moderation-keys';

const staffListSchema = z.array(staffMemberSchema);
const auditPageSchema = z.array(auditEntrySchema);

/**
 * GET /api/moderation/reports: one page of reported items. While another status, kind or page
 * loads, the items before stay on screen (marked busy) rather than flashing skeletons.
 */
export function useReportedItems(query: ReportsQuery) {
  return useQuery({
    queryKey: moderationKeys.reportPage(query),
    queryFn: async ({ signal }): Promise<ModerationPage> =>
      moderationPageSchema.parse(await getJson(reportsUrl(query), { signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/moderation/log: the newest entries first, the next page from before the last id. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: moderationKeys.log(),
    queryFn: async ({ pageParam, signal }): Promise<AuditEntry[]> =>
      auditPageSchema.parse(await getJson(logUrl(pageParam), { signal })),
    initialPageParam: undefined as number | undefined,
    // A short page is the last one.
    getNextPageParam: (last: AuditEntry[]) =>
      last.length < AUDIT_PAGE_SIZE ? undefined : last.at(-1)?.id,
  });
}

/** GET /api/admin/users: the moderators and administrators. */
export function useStaff() {
  return useQuery({
    queryKey: moderationKeys.staff(),
    queryFn: async ({ signal }): Promise<StaffMember[]> =>
      staffListSchema.parse(await getJson(STAFF_URL, { signal })),
  });
}

/** GET /api/admin/users?q=: cooks whose display name holds `q`; nothing is asked for a blank one. */
export function useCookSearch(q: string) {
  return useQuery({
    queryKey: moderationKeys.cookSearch(q),
    queryFn: async ({ signal }): Promise<StaffMember[]> =>
      staffListSchema.parse(await getJson(cookSearchUrl(q), { signal })),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}
