import type { Aisle } from '@contracts/shopping-lists';
import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/texts';
import type { ListLine } from '../lib/apply-changes';
import { AISLE_TEXTS, aisleOrder } from '../lib/list-groups';

/**
 * Where a line's item is found in the shop. The household learns it: the item goes to that aisle
 * on every list from now on.
 */
export function MoveAisleDialog({
  line,
  aisles,
  onClose,
  onMove,
}: {
  line: ListLine | null;
  aisles: readonly Aisle[];
  onClose: () => void;
  onMove: (line: ListLine, aisle: Aisle) => void;
}) {
  const t = useT('shopping');
  // The menu it was opened from is gone: the focus goes back to the line's menu button, in
  // whichever aisle the line is now.
  const ref = useRef<string | null>(null);
  useEffect(() => {
    if (line) ref.current = String(line.ref);
  }, [line]);
  return (
    <Dialog open={line !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const button = document.querySelector<HTMLElement>(
            `[data-line-menu="${CSS.escape(ref.current ?? '')}"]`,
          );
          if (!button) return;
          event.preventDefault();
          button.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('moveToAisle')}</DialogTitle>
          <DialogDescription>{t('moveToAisleText', { item: line?.text ?? '' })}</DialogDescription>
        </DialogHeader>
        <ul aria-label={t('aisles')} className="grid gap-2 sm:grid-cols-2">
          {aisleOrder(aisles).map((aisle) => {
            const current = line?.aisle === aisle;
            return (
              <li key={aisle}>
                <Button
                  variant={current ? 'default' : 'outline'}
                  aria-pressed={current}
                  className="h-12 w-full justify-between"
                  onClick={() => {
                    if (line && !current) onMove(line, aisle);
                    onClose();
                  }}
                >
                  {t(AISLE_TEXTS[aisle])}
                  {current && <Check aria-hidden="true" />}
                </Button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
