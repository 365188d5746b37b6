import { describe, expect, it } from 'vitest';
import { makeList } from '@/test/shopping';
import { createDeviceStore, type KeyValue } from './device-store';

function memory(entries: Record<string, string> = {}): KeyValue & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

const tick = {
  kind: 'edit',
  line: 1,
  fields: { checked: true },
  editedAt: '2025-03-05T12:00:00.000Z',
} as const;

describe('the device store', () => {
  it('keeps the queue in order, and hands the same queue back while it is unchanged', () => {
    const store = createDeviceStore('user-1', memory());
    const first = store.queue(5, tick);
    const second = store.queue(5, { kind: 'delete', line: 1 });
    expect(store.outbox().map((entry) => entry.id)).toEqual([first.id, second.id]);
    expect(store.outbox()).toBe(store.outbox());
    expect(store.remove(first.id)).toBe(true);
    expect(store.remove(first.id)).toBe(false);
    expect(store.outbox()).toEqual([second]);
  });

  it('forgets the clientIds once nothing waits', () => {
    const kv = memory();
    const store = createDeviceStore('user-1', kv);
    const entry = store.queue(5, tick);
    store.alias('3f1c2b9e-8d4a-4c3e-9f7a-1b2c3d4e5f60', 12);
    expect(store.aliases()).toEqual({ '3f1c2b9e-8d4a-4c3e-9f7a-1b2c3d4e5f60': 12 });
    store.remove(entry.id);
    expect(store.aliases()).toEqual({});
    expect([...kv.map.keys()]).toEqual([]);
  });

  it('keeps lists as last read, and forgets a deleted one with its waiting changes', () => {
    const store = createDeviceStore('user-1', memory());
    store.saveList(makeList({ id: 5 }));
    store.saveList(makeList({ id: 6, name: 'Party' }));
    store.queue(5, tick);
    const other = store.queue(6, tick);
    store.forgetList(5);
    expect(store.list(5)).toBeUndefined();
    expect(store.list(6)?.name).toBe('Party');
    expect(store.outbox()).toEqual([other]);
  });

  it('keeps one cook’s shopping on a device: another cook’s goes', () => {
    const kv = memory({
      'simmer-shopping:user-2:list:5': '{}',
      'simmer-shopping:user-1:list:5': '{}',
      'simmer-theme': 'dark',
    });
    createDeviceStore('user-1', kv);
    expect([...kv.map.keys()]).toEqual(['simmer-shopping:user-1:list:5', 'simmer-theme']);
  });

  it('reads what is not a list or a queue as nothing', () => {
    const store = createDeviceStore(
      'user-1',
      memory({
        'simmer-shopping:user-1:list:5': '{"id": "five"}',
        'simmer-shopping:user-1:outbox': 'not json',
      }),
    );
    expect(store.list(5)).toBeUndefined();
    expect(store.outbox()).toEqual([]);
  });
});
