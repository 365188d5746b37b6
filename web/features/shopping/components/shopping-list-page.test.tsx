import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorAnswer, jsonAnswer, neverAnswer, sentJson, stubApi } from '@/test/api-stub';
import { makeUser, renderApp } from '@/test/render-app';
import { lineCalls, makeItem, makeList, type ShoppingState, shoppingApi } from '@/test/shopping';

afterEach(() => localStorage.clear());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const groceries = () =>
  makeList({
    items: [
      makeItem({ id: 1, text: '2 onions', item: 'onions', aisle: 'produce' }),
      makeItem({
        id: 2,
        text: '250 g butter',
        item: 'butter',
        aisle: 'dairy and eggs',
        recipeTitles: ['Risotto', 'Stew'],
        recipeIds: [7, 8],
      }),
      makeItem({ id: 3, text: 'bread', aisle: 'bakery', checked: true }),
    ],
  });

function openList(state: ShoppingState = { lists: [groceries()] }) {
  const api = stubApi(shoppingApi(state));
  return { ...api, ...renderApp('/shopping/5', makeUser()), state };
}

const group = (name: string) => screen.getByRole('list', { name });
const texts = (name: string) =>
  within(group(name))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);
/** The toast's Undo: clicked as a tap would (jsdom has no pointer capture for its swipe). */
const undo = async () => {
  const button = await screen.findByRole('button', { name: 'Undo' });
  await act(async () => button.click());
};

/** The line under the title that says how sending goes. */
const status = () => screen.getAllByRole('status').find((element) => element.tagName === 'P');

