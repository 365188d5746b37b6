import type { ReactNode, RefObject } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';

/**
 * Asks before deleting something (a recipe, a post, a comment), or before another step that
 * cannot be taken back (leaving a household). While the deletion runs, both
 * buttons are disabled and the dialog stays open. Given `returnFocusTo`, focus goes back to the
 * control that opened it on closing; once that is gone with the deleted item, to `fallbackFocus`
 * instead of being lost on the page's body.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  pending,
  onConfirm,
  returnFocusTo,
  fallbackFocus,
  confirmLabel,
  pendingLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
  fallbackFocus?: () => HTMLElement | null;
  /** The confirming button, for a removal that is not called deleting ('Leave household'). */
  confirmLabel?: string;
  pendingLabel?: string;
}) {
  // Here rather than in the dialog's content: the texts come with the screen, not on opening.
  const t = useT('shared');
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo) return;
          event.preventDefault();
          const trigger = returnFocusTo.current;
          const target = trigger?.isConnected ? trigger : fallbackFocus?.();
          // No scroll jump: the reader stays where the deleted item was.
          target?.focus({ preventScroll: true });
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('cancel')}</AlertDialogCancel>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? (pendingLabel ?? t('deleting')) : (confirmLabel ?? t('delete'))}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
