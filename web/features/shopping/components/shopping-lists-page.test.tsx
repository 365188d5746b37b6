import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorAnswer, neverAnswer, parseCall, sentJson, stubApi } from '@/test/api-stub';
import { makeUser, renderApp } from '@/test/render-app';
import { makeItem, makeList, type ShoppingState, shoppingApi } from '@/test/shopping';

afterEach(() => localStorage.clear());

const twoLists = (): ShoppingState => ({
  lists: [
    makeList({
      id: 5,
      name: 'Groceries',
      items: [makeItem({ id: 1 }), makeItem({ id: 2, checked: true }), makeItem({ id: 3 })],
    }),
    makeList({ id: 6, name: 'Party', items: [] }),
  ],
});

function openLists(state = twoLists()) {
  const { calls } = stubApi(shoppingApi(state));
  return { ...renderApp('/shopping', makeUser()), calls, state };
}

const row = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('the Shopping screen', () => {
  it('shows a skeleton while the lists load', async () => {
    neverAnswer();
    renderApp('/shopping', makeUser());
    expect(await screen.findByText('Loading shopping lists…')).toBeInTheDocument();
  });

  it('offers to try again when the lists could not be loaded', async () => {
    const { calls } = stubApi(() => errorAnswer(500, 'Broken'));
    const { events } = renderApp('/shopping', makeUser());
    await events.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(1));
    expect(screen.getByText('Your shopping lists could not be loaded')).toBeVisible();
  });

  it('says when there are none, with a way to start one', async () => {
    openLists({ lists: [] });
    expect(await screen.findByRole('heading', { name: 'No shopping lists yet' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'New list' })).toBeVisible();
  });

  it('lists each list with what is left to buy, opening it', async () => {
    const { events, location } = openLists();
    await screen.findByRole('list', { name: 'Shopping lists' });
    expect(within(row('Groceries')).getByText('2 of 3 items left')).toBeVisible();
    expect(within(row('Party')).getByText('Empty')).toBeVisible();
    await events.click(screen.getByRole('link', { name: 'Groceries' }));
    await waitFor(() => expect(location().pathname).toBe('/shopping/5'));
  });

  it('creates a list by name and opens it', async () => {
    const { events, calls, location } = openLists();
    await events.click(await screen.findByRole('button', { name: 'New list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New list' });
    await events.click(within(dialog).getByRole('button', { name: 'Create list' }));
    expect(await within(dialog).findByText('Name is required')).toBeVisible();
    await events.type(within(dialog).getByLabelText('Name'), ' Hardware store ');
    await events.click(within(dialog).getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(location().pathname).toMatch(/^\/shopping\/\d+$/));
    const post = calls.find((call) => call.method === 'POST');
    expect(parseCall(post as never).path).toBe('/api/shopping-lists');
    expect(sentJson(post)).toEqual({ name: 'Hardware store' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hardware store' })).toBeVisible();
  });

  it('renames a list', async () => {
    const { events, calls } = openLists();
    await events.click(await screen.findByRole('button', { name: 'Actions for Party' }));
    await events.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename list' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Party');
    await events.clear(name);
    await events.type(name, 'Birthday');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Birthday' })).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(parseCall(put as never).path).toBe('/api/shopping-lists/6');
    expect(sentJson(put)).toEqual({ name: 'Birthday' });
  });

  it('deletes a list once confirmed, and keeps the last one', async () => {
    const { events, calls } = openLists();
    await events.click(await screen.findByRole('button', { name: 'Actions for Groceries' }));
    await events.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete "Groceries"?' });
    expect(dialog).toHaveTextContent('The list and its 3 items go for everyone in your household.');
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Groceries' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/shopping-lists/5',
    ]);

    await events.click(screen.getByRole('button', { name: 'Actions for Party' }));
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