describe('a shopping list', () => {
  it('shows its lines under their aisles in the shop order, the checked ones last', async () => {
    openList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Produce1', 'Dairy and eggs1', 'Checked1']);
    expect(texts('Dairy and eggs')).toEqual(['250 g butterfor: Risotto, Stew']);
    expect(within(group('Checked')).getByRole('checkbox', { name: 'bread' })).toBeChecked();
    expect(screen.getByText('2 items to buy')).toBeVisible();
  });

  it('says so while it loads, and when it is not the household’s', async () => {
    neverAnswer();
    const { unmount } = renderApp('/shopping/5', makeUser());
    expect(await screen.findByText('Loading the list…')).toBeInTheDocument();
    unmount();
    stubApi(() => errorAnswer(404, 'Shopping list not found'));
    renderApp('/shopping/5', makeUser());
    expect(await screen.findByRole('heading', { name: 'List Not Found' })).toBeVisible();
  });

  it('adds a typed line at once, sending it with an id made on the device', async () => {
    const { events, calls } = openList({ lists: [groceries()], aisleOf: () => 'pantry' });
    const field = await screen.findByRole('textbox', { name: 'Add an item' });
    await events.type(field, '500 g flour{Enter}');
    expect(field).toHaveValue('');
    expect(within(group('Pantry')).getByRole('checkbox', { name: '500 g flour' })).toBeVisible();
    await waitFor(() => expect(lineCalls(calls)).toEqual(['POST /api/shopping-lists/5/items']));
    const sent = sentJson(calls.find((call) => call.method === 'POST')) as Record<string, string>;
    expect(sent).toEqual({ text: '500 g flour', clientId: expect.stringMatching(UUID) });
  });

  it('checks a line off with its time, and takes it back from the Undo toast', async () => {
    const { events, calls } = openList();
    await events.click(await screen.findByRole('checkbox', { name: '2 onions' }));
    expect(within(group('Checked')).getByRole('checkbox', { name: '2 onions' })).toBeChecked();
    expect(screen.queryByRole('list', { name: 'Produce' })).not.toBeInTheDocument();
    await waitFor(() => expect(lineCalls(calls)).toEqual(['PATCH /api/shopping-lists/5/items/1']));
    expect(sentJson(calls.find((call) => call.method === 'PATCH'))).toEqual({
      checked: true,
      editedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await undo();
    expect(within(group('Produce')).getByRole('checkbox', { name: '2 onions' })).not.toBeChecked();
    await waitFor(() => expect(lineCalls(calls)).toHaveLength(2));
    expect(sentJson(calls.filter((call) => call.method === 'PATCH')[1])).toMatchObject({
      checked: false,
    });
  });

  it('rewrites a line in place, moves it to an aisle, and deletes it', async () => {
    const { events, calls } = openList();
    await events.click(await screen.findByRole('button', { name: 'Actions for 2 onions' }));
    await events.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Item' });
    expect(editor).toHaveFocus();
    await events.clear(editor);
    await events.type(editor, '3 red onions{Enter}');
    expect(screen.getByRole('checkbox', { name: '3 red onions' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Actions for 3 red onions' })).toHaveFocus();

    await events.click(screen.getByRole('button', { name: 'Actions for 3 red onions' }));
    await events.click(screen.getByRole('menuitem', { name: 'Move to aisle…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to aisle' });
    expect(within(dialog).getByRole('button', { name: 'Produce' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Spices' }));
    expect(within(group('Spices')).getByRole('checkbox', { name: '3 red onions' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions for 3 red onions' })).toHaveFocus(),
    );

    await events.click(screen.getByRole('button', { name: 'Actions for 3 red onions' }));
    await events.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(screen.queryByRole('checkbox', { name: '3 red onions' })).not.toBeInTheDocument();
    await waitFor(() => expect(lineCalls(calls)).toHaveLength(3));
    expect(lineCalls(calls)).toEqual([
      'PATCH /api/shopping-lists/5/items/1',
      'PATCH /api/shopping-lists/5/items/1',
      'DELETE /api/shopping-lists/5/items/1',
    ]);
    expect(calls.filter((call) => call.method === 'PATCH').map(sentJson)).toEqual([
      { text: '3 red onions', editedAt: expect.any(String) },
      { aisle: 'spices', editedAt: expect.any(String) },
    ]);
  });

  it('clears the checked lines once confirmed', async () => {
    const { events, calls } = openList();
    await events.click(await screen.findByRole('button', { name: 'Clear checked' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear checked items?' });
    expect(dialog).toHaveTextContent('The item you checked off leaves the list');
    await events.click(within(dialog).getByRole('button', { name: 'Clear checked' }));
    expect(screen.queryByRole('list', { name: 'Checked' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(lineCalls(calls)).toEqual(['POST /api/shopping-lists/5/clear-checked']),
    );
  });

  it('tells the cook when the server refuses a change, and shows what it holds', async () => {
    const { events } = openList({ lists: [groceries()], refuse: { PATCH: 400 } });
    await events.click(await screen.findByRole('checkbox', { name: '2 onions' }));
    expect(await screen.findByText('A change was not saved')).toBeVisible();
    expect(screen.getByText(/Checking off "2 onions" was refused by the server/)).toBeVisible();
    expect(within(group('Produce')).getByRole('checkbox', { name: '2 onions' })).not.toBeChecked();
  });

  it('has a status line that says nothing once everything is sent', async () => {
    const { events, calls } = openList();
    await events.type(await screen.findByRole('textbox', { name: 'Add an item' }), 'eggs{Enter}');
    await waitFor(() => expect(lineCalls(calls)).toHaveLength(1));
    await waitFor(() => expect(status()).toHaveTextContent(''));
    expect(status()).toHaveAttribute('aria-live', 'polite');
  });

  it('opens offline from the copy kept on the device', async () => {
    const state: ShoppingState = { lists: [groceries()] };
    const first = openList(state);
    await screen.findByRole('heading', { level: 1, name: 'Groceries' });
    first.unmount();
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/shopping/5', makeUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: '2 onions' })).toBeVisible();
  });

  it('needs a connection the first time it is opened', async () => {
    stubApi((call) =>
      call.url === '/api/auth/user'
        ? jsonAnswer(makeUser())
        : Promise.reject(new TypeError('offline')),
    );
    renderApp('/shopping/5', makeUser());
    expect(
      await screen.findByRole('heading', { name: 'This list could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
