import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, deferredAnswer, parseCall, sentJson, stubApi } from '@/test/api-stub';
import { makeUser, renderApp } from '@/test/render-app';
import { lineCalls, makeItem, makeList, type ShoppingState, shoppingApi } from '@/test/shopping';

afterEach(() => localStorage.clear());

const groceries = () =>
  makeList({
    items: [
      makeItem({ id: 1, text: '2 onions', item: 'onions', aisle: 'produce' }),
      makeItem({ id: 2, text: 'milk', aisle: 'dairy and eggs' }),
    ],
  });

const status = () => screen.getAllByRole('status').find((element) => element.tagName === 'P');
const goOnline = async (state: ShoppingState) => {
  state.offline = false;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
};

/** Opens the list with a connection, then loses it. */
async function openThenLoseSignal() {
  const state: ShoppingState = { lists: [groceries()] };
  const { calls } = stubApi(shoppingApi(state));
  const view = renderApp('/shopping/5', makeUser());
  await screen.findByRole('heading', { level: 1, name: 'Groceries' });
  state.offline = true;
  return { ...view, state, calls };
}

describe('a shopping list without a connection', () => {
  it('keeps every change, says how many wait, and sends them in order once back online', async () => {
    const { events, state, calls } = await openThenLoseSignal();
    await events.type(screen.getByRole('textbox', { name: 'Add an item' }), 'eggs{Enter}');
    await events.click(screen.getByRole('checkbox', { name: 'eggs' }));
    await events.click(screen.getByRole('checkbox', { name: '2 onions' }));

    const checked = within(screen.getByRole('list', { name: 'Checked' }));
    expect(checked.getByRole('checkbox', { name: 'eggs' })).toBeChecked();
    expect(checked.getByRole('checkbox', { name: '2 onions' })).toBeChecked();
    await waitFor(() =>
      expect(status()).toHaveTextContent('Offline — 3 changes waiting to be sent'),
    );
    // Only the first change was tried (again with each new one), the others wait behind it.
    const offline = lineCalls(calls);
    expect(new Set(offline)).toEqual(new Set(['POST /api/shopping-lists/5/items']));

    await goOnline(state);
    await waitFor(() => expect(status()).toHaveTextContent(''));
    const post = calls.find((call) => call.method === 'POST' && sentJson(call));
    const { clientId } = sentJson(post) as { clientId: string };
    // Once online, each change went once, in order.
    expect(lineCalls(calls).slice(offline.length)).toEqual([
      'POST /api/shopping-lists/5/items',
      `PATCH /api/shopping-lists/5/items/${clientId}`,
      'PATCH /api/shopping-lists/5/items/1',
    ]);
    expect(state.lists[0]?.items.map(({ text, checked }) => [text, checked])).toEqual([
      ['2 onions', true],
      ['milk', false],
      ['eggs', true],
    ]);
    expect(screen.getByRole('checkbox', { name: 'eggs' })).toBeChecked();
  });

  it('keeps the changes on the device, to send them when the app next opens, on any screen', async () => {
    const first = await openThenLoseSignal();
    await first.events.click(screen.getByRole('checkbox', { name: 'milk' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent('Offline — 1 change waiting to be sent'),
    );
    first.unmount();

    const state: ShoppingState = { lists: [groceries()] };
    const { calls } = stubApi(shoppingApi(state));
    renderApp('/cookbooks', makeUser());
    await waitFor(() => expect(lineCalls(calls)).toEqual(['PATCH /api/shopping-lists/5/items/2']));
    expect(state.lists[0]?.items[1]).toMatchObject({ text: 'milk', checked: true });
  });

  it('shows a change on its way over an older answer that arrives meanwhile', async () => {
    const state: ShoppingState = { lists: [groceries()] };
    const patch = deferredAnswer();
    const api = shoppingApi(state);
    // The tick reaches the server only when the test lets it.
    const { calls } = stubApi((call: ApiCall) =>
      call.method === 'PATCH' ? patch.promise.then(() => api(call)) : api(call),
    );
    const { events, queryClient } = renderApp('/shopping/5', makeUser());
    await events.click(await screen.findByRole('checkbox', { name: 'milk' }));
    await waitFor(() => expect(status()).toHaveTextContent('Sending…'));

    // As a member's change would, through the live updates: the server does not have the tick yet.
    await act(() => queryClient.invalidateQueries({ queryKey: ['shopping-lists'] }));
    await waitFor(() =>
      expect(calls.filter((call) => parseCall(call).path === '/api/shopping-lists/5')).toHaveLength(
        2,
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'milk' })).toBeChecked();

    patch.release(new Response());
    await waitFor(() => expect(status()).toHaveTextContent(''));
    expect(screen.getByRole('checkbox', { name: 'milk' })).toBeChecked();
  });

  it('takes back a delete that was not sent yet: nothing goes to the server', async () => {
    const { events, state, calls } = await openThenLoseSignal();
    await events.click(screen.getByRole('button', { name: 'Actions for milk' }));
    await events.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(screen.queryByRole('checkbox', { name: 'milk' })).not.toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Undo' });
    await act(async () => button.click());
    expect(screen.getByRole('checkbox', { name: 'milk' })).toBeVisible();
    await waitFor(() => expect(status()).toHaveTextContent(''));
    const tried = lineCalls(calls).length;
    await goOnline(state);
    expect(lineCalls(calls)).toHaveLength(tried);
    expect(state.lists[0]?.items.map((item) => item.text)).toEqual(['2 onions', 'milk']);
  });
});
