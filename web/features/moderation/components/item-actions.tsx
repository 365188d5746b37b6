import type { ModerationAction, ReportedItem } from '@contracts/moderation';
import { Ban, Check, EyeOff, LockOpen, type LucideIcon, Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { actionWords, availableActions } from '../lib/item-actions';
import { ActionDialog } from './action-dialog';

const ICONS: Record<ModerationAction, LucideIcon> = {
  dismiss: Check,
  remove: EyeOff,
  restore: Undo2,
  suspend: Ban,
  lift: LockOpen,
};

/** The card's buttons, each opening the dialog that asks for the reason. */
export function ItemActions({ item }: { item: ReportedItem }) {
  const t = useT('moderation');
  const [chosen, setChosen] = useState<ModerationAction | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const actions = availableActions(item);
  if (actions.length === 0) return null;

  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => {
        const Icon = ICONS[action];
        const { button, destructive } = actionWords(t, action, item);
        return (
          <Button
            key={action}
            type="button"
            variant="outline"
            size="sm"
            className={destructive ? 'text-destructive hover:bg-destructive-soft' : undefined}
            onClick={(event) => {
              trigger.current = event.currentTarget;
              setChosen(action);
            }}
          >
            <Icon aria-hidden="true" />
            {button}
          </Button>
        );
      })}
      {chosen && (
        <ActionDialog
          key={chosen}
          action={chosen}
          item={item}
          onClose={() => setChosen(null)}
          returnFocusTo={trigger}
        />
      )}
    </div>
  );
}
