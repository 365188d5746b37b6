import { createContext, type ReactNode, type RefObject, useContext } from 'react';

/** What the community asks to be reported; the route turns it into the shared report dialog. */
export interface CommunityReport {
  /** The menu item's text and the dialog's heading: 'Report announcement' or 'Report comment'. */
  label: string;
  contentType: 'announcement' | 'comment';
  contentId: number;
  reportedUserId: string;
  /** Shown in the dialog: a post's title, or a comment's text cut to 50 characters. */
  title: string;
}

/** The dialog is opened and closed by the post's or comment's own menu. */
export interface ReportDialogControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu's button, where focus goes back on closing. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export type ReportSlot = (report: CommunityReport & ReportDialogControl) => ReactNode;

const ReportSlotContext = createContext<ReportSlot | null>(null);

/**
 * Features do not import each other, so the report dialog (the reports feature) reaches posts and
 * comments — however deep in a thread — through this slot, which the route fills. Without it, the
 * report items are simply not offered.
 */
export const ReportSlotProvider = ReportSlotContext.Provider;

export function useReportSlot(): ReportSlot | null {
  return useContext(ReportSlotContext);
}
