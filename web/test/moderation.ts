import type {
  AuditEntry,
  ModerationPage,
  ReportDetail,
  ReportedContent,
  ReportedItem,
  StaffMember,
} from '@contracts/moderation';
import type { UserSummary } from '@contracts/user';
import { toast } from '@/components/ui/use-toast';
import { makeAppConfig } from './account';
import { type ApiCall, errorAnswer, jsonAnswer, parseCall, stubApi } from './api-stub';
import { makeUser, renderApp } from './render-app';

export const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000).toISOString();

export function makeCook(overrides: Partial<UserSummary> = {}): UserSummary {
  return {
    id: 'cook-2',
    displayName: 'Sam Spammer',
    firstName: 'Sam',
    lastName: 'Lee',
    profileImageUrl: null,
    ...overrides,
  };
}

export function makeReport(overrides: Partial<ReportDetail> = {}): ReportDetail {
  return {
    reporter: makeCook({ id: 'cook-3', displayName: 'Rita Reporter' }),
    reason: 'spam',
    description: null,
    createdAt: minutesAgo(30),
    ...overrides,
  };
}

/** A post as the moderators see it. */
export function makeContent(overrides: Partial<ReportedContent> = {}): ReportedContent {
  return {
    title: 'Cheap watches here',
    text: 'Click my link for the best deals.',
    image: null,
    video: null,
    announcementId: null,
    createdAt: minutesAgo(180),
    ...overrides,
  };
}

/** A pending post by Sam, reported by two cooks (spam twice) and one more (harassment). */
export function makeReportedItem(overrides: Partial<ReportedItem> = {}): ReportedItem {
  return {
    id: 1,
    contentType: 'announcement',
    contentId: 41,
    reportedUser: { ...makeCook(), role: 'user', suspendedUntil: null },
    reportsCount: 3,
    reasons: { spam: 2, harassment: 1 },
    firstReportedAt: minutesAgo(120),
    status: 'pending',
    content: makeContent(),
    reports: [
      makeReport({ description: 'Selling things again' }),
      makeReport({ reporter: makeCook({ id: 'cook-4', displayName: 'Omar Oven' }) }),
      makeReport({
        reporter: makeCook({ id: 'cook-5', displayName: 'Pia Pan' }),
        reason: 'harassment',
      }),
    ],
    ...overrides,
  };
}

export const reportPage = (items: ReportedItem[], hasMore = false): ModerationPage => ({
  items,
  hasMore,
});

export function makeStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    ...makeCook({ id: 'mod-1', displayName: 'Mia Moderator' }),
    role: 'moderator',
    ...overrides,
  };
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 100,
    action: 'dismiss',
    moderator: makeCook({ id: 'mod-1', displayName: 'Mia Moderator' }),
    contentType: 'announcement',
    contentId: 41,
    user: makeCook(),
    reason: 'Advertising',
    until: null,
    createdAt: minutesAgo(10),
    ...overrides,
  };
}

/** `count` log entries with falling ids from `firstId`, as a newest-first page holds them. */
export const makeAuditEntries = (count: number, firstId: number) =>
  Array.from({ length: count }, (_, index) =>
    makeAuditEntry({ id: firstId - index, reason: `Reason ${firstId - index}` }),
  );

/**
 * A stand-in for the moderation API: the settings; the reports (`reports` answers each read);
 * actions (`act`, 201 by default); the team and searches; the log by `before`. Anything else is a
 * 404, as the server answers a cook who may not see these.
 */
export function moderationApi({
  reports = () => reportPage([makeReportedItem()]),
  act = () => jsonAnswer(makeAuditEntry(), 201),
  staff = [makeStaffMember({ id: 'admin-1', displayName: 'Ada Admin', role: 'admin' })],
  search = () => [],
  log = () => [],
  community = true,
}: {
  reports?: (query: Record<string, string>) => ModerationPage;
  act?: (call: ApiCall) => Response;
  staff?: StaffMember[];
  search?: (q: string) => StaffMember[];
  log?: (before: string | undefined) => AuditEntry[];
  community?: boolean;
} = {}) {
  return (call: ApiCall): Response => {
    const { path, query } = parseCall(call);
    if (path === '/api/app-config') return jsonAnswer(makeAppConfig({ community }));
    if (path === '/api/moderation/reports') return jsonAnswer(reports(query));
    if (path === '/api/moderation/actions' && call.method === 'POST') return act(call);
    if (path === '/api/moderation/log') return jsonAnswer(log(query.before));
    if (path === '/api/admin/users' && call.method === 'GET') {
      return jsonAnswer(query.q === undefined ? staff : search(query.q));
    }
    return errorAnswer(404, 'Not found');
  };
}

/** `path` for a cook of `role` on the stubbed moderation API. */
export function openModeration(
  path: string,
  api: Parameters<typeof moderationApi>[0] = {},
  role: 'user' | 'moderator' | 'admin' = 'moderator',
) {
  const stub = stubApi(moderationApi(api));
  return { ...renderApp(path, makeUser({ role })), ...stub };
}

/** The reads of the reports list, their queries in order. */
export const reportReads = (calls: readonly ApiCall[]) =>
  calls
    .map(parseCall)
    .filter(({ path }) => path === '/api/moderation/reports')
    .map(({ query }) => query);

export const actionCalls = (calls: readonly ApiCall[]) =>
  calls.filter((call) => parseCall(call).path === '/api/moderation/actions');

/**
 * Closes the toast an earlier test left in the app's toast store (a module of its own, kept
 * between tests), so that a toast a test looks for is one it raised.
 */
export function clearToasts() {
  toast({ title: '' }).dismiss();
}
