import type { Aisle } from '@contracts/shopping-lists';
import { useMemo } from 'react';
import type { ListLine } from '../lib/apply-changes';
import { newClientId } from '../lib/client-id';
import type { LineEdit, QueuedChange } from '../lib/outbox';
import type { OutboxSync } from './outbox-sync';

export interface ListChanges {
  add(text: string): void;
  setChecked(line: ListLine, checked: boolean): QueuedChange | undefined;
  rewrite(line: ListLine, text: string): void;
  move(line: ListLine, aisle: Aisle): void;
  remove(line: ListLine): QueuedChange | undefined;
  clearChecked(): void;
  /** Takes back a change not sent yet; false once it has gone. */
  cancel(entry: QueuedChange): boolean;
}

/**
 * The changes a cook makes to a list's lines. Each is queued (and so shown at once) and sent in
 * order; an edit carries when it was made, so that a late one from a phone that was offline
 * does not undo a newer one by someone else.
 */
export function useListChanges(listId: number, sync: OutboxSync | null): ListChanges {
  return useMemo(() => {
    const queue = (change: Parameters<OutboxSync['queue']>[1]) => sync?.queue(listId, change);
    const edit = (line: ListLine, fields: LineEdit) =>
      queue({ kind: 'edit', line: line.ref, fields, editedAt: new Date().toISOString() });
    return {
      add: (text) => void queue({ kind: 'add', text, clientId: newClientId() }),
      setChecked: (line, checked) => edit(line, { checked }),
      rewrite: (line, text) => void edit(line, { text }),
      move: (line, aisle) => void edit(line, { aisle }),
      remove: (line) => queue({ kind: 'delete', line: line.ref }),
      clearChecked: () => void queue({ kind: 'clear-checked' }),
      cancel: (entry) => sync?.cancel(entry.id) ?? false,
    };
  }, [listId, sync]);
}
