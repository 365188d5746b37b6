import {
  type ShoppingList,
  shoppingItemSchema,
  shoppingListSchema,
} from '@contracts/shopping-lists';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiRequest, readJson } from '@/lib/api';
import { findAddedLine, resolveRef, withItem, withoutItem } from '../lib/apply-changes';
import type { DeviceStore } from '../lib/device-store';
import { type Change, describeChange, type QueuedChange, requestOf } from '../lib/outbox';
import { sendInOrder, withOutboxLock } from '../lib/outbox-sender';
import { shoppingKeys } from './shopping-keys';

/** How often a queue that could not be sent is tried again, besides when the browser goes online. */
export const RETRY_MS = 15_000;
const SEND_TIMEOUT_MS = 20_000;

export interface SyncState {
  /** A change is on its way. */
  sending: boolean;
  /** The last attempt got no answer (or a "later" one): the device counts as offline. */
  stalled: boolean;
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Sends one cook's queued changes (lib/outbox.ts says why they are queued) and folds the server's
 * answers into the lists the app holds and keeps. It lives as long as the query client: leaving
 * the screen does not stop changes on their way, and one timer retries while any wait.
 */
export class OutboxSync {
  private state: SyncState = { sending: false, stalled: false };
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private inFlight: string | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly queryClient: QueryClient,
    readonly store: DeviceStore,
  ) {}

  snapshot = () => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: Partial<SyncState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  /** Queues a change (already shown, since the screen draws the queue) and sends it. */
  queue(listId: number, change: Change): QueuedChange {
    const entry = this.store.queue(listId, change);
    void this.flush();
    return entry;
  }

  /** Takes back a change not sent yet; false once it is on its way or gone. */
  cancel(entryId: string): boolean {
    return entryId !== this.inFlight && this.store.remove(entryId);
  }

  /** Sends what waits, unless a send is already under way (it picks up new changes itself). */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.sendAll();
      } while (this.again && !this.state.stalled);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sendAll() {
    if (this.store.outbox().length === 0) return this.keepTrying();
    if (!online()) {
      this.set({ stalled: true });
      this.keepTrying();
      return;
    }
    this.set({ sending: true });
    const result = await withOutboxLock(() =>
      sendInOrder({
        head: () => this.store.outbox()[0],
        send: (entry) => this.send(entry),
        statusOf: (error) => (error instanceof ApiError ? error.status : null),
        sent: (entry, answer) => this.sent(entry, answer),
        dropped: (entry, error) => this.dropped(entry, error),
        failedOnServer: (entry) =>
          this.store.update({ ...entry, serverFailures: (entry.serverFailures ?? 0) + 1 }),
      }),
    );
    this.set({ sending: false, stalled: !result.drained });
    if (result.drained) {
      // Whatever others changed meanwhile, and the counts on the lists' index.
      void this.queryClient.invalidateQueries({ queryKey: shoppingKeys.all });
    }
    this.keepTrying();
  }

  private async send(entry: QueuedChange) {
    this.inFlight = entry.id;
    try {
      const { method, url, body } = requestOf(entry);
      // A shop's weak signal can hold a request for minutes: given up on, it is sent again later.
      const signal = AbortSignal.timeout?.(SEND_TIMEOUT_MS);
      return await readJson(await apiRequest(method, url, body, { signal }));
    } finally {
      this.inFlight = null;
    }
  }

  /** One timer while changes wait; the browser's `online` event starts a send too (the hook). */
  private keepTrying() {
    const waiting = this.store.outbox().length > 0;
    if (waiting && !this.timer) this.timer = setInterval(() => void this.flush(), RETRY_MS);
    if (!waiting && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private base(listId: number): ShoppingList | undefined {
    return (
      this.queryClient.getQueryData<ShoppingList>(shoppingKeys.list(listId)) ??
      this.store.list(listId)
    );
  }

  /** The server's answer becomes the list's new base; a read under way would bring an older one. */
  private async sent({ id, listId, change }: QueuedChange, answer: unknown) {
    await this.queryClient.cancelQueries({ queryKey: shoppingKeys.list(listId) });
    let next = this.base(listId);
    const aliases = this.store.aliases();
    if (change.kind === 'add' || change.kind === 'clear-checked') {
      const list = shoppingListSchema.safeParse(answer);
      if (list.success) next = list.data;
      const added = list.success && change.kind === 'add' && findAddedLine(list.data, change.text);
      if (change.kind === 'add' && added) this.store.alias(change.clientId, added);
    } else if (next && change.kind === 'edit') {
      const item = shoppingItemSchema.safeParse(answer);
      if (item.success) next = withItem(next, resolveRef(change.line, aliases), item.data);
    } else if (next && change.kind === 'delete') {
      next = withoutItem(next, resolveRef(change.line, aliases));
    }
    if (next) {
      this.store.saveList(next);
      this.queryClient.setQueryData(shoppingKeys.list(listId), next);
    }
    this.store.remove(id);
  }

  private dropped({ id, listId, change }: QueuedChange, error: unknown) {
    const base = this.base(listId);
    const aliases = this.store.aliases();
    const textOf = (line: number | string) => {
      const server = resolveRef(line, aliases);
      const added = this.store
        .outbox()
        .find(({ change: queued }) => queued.kind === 'add' && queued.clientId === line);
      if (added?.change.kind === 'add') return added.change.text;
      return base?.items.find((item) => item.id === server)?.text;
    };
    const what = describeChange(change, textOf);
    this.store.remove(id);
    const reason = error instanceof ApiError ? error.serverMessage : undefined;
    toast({
      title: 'A change was not saved',
      description: `${what} was refused by the server${reason ? `: ${reason}` : ''}. The list shows what it holds.`,
      variant: 'destructive',
    });
  }
}

const syncs = new WeakMap<QueryClient, Map<string, OutboxSync>>();

/** The one sync of this query client and cook. */
export function outboxSync(queryClient: QueryClient, store: DeviceStore, userId: string) {
  let byCook = syncs.get(queryClient);
  if (!byCook) {
    byCook = new Map();
    syncs.set(queryClient, byCook);
  }
  let sync = byCook.get(userId);
  if (!sync) {
    sync = new OutboxSync(queryClient, store);
    byCook.set(userId, sync);
  }
  return sync;
}
