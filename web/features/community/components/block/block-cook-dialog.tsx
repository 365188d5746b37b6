import { type RefObject, useRef } from 'react';
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
import { type BlockChange, useSetBlocked } from '../../api/block-cook';
import { toastFailure } from '../../lib/unauthorized';

/**
 * Asks before blocking a cook, saying what it does. While the call runs both buttons wait and the
 * dialog stays open. Closing gives focus back to the control that opened it; after a block from
 * a post or comment, whose menu leaves with the cook's content, to `afterBlockFocus` instead.
 */
export function BlockCookDialog({
  cook,
  open,
  onOpenChange,
  returnFocusTo,
  afterBlockFocus,
}: {
  cook: Omit<BlockChange, 'block'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  afterBlockFocus?: () => HTMLElement | null;
}) {
  const t = useT('community');
  const blocking = useSetBlocked();
  const blocked = useRef(false);

  const confirm = () =>
    blocking.mutate(
      { ...cook, block: true },
      {
        onSuccess: () => {
          blocked.current = true;
          onOpenChange(false);
        },
        onError: (error) => {
          onOpenChange(false);
          toastFailure(t, error, t('blockFailed', { name: cook.name }));
        },
      },
    );

  return (
    <AlertDialog open={open} onOpenChange={(next) => !blocking.isPending && onOpenChange(next)}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const trigger = returnFocusTo.current;
          const stays = !blocked.current && trigger?.isConnected;
          const target = stays ? trigger : (afterBlockFocus?.() ?? trigger);
          blocked.current = false;
          target?.focus({ preventScroll: true });
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t('blockTitle', { name: cook.name })}</AlertDialogTitle>
          <AlertDialogDescription>{t('blockExplanation')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={blocking.isPending}>{t('cancel')}</AlertDialogCancel>
          <Button variant="destructive" disabled={blocking.isPending} onClick={confirm}>
            {blocking.isPending ? t('blocking') : t('blockCook', { name: cook.name })}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
