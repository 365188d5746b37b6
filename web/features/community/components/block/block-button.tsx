import { Ban } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { useBlockState, useSetBlocked } from '../../api/block-cook';
import { toastFailure } from '../../lib/unauthorized';
import { BlockCookDialog } from './block-cook-dialog';

/**
 * 'Block {name}' on someone else's profile, asking first; 'Unblock {name}' once blocked, at once
 * (undoing a block takes nothing away). Render it only for a signed-in viewer of another cook:
 * whether they are blocked is looked up when it mounts.
 */
export function BlockButton({ userId, name }: { userId: string; name: string }) {
  const t = useT('community');
  const { data: blocked, isPending } = useBlockState(userId, true);
  const unblock = useSetBlocked();
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  const onClick = () => {
    if (!blocked) {
      setAsking(true);
      return;
    }
    unblock.mutate(
      { userId, name, block: false },
      { onError: (error) => toastFailure(t, error, t('unblockFailed', { name })) },
    );
  };

  return (
    <>
      <Button
        ref={trigger}
        type="button"
        variant="outline"
        onClick={onClick}
        disabled={isPending || unblock.isPending}
        className={blocked ? undefined : 'text-destructive hover:bg-destructive-soft'}
      >
        <Ban aria-hidden="true" />
        {t(blocked ? 'unblockCook' : 'blockCook', { name })}
      </Button>
      <BlockCookDialog
        cook={{ userId, name }}
        open={asking}
        onOpenChange={setAsking}
        returnFocusTo={trigger}
      />
    </>
  );
}
