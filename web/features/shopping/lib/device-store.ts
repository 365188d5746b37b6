import {
  type ShoppingList,
  type ShoppingListSummary,
  shoppingListSchema,
  shoppingListSummarySchema,
} from '@contracts/shopping-lists';
import { z } from 'zod';
import type { Aliases } from './apply-changes';
import { newClientId } from './client-id';
import type { Change, QueuedChange } from './outbox';
import { cookPrefix, outboxKey, STORAGE_PREFIX } from './storage-keys';

/** The few things of localStorage the store uses, so tests can hand it a plain map. */
export interface KeyValue {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
}

/**
 * localStorage, and a page's memory for what it refuses (full, or off in a private mode): a
 * change is then kept only until the page closes, but the list goes on working.
 */
function browserStorage(): KeyValue {
  const memory = new Map<string, string>();
  const attempt = <T>(work: () => T, fallback: T) => {
    try {
      return work();
    } catch {
      return fallback;
    }
  };
  return {
    get: (key) => memory.get(key) ?? attempt(() => localStorage.getItem(key), null),
    set: (key, value) => {
      try {
        localStorage.setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
    remove: (key) => {
      memory.delete(key);
      attempt(() => localStorage.removeItem(key), undefined);
    },
    keys: () => [...memory.keys(), ...attempt(() => Object.keys(localStorage), [] as string[])],
  };
}

/** One cook's lists as last read, and the changes they made that wait to be sent. */
export interface DeviceStore {
  outbox(): readonly QueuedChange[];
  queue(listId: number, change: Change): QueuedChange;
  /** Takes a change off the queue; false when it was not there (any more). */
  remove(entryId: string): boolean;
  update(entry: QueuedChange): void;
  aliases(): Aliases;
  alias(clientId: string, id: number): void;
  list(listId: number): ShoppingList | undefined;
  saveList(list: ShoppingList): void;
  /** A list that is gone: its copy and its waiting changes go too. */
  forgetList(listId: number): void;
  lists(): ShoppingListSummary[] | undefined;
  saveLists(lists: ShoppingListSummary[]): void;
  subscribe(listener: () => void): () => void;
}

const queueSchema = z.array(
  z.object({
    id: z.string(),
    listId: z.number(),
    change: z.looseObject({ kind: z.enum(['add', 'edit', 'delete', 'clear-checked']) }),
    serverFailures: z.number().optional(),
  }),
);
const aliasSchema = z.record(z.string(), z.number());
const summariesSchema = z.array(shoppingListSummarySchema);

/**
 * Reads a stored value through its schema, parsing it again only when the text changed: the
 * screens ask on every render, and must get the same object back while nothing changed.
 */
function storedValue<T>(kv: KeyValue, key: string, schema: z.ZodType<T>, empty: T) {
  let raw: string | null = null;
  let value = empty;
  return () => {
    const now = kv.get(key);
    if (now === raw) return value;
    raw = now;
    const parsed = now === null ? null : schema.safeParse(safeJson(now));
    value = parsed?.success ? parsed.data : empty;
    return value;
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function createDeviceStore(userId: string, kv: KeyValue): DeviceStore {
  const prefix = cookPrefix(userId);
  const keys = {
    outbox: outboxKey(userId),
    aliases: `${prefix}aliases`,
    lists: `${prefix}lists`,
    list: (id: number) => `${prefix}list:${id}`,
  };
  // A device keeps one cook's shopping at a time, as the offline worker does with their recipes.
  for (const key of kv.keys()) {
    if (key.startsWith(STORAGE_PREFIX) && !key.startsWith(prefix)) kv.remove(key);
  }
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const outbox = storedValue(kv, keys.outbox, queueSchema, []) as () => readonly QueuedChange[];
  const aliases = storedValue(kv, keys.aliases, aliasSchema, {});
  const writeOutbox = (next: readonly QueuedChange[]) => {
    if (next.length > 0) kv.set(keys.outbox, JSON.stringify(next));
    else {
      // Nothing refers to a clientId any more.
      kv.remove(keys.outbox);
      kv.remove(keys.aliases);
    }
    notify();
  };

  return {
    outbox,
    queue(listId, change) {
      const entry: QueuedChange = { id: newClientId(), listId, change };
      writeOutbox([...outbox(), entry]);
      return entry;
    },
    remove(entryId) {
      const before = outbox();
      const after = before.filter((entry) => entry.id !== entryId);
      if (after.length === before.length) return false;
      writeOutbox(after);
      return true;
    },
    update(entry) {
      writeOutbox(outbox().map((queued) => (queued.id === entry.id ? entry : queued)));
    },
    aliases,
    alias(clientId, id) {
      kv.set(keys.aliases, JSON.stringify({ ...aliases(), [clientId]: id }));
    },
    list(listId) {
      const stored = kv.get(keys.list(listId));
      const parsed = stored === null ? null : shoppingListSchema.safeParse(safeJson(stored));
      return parsed?.success ? parsed.data : undefined;
    },
    saveList(list) {
      kv.set(keys.list(list.id), JSON.stringify(list));
    },
    forgetList(listId) {
      kv.remove(keys.list(listId));
      writeOutbox(outbox().filter((entry) => entry.listId !== listId));
    },
    lists() {
      const stored = kv.get(keys.lists);
      const parsed = stored === null ? null : summariesSchema.safeParse(safeJson(stored));
      return parsed?.success ? parsed.data : undefined;
    },
    saveLists(lists) {
      kv.set(keys.lists, JSON.stringify(lists));
    },
    subscribe(listener) {
      listeners.add(listener);
      // Another tab's changes to the queue show here too.
      const fromOtherTab = (event: StorageEvent) => {
        if (event.key === null || event.key.startsWith(prefix)) listener();
      };
      window.addEventListener('storage', fromOtherTab);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', fromOtherTab);
      };
    },
  };
}

const stores = new Map<string, DeviceStore>();

/** The cook's store on this device; none where there is no browser (the server's render). */
export function deviceStore(userId: string): DeviceStore | null {
  if (typeof window === 'undefined' || !userId) return null;
  let store = stores.get(userId);
  if (!store) {
    store = createDeviceStore(userId, browserStorage());
    stores.set(userId, store);
  }
  return store;
}
