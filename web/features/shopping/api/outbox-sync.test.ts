import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { deferredAnswer, noContent, stubApi } from '@/test/api-stub';
import { lineCalls, makeItem, makeList, type ShoppingState, shoppingApi } from '@/test/shopping';
import { createDeviceStore, type KeyValue } from '../lib/device-store';
import { OutboxSync, RETRY_MS } from './outbox-sync';
import { shoppingKeys } from './shopping-keys';

const AT = '2025-03-05T12:00:00.000Z';

function memory(): KeyValue {
  const map = new Map<string, string>();
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

function setUp(state: ShoppingState) {
  const { calls } = stubApi(shoppingApi(state));
  const queryClient = createQueryClient();
  const store = createDeviceStore('user-1', memory());
  const [list] = state.lists;
  if (list) queryClient.setQueryData(shoppingKeys.list(list.id), list);
  return { calls, queryClient, store, sync: new OutboxSync(queryClient, store) };
}

const groceries = () => makeList({ items: [makeItem({ id: 1, text: 'milk' })] });
const tick = { kind: 'edit', line: 1, fields: { checked: true }, editedAt: AT } as const;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the outbox sync', () => {
  it('retries on a timer while changes wait, and stops once they are sent', async () => {
    const state: ShoppingState = { lists: [groceries()], offline: true };
    const { calls, store, sync } = setUp(state);
    sync.queue(5, tick);
    await sync.flush();
    expect(sync.snapshot()).toEqual({ sending: false, stalled: true });
    expect(lineCalls(calls)).toEqual(['PATCH /api/shopping-lists/5/items/1']);

    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(lineCalls(calls)).toHaveLength(2);
    state.offline = false;
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    await vi.waitFor(() => expect(store.outbox()).toEqual([]));
    expect(sync.snapshot()).toEqual({ sending: false, stalled: false });
    expect(state.lists[0]?.items[0]?.checked).toBe(true);

    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(lineCalls(calls)).toHaveLength(3);
  });

  it('does not try while the browser knows it is offline', async () => {
    const { calls, sync } = setUp({ lists: [groceries()] });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    sync.queue(5, tick);
    await sync.flush();
    expect(lineCalls(calls)).toEqual([]);
    expect(sync.snapshot().stalled).toBe(true);
    onLine.mockRestore();
    await sync.flush();
    expect(lineCalls(calls)).toEqual(['PATCH /api/shopping-lists/5/items/1']);
  });

  it('sends each change once, however many times it is asked to send', async () => {
    const { calls, sync } = setUp({ lists: [groceries()] });
    sync.queue(5, tick);
    await Promise.all([sync.flush(), sync.flush(), sync.flush()]);
    expect(lineCalls(calls)).toEqual(['PATCH /api/shopping-lists/5/items/1']);
  });

  it('takes back a change not sent yet, but not one on its way', async () => {
    const { calls, store, sync } = setUp({ lists: [groceries()], offline: true });
    const entry = sync.queue(5, { kind: 'delete', line: 1 });
    await sync.flush();
    expect(sync.cancel(entry.id)).toBe(true);
    expect(store.outbox()).toEqual([]);
    expect(lineCalls(calls)).toHaveLength(1);
  });

  it('cannot take back a change already on its way', async () => {
    const { sync } = setUp({ lists: [groceries()] });
    const answer = deferredAnswer();
    const { calls } = stubApi(() => answer.promise);
    const entry = sync.queue(5, { kind: 'delete', line: 1 });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(sync.cancel(entry.id)).toBe(false);
    answer.release(noContent());
    await sync.flush();
  });

  it('keeps the answers as the list’s new base, on the device too', async () => {
    const { queryClient, store, sync } = setUp({ lists: [groceries()] });
    const clientId = '3f1c2b9e-8d4a-4c3e-9f7a-1b2c3d4e5f60';
    sync.queue(5, { kind: 'add', text: 'eggs', clientId });
    sync.queue(5, { kind: 'edit', line: clientId, fields: { checked: true }, editedAt: AT });
    await sync.flush();
    const kept = store.list(5);
    expect(kept?.items.map(({ text, checked }) => [text, checked])).toEqual([
      ['milk', false],
      ['eggs', true],
    ]);
    expect(queryClient.getQueryData(shoppingKeys.list(5))).toEqual(kept);
  });
});
