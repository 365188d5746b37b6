import { createContext, type ReactNode, useContext } from 'react';

/** What the community asks to be reported; the route turns it into the shared report menu. */
export interface CommunityReport {
  label: 'Report announcement' | 'Report comment';
  contentType: 'announcement' | 'comment';
  contentId: number;
  reportedUserId: string;
  /** Shown in the dialog: a post's title, or a comment's text cut to 50 characters. */
  title: string;
}

export type ReportSlot = (report: CommunityReport) => ReactNode;

const ReportSlotContext = createContext<ReportSlot | null>(null);

/**
 * Features do not import each other, so the report menu (the reports feature) reaches posts and
 * comments — however deep in a thread — through this slot, which the route fills. Without it, the
 * report items are simply not offered.
 */
export const ReportSlotProvider = ReportSlotContext.Provider;

export function useReportSlot(): ReportSlot | null {
  return useContext(ReportSlotContext);
}
