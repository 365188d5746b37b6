import { Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { MoreActionsMenu } from './more-actions-menu';

/** The '…' menu ('More actions', like the one on others' content) of one's own post or comment. */
export function OwnerMenu({
  label,
  onSelect,
  triggerRef,
  small = false,
}: {
  /** The item's text: 'Delete announcement' or 'Delete comment'. */
  label: string;
  onSelect: () => void;
  triggerRef: Ref<HTMLButtonElement>;
  small?: boolean;
}) {
  return (
    <MoreActionsMenu triggerRef={triggerRef} small={small}>
      <DropdownMenuItem className="text-destructive" onSelect={onSelect}>
        <Trash2 aria-hidden="true" />
        {label}
      </DropdownMenuItem>
    </MoreActionsMenu>
  );
}
