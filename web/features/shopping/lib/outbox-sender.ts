import { type Outcome, outcomeOf, type QueuedChange } from './outbox';

/** What sending the queue needs from the world around it: the queue, the network, the cache. */
export interface SenderPorts {
  /** The oldest change still queued, read afresh each time (changes are queued while sending). */
  head(): QueuedChange | undefined;
  /** Sends one change; resolves with the server's answer, rejects with the failure. */
  send(entry: QueuedChange): Promise<unknown>;
  /** The failure's status, or null when no answer came at all. */
  statusOf(error: unknown): number | null;
  /** Takes the change off the queue (and applies the answer, when there is one). */
  sent(entry: QueuedChange, answer: unknown): void | Promise<void>;
  /** Takes the change off the queue and says why the server would not have it. */
  dropped(entry: QueuedChange, error: unknown): void;
  /** Notes that the server failed on it once more; it stays at the head. */
  failedOnServer(entry: QueuedChange): void;
}

export type SendResult = { drained: true } | { drained: false; reason: 'offline' | 'server' };

/**
 * Sends the queue from its head, one change at a time and in order, until it is empty or a change
 * must wait: what comes after it waits too, since a later change may rely on it (ticking a line
 * that is still being added). A change leaves the queue only once its outcome is known.
 */
export async function sendInOrder(ports: SenderPorts): Promise<SendResult> {
  for (let entry = ports.head(); entry; entry = ports.head()) {
    let outcome: Outcome;
    let answer: unknown = null;
    let failure: unknown;
    let status: number | null = null;
    try {
      answer = await ports.send(entry);
      outcome = 'sent';
    } catch (error) {
      failure = error;
      status = ports.statusOf(error);
      outcome = outcomeOf(entry, status);
    }
    if (outcome === 'sent') {
      await ports.sent(entry, answer);
    } else if (outcome === 'drop') {
      ports.dropped(entry, failure);
    } else {
      if (status !== null && status >= 500) ports.failedOnServer(entry);
      return { drained: false, reason: status === null ? 'offline' : 'server' };
    }
  }
  return { drained: true };
}

// One sender at a time, across the page and (where the browser has Web Locks) its other tabs: two
// senders reading the same queue would send its head twice.
let chain: Promise<unknown> = Promise.resolve();
const LOCK = 'simmer-shopping-outbox';

export function withOutboxLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const run = (): Promise<T> => (locks ? (locks.request(LOCK, work) as Promise<T>) : work());
  const next = chain.then(run, run);
  chain = next.catch(() => {});
  return next;
}
