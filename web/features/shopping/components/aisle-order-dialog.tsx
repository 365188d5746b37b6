import type { Aisle } from '@contracts/shopping-lists';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { useSaveAisleOrder } from '../api/list-mutations';
import { AISLE_TEXTS, aisleOrder } from '../lib/list-groups';

/** The order the household walks its shop in: each aisle moves up or down a place. */
export function AisleOrderDialog({
  open,
  onOpenChange,
  aisles,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  aisles: readonly Aisle[];
}) {
  const t = useT('shopping');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('reorderAisles')}</DialogTitle>
          <DialogDescription>{t('reorderAislesText')}</DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog: each opening starts from the order as it is now. */}
        <AisleOrder initial={aisleOrder(aisles)} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AisleOrder({ initial, onSaved }: { initial: Aisle[]; onSaved: () => void }) {
  const t = useT('shopping');
  const [order, setOrder] = useState(initial);
  const [moved, setMoved] = useState<{ aisle: Aisle; direction: 'up' | 'down' } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const save = useSaveAisleOrder();

  // The moved aisle keeps the focus in its new place (or on its other button at an end), so that
  // pressing again moves it further.
  useEffect(() => {
    if (!moved) return;
    const { aisle, direction } = moved;
    const other = direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${aisle}:${direction}`);
    (same && !same.disabled ? same : buttons.current.get(`${aisle}:${other}`))?.focus();
  }, [moved]);

  const move = (index: number, direction: 'up' | 'down') => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const next = [...order];
    const [aisle] = next.splice(index, 1);
    if (!aisle) return;
    next.splice(target, 0, aisle);
    setOrder(next);
    setMoved({ aisle, direction });
  };

  const onSave = () =>
    save.mutate(order, {
      onSuccess: () => {
        toast({ title: t('aislesReordered'), description: t('aislesReorderedText') });
        onSaved();
      },
      onError: (error) =>
        toast({
          title: t('error'),
          description: asApiError(error)
            ? (asApiError(error)?.serverMessage ?? t('orderNotSaved'))
            : t('orderNotSavedOffline'),
          variant: 'destructive',
        }),
    });

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <div className="grid gap-4">
      <ol aria-label={t('aislesInOrder')} className="grid gap-1">
        {order.map((aisle, index) => {
          const name = t(AISLE_TEXTS[aisle]);
          return (
            <li
              key={aisle}
              className="flex items-center gap-2 rounded-lg border border-border px-3 py-1"
            >
              <span className="w-6 text-muted-foreground text-sm" aria-hidden="true">
                {index + 1}
              </span>
              <span className="flex-1 font-medium">{name}</span>
              <Button
                ref={ref(`${aisle}:up`)}
                variant="ghost"
                size="icon"
                className="size-11"
                aria-label={t('moveUp', { aisle: name })}
                disabled={index === 0 || save.isPending}
                onClick={() => move(index, 'up')}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                ref={ref(`${aisle}:down`)}
                variant="ghost"
                size="icon"
                className="size-11"
                aria-label={t('moveDown', { aisle: name })}
                disabled={index === order.length - 1 || save.isPending}
                onClick={() => move(index, 'down')}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <p role="status" className="sr-only">
        {moved
          ? t('aisleMoved', {
              aisle: t(AISLE_TEXTS[moved.aisle]),
              place: order.indexOf(moved.aisle) + 1,
              count: order.length,
            })
          : ''}
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={save.isPending}>
            {t('cancel')}
          </Button>
        </DialogClose>
        <Button onClick={onSave} disabled={save.isPending}>
          {save.isPending ? t('saving') : t('saveOrder')}
        </Button>
      </DialogFooter>
    </div>
  );
}
