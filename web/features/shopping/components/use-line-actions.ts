import { useMemo } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/texts';
import type { ListChanges } from '../api/list-changes';
import type { ListLine } from '../lib/apply-changes';
import type { LineActions } from './shopping-line';

/**
 * The line after this one (or before it, at the end), to focus once a tick moves this one to the
 * Checked group or a delete takes it away: the keyboard stays where the cook is in the list.
 */
function neighbourOf(line: ListLine): HTMLInputElement | undefined {
  const all = [...document.querySelectorAll<HTMLInputElement>('input[data-line-ref]')];
  const at = all.findIndex((box) => box.dataset.lineRef === String(line.ref));
  return at === -1 ? undefined : (all[at + 1] ?? all[at - 1]);
}

/** Moves the focus there once the list has been drawn again. */
function focusLater(target: HTMLInputElement | undefined) {
  requestAnimationFrame(() => {
    if (target?.isConnected) target.focus({ preventScroll: true });
  });
}

/**
 * What a line's controls do: queue the change, and after a tick or a delete offer to take it
 * back. Unticking is the undo of a tick; a delete not sent yet is simply never sent.
 */
export function useLineActions(
  changes: ListChanges,
  onMove: (line: ListLine) => void,
): LineActions {
  const t = useT('shopping');
  return useMemo(
    () => ({
      onCheck: (line, checked) => {
        const next = neighbourOf(line);
        changes.setChecked(line, checked);
        focusLater(next);
        if (!checked) return;
        toast({
          title: t('checkedOff', { item: line.text }),
          action: {
            label: t('undo'),
            onClick: () => changes.setChecked(line, false),
            altText: t('uncheckToUndo'),
          },
        });
      },
      onRewrite: (line, text) => changes.rewrite(line, text),
      onMove,
      onDelete: (line) => {
        const next = neighbourOf(line);
        const entry = changes.remove(line);
        focusLater(next);
        toast({
          title: t('deletedLine', { item: line.text }),
          action: {
            label: t('undo'),
            onClick: () => {
              if (!entry || !changes.cancel(entry)) changes.add(line.text);
            },
            altText: t('addAgainToUndo'),
          },
        });
      },
    }),
    [changes, onMove, t],
  );
}
