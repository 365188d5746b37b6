import { Flag, MoreHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { type TextName, useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import type { ReportTarget } from '../api/use-submit-report';
import { ReportDialog } from './report-dialog';

type ReportLabel = 'Report Recipe' | 'Report User' | 'Report announcement' | 'Report comment';

/** Each kind of report's menu item and dialog heading, named as the callers name it. */
const LABEL_TEXTS: Record<ReportLabel, TextName<'reports'>> = {
  'Report Recipe': 'reportRecipe',
  'Report User': 'reportUser',
  'Report announcement': 'reportAnnouncement',
  'Report comment': 'reportComment',
};

/**
 * A small '…' menu (button 'More actions') whose one item — e.g. 'Report Recipe' or
 * 'Report User' — opens the report dialog for `target`.
 */
export function ReportMenu({
  label,
  target,
  className,
}: {
  label: ReportLabel;
  target: ReportTarget;
  className?: string;
}) {
  const t = useT('reports');
  const heading = t(LABEL_TEXTS[label]);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            ref={triggerRef}
            type="button"
            variant="outline"
            size="sm"
            aria-label={t('moreActions')}
            title={t('moreActions')}
            className={cn('bg-card/90 backdrop-blur', className)}
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem className="text-destructive" onSelect={() => setOpen(true)}>
            <Flag aria-hidden="true" />
            {heading}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog
        target={target}
        heading={heading}
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={triggerRef}
      />
    </>
  );
}
