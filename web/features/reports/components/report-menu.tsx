import { Flag, MoreHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import type { ReportTarget } from '../api/use-submit-report';
import { ReportDialog } from './report-dialog';

/**
 * A small '…' menu (button 'More actions') whose one item — e.g. 'Report Recipe' or
 * 'Report User' — opens the report dialog for `target`.
 */
export function ReportMenu({
  label,
  target,
  className,
}: {
  label: 'Report Recipe' | 'Report User' | 'Report announcement' | 'Report comment';
  target: ReportTarget;
  className?: string;
}) {
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
            aria-label="More actions"
            title="More actions"
            className={cn('bg-card/90 backdrop-blur', className)}
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem className="text-destructive" onSelect={() => setOpen(true)}>
            <Flag aria-hidden="true" />
            {label}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog
        target={target}
        heading={label}
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={triggerRef}
      />
    </>
  );
}
