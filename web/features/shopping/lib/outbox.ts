import type { Aisle, ShoppingAdd, ShoppingPatch } from '@contracts/shopping-lists';
import { shoppingItemsUrl, shoppingItemUrl, shoppingListUrl } from './shopping-urls';

/**
 * The changes a cook makes to a list, kept on the device until the server has them. A list is
 * used in shops with no signal: every change is shown at once and queued here, then sent in the
 * order it was made once a connection is back. Each kind can be sent twice without harm (a typed
 * line carries its clientId, an edit its time, a deleted line answers 404), so a change whose
 * answer was lost on the way is simply sent again.
 */

/** A line's address: the server's id, or the clientId it was added with on a device. */
export type LineRef = number | string;

/** The fields an edit sets: ticked or not, the words, the aisle. */
export interface LineEdit {
  checked?: boolean;
  text?: string;
  aisle?: Aisle;
}

export type Change =
  | { kind: 'add'; text: string; clientId: string }
  | { kind: 'edit'; line: LineRef; fields: LineEdit; editedAt: string }
  | { kind: 'delete'; line: LineRef }
  | { kind: 'clear-checked' };

/** A change waiting to be sent, in the queue's order. */
export interface QueuedChange {
  /** Unique in the queue: removing by it never removes a neighbour. */
  id: string;
  listId: number;
  change: Change;
  /** How many times the server failed on it (5xx): a change it can never take is let go. */
  serverFailures?: number;
}

/** The server failing on one change this many times means it never will. */
export const MAX_SERVER_FAILURES = 5;

export interface OutboxRequest {
  method: 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: ShoppingAdd | ShoppingPatch;
}

/** The call that sends a change. */
export function requestOf({ listId, change }: Pick<QueuedChange, 'listId' | 'change'>) {
  switch (change.kind) {
    case 'add':
      return {
        method: 'POST',
        url: shoppingItemsUrl(listId),
        body: { text: change.text, clientId: change.clientId },
      } satisfies OutboxRequest;
    case 'edit':
      return {
        method: 'PATCH',
        url: shoppingItemUrl(listId, change.line),
        body: { ...change.fields, editedAt: change.editedAt },
      } satisfies OutboxRequest;
    case 'delete':
      return {
        method: 'DELETE',
        url: shoppingItemUrl(listId, change.line),
      } satisfies OutboxRequest;
    case 'clear-checked':
      return {
        method: 'POST',
        url: `${shoppingListUrl(listId)}/clear-checked`,
      } satisfies OutboxRequest;
  }
}

/**
 * What to do with a change after an attempt: `sent` (the server has it: take it off the queue),
 * `wait` (try again later, and hold everything behind it so the order stays), or `drop` (the
 * server will never take it: let it go and tell the cook).
 */
export type Outcome = 'sent' | 'wait' | 'drop';

/**
 * `status` is the failed answer's status, or null when no answer came (no connection, a timeout).
 * Only the server's refusals drop a change; "try later" answers and a lost session keep it, so
 * nothing a cook ticked in a shop is lost to a flaky line or a sign-in that ran out meanwhile.
 */
export function outcomeOf(
  { change, serverFailures = 0 }: Pick<QueuedChange, 'change' | 'serverFailures'>,
  status: number | null,
): Outcome {
  if (status === null) return 'wait';
  if (status === 404 && change.kind === 'delete') return 'sent';
  if (status === 401 || status === 408 || status === 429) return 'wait';
  if (status >= 500) return serverFailures + 1 >= MAX_SERVER_FAILURES ? 'drop' : 'wait';
  return status >= 400 ? 'drop' : 'sent';
}

/** The change in words, for the toast that says the server refused it. */
export function describeChange(change: Change, textOf: (line: LineRef) => string | undefined) {
  const name = (line: LineRef) => {
    const text = textOf(line);
    return text ? `"${text}"` : 'a line';
  };
  switch (change.kind) {
    case 'add':
      return `Adding "${change.text}"`;
    case 'edit':
      if (change.fields.checked !== undefined) {
        return `${change.fields.checked ? 'Checking off' : 'Unchecking'} ${name(change.line)}`;
      }
      return `Changing ${name(change.line)}`;
    case 'delete':
      return `Deleting ${name(change.line)}`;
    case 'clear-checked':
      return 'Clearing the checked items';
  }
}
