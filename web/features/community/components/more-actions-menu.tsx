import { MoreHorizontal } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useT } from '@/lib/i18n/texts';

/** The '…' button ('More actions') of a post or comment, and the menu of `children` it opens. */
export function MoreActionsMenu({
  triggerRef,
  small = false,
  children,
}: {
  triggerRef: Ref<HTMLButtonElement>;
  small?: boolean;
  children: ReactNode;
}) {
  const t = useT('community');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={triggerRef}
          type="button"
          variant="ghost"
          size="sm"
          aria-label={t('moreActions')}
          title={t('moreActions')}
          className={small ? 'h-8 px-2' : undefined}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}
