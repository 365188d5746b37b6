import type { UserSummary } from '@contracts/user';
import { Ban, Flag } from 'lucide-react';
import { useRef, useState } from 'react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useT } from '@/lib/i18n/texts';
import { authorName } from '../lib/display';
import { BlockCookDialog } from './block/block-cook-dialog';
import { MoreActionsMenu } from './more-actions-menu';
import { type CommunityReport, useReportSlot } from './report-slot';

type Chosen = 'report' | 'block' | null;

/**
 * The '…' menu of someone else's post or comment: report it (where the route offers reports) or
 * block its author. Each item opens its dialog, which outlives the menu closing.
 */
export function OthersMenu({
  report,
  author,
  small = false,
  afterBlockFocus,
}: {
  report: CommunityReport;
  author: UserSummary;
  small?: boolean;
  /** Where focus goes once a block took the content, and this menu, off the screen. */
  afterBlockFocus: () => HTMLElement | null;
}) {
  const t = useT('community');
  const reportDialog = useReportSlot();
  const [chosen, setChosen] = useState<Chosen>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const name = authorName(t, author);
  const control = (dialog: Exclude<Chosen, null>) => ({
    open: chosen === dialog,
    onOpenChange: (open: boolean) => setChosen(open ? dialog : null),
    returnFocusTo: trigger,
  });

  return (
    <>
      <MoreActionsMenu triggerRef={trigger} small={small}>
        {reportDialog && (
          <DropdownMenuItem className="text-destructive" onSelect={() => setChosen('report')}>
            <Flag aria-hidden="true" />
            {report.label}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => setChosen('block')}>
          <Ban aria-hidden="true" />
          {t('blockCook', { name })}
        </DropdownMenuItem>
      </MoreActionsMenu>
      {reportDialog?.({ ...report, ...control('report') })}
      <BlockCookDialog
        cook={{ userId: author.id, name }}
        {...control('block')}
        afterBlockFocus={afterBlockFocus}
      />
    </>
  );
}
