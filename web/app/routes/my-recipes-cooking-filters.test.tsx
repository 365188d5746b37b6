import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '@/test/api-stub';
import { openBulk } from '@/test/my-recipes-bulk';
import { pageAnswer } from '@/test/recipes';

/** The new filters and the sort of each list call, as the API reads them. */
const sent = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/recipes?'))
    .map((call) => {
      const query = new URL(call.url, 'http://localhost').searchParams;
      return {
        cookbook: query.get('cookbook'),
        notCookedSince: query.get('notCookedSince'),
        sort: query.get('sort'),
      };
    });

describe('My Recipes: cookbook, not cooked since and last cooked', () => {
  it('reads them from the address and sends them', async () => {
    const { calls } = openBulk({
      path: '/recipes?sort=lastCooked&cookbook=7&notCookedSince=2025-06-01',
    });
    await screen.findByRole('heading', { name: 'Soup' });
    expect(sent(calls)).toEqual([
      { cookbook: '7', notCookedSince: '2025-06-01', sort: 'lastCooked' },
    ]);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('lastCooked');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Cookbook' })).toHaveDisplayValue('Weeknights'),
    );
    expect(screen.getByLabelText('Not cooked since')).toHaveValue('2025-06-01');
  });

  it('ignores a day that is not one, and a cookbook that is not an id', async () => {
    const { calls } = openBulk({ path: '/recipes?cookbook=abc&notCookedSince=2025-02-31' });
    await screen.findByRole('heading', { name: 'Soup' });
    expect(sent(calls)).toEqual([{ cookbook: null, notCookedSince: null, sort: 'newest' }]);
  });

  it('writes each choice to the address and sends it', async () => {
    const { events, calls, location } = openBulk();
    await screen.findByRole('heading', { name: 'Soup' });
    const cookbook = screen.getByRole('combobox', { name: 'Cookbook' });
    await waitFor(() => expect(cookbook).toHaveTextContent('Holidays'));
    await events.selectOptions(cookbook, 'Holidays');
    expect(location().search).toBe('?cookbook=9');
    // A date input is filled by the browser's picker: its change arrives whole.
    fireEvent.change(screen.getByLabelText('Not cooked since'), {
      target: { value: '2025-01-15' },
    });
    expect(location().search).toBe('?cookbook=9&notCookedSince=2025-01-15');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Last Cooked');
    expect(location().search).toBe('?sort=lastCooked&cookbook=9&notCookedSince=2025-01-15');
    await waitFor(() =>
      expect(sent(calls).at(-1)).toEqual({
        cookbook: '9',
        notCookedSince: '2025-01-15',
        sort: 'lastCooked',
      }),
    );
    await events.selectOptions(cookbook, 'Any cookbook');
    expect(location().search).toBe('?sort=lastCooked&notCookedSince=2025-01-15');
  });

  it('Clear Filters takes the cookbook and the day away too', async () => {
    const { events, location } = openBulk({
      path: '/recipes?cookbook=7&notCookedSince=2025-06-01',
      list: () => pageAnswer([], { total: 0 }),
    });
    await events.click(await screen.findByRole('button', { name: 'Clear Filters' }));
    expect(location().search).toBe('');
  });
});
