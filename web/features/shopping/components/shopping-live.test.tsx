import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { FakeEventSource, stubEventSource } from '@/test/fake-event-source';
import { makeUser, renderApp } from '@/test/render-app';
import { makeItem, makeList, type ShoppingState, shoppingApi } from '@/test/shopping';

afterEach(() => localStorage.clear());

describe('a shopping list, live', () => {
  it('shows a change a member made as soon as the server tells of it', async () => {
    stubEventSource();
    const state: ShoppingState = {
      lists: [makeList({ items: [makeItem({ id: 1, text: 'milk' })] })],
    };
    stubApi(shoppingApi(state));
    renderApp('/shopping/5', makeUser());
    await screen.findByRole('checkbox', { name: 'milk' });
    await waitFor(() => expect(FakeEventSource.live).toHaveLength(1));

    state.lists = [
      makeList({
        items: [
          makeItem({ id: 1, text: 'milk', checked: true }),
          makeItem({ id: 2, text: 'bread' }),
        ],
      }),
    ];
    const [source] = FakeEventSource.live;
    act(() => source?.emit('shopping-list', { id: 5 }));
    expect(await screen.findByRole('checkbox', { name: 'bread' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'milk' })).toBeChecked();
  });
});
