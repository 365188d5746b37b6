import type { ReportContentType, ReportReason } from '@contracts/reports';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** What is being reported: recipe, announcement and comment by id, a user by id. */
export interface ReportTarget {
  contentType: ReportContentType;
  contentId?: number;
  reportedUserId?: string;
  /** Shown in the dialog, e.g. the recipe's title or the user's name. */
  title: string;
}

export interface ReportSubmission {
  target: ReportTarget;
  reason: ReportReason;
  details: string;
}

/** The details are trimmed and left out when empty. */
export function reportBody({ target, reason, details }: ReportSubmission) {
  const description = details.trim();
  return {
    contentType: target.contentType,
    ...(target.contentId !== undefined && { contentId: target.contentId }),
    ...(target.reportedUserId && { reportedUserId: target.reportedUserId }),
    reason,
    ...(description && { description }),
  };
}

/** POST /api/reports; the answer's body is not used. */
export function useSubmitReport() {
  return useMutation({
    mutationFn: async (submission: ReportSubmission) => {
      await apiRequest('POST', '/api/reports', reportBody(submission));
    },
  });
}
