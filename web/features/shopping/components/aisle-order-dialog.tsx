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
import { useSaveAisleOrder } from '../api/list-mutations';
import { AISLE_NAMES, aisleOrder } from '../lib/list-groups';

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reorder aisles</DialogTitle>
          <DialogDescription>
            The order you walk through your shop. Every list of your household follows it.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog: each opening starts from the order as it is now. */}
        <AisleOrder initial={aisleOrder(aisles)} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AisleOrder({ initial, onSaved }: { initial: Aisle[]; onSaved: () => void }) {
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
        toast({ title: 'Aisles reordered', description: 'Your lists follow the new order.' });
        onSaved();
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: asApiError(error)
            ? (asApiError(error)?.serverMessage ?? 'The order could not be saved')
            : 'The order could not be saved. Check your connection and try again.',
          variant: 'destructive',
        }),
    });

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <div className="grid gap-4">
      <ol aria-label="Aisles in the order of your shop" className="grid gap-1">
        {order.map((aisle, index) => {
          const name = AISLE_NAMES[aisle];
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
                aria-label={`Move ${name} up`}
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
                aria-label={`Move ${name} down`}
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
          ? `${AISLE_NAMES[moved.aisle]} is now number ${order.indexOf(moved.aisle) + 1} of ${order.length}`
          : ''}
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button onClick={onSave} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save order'}
        </Button>
      </DialogFooter>
    </div>
  );
}
