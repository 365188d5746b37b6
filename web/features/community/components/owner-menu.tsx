import { MoreHorizontal, Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** The '…' menu ('More actions', like the report menu) of one's own post or comment. */
export function OwnerMenu({
  label,
  onSelect,
  triggerRef,
  small = false,
}: {
  label: 'Delete announcement' | 'Delete comment';
  onSelect: () => void;
  triggerRef: Ref<HTMLButtonElement>;
  small?: boolean;
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={triggerRef}
          type="button"
          variant="ghost"
          size="sm"
          aria-label="More actions"
          title="More actions"
          className={small ? 'h-8 px-2' : undefined}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem className="text-destructive" onSelect={onSelect}>
          <Trash2 aria-hidden="true" />
          {label}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
