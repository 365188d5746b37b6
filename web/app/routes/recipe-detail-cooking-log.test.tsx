import type { CookedEntry } from '@contracts/organise';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, jsonAnswer, noContent, sentJson, stubApi } from '@/test/api-stub';
import { makeRecipe } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

const recipe = makeRecipe({ id: 12, userId: 'owner', title: 'Tomato Soup' });

/** A server holding one recipe's log, answering its count and latest day as the trigger keeps them. */
function logServer(start: CookedEntry[] = []) {
  let entries = [...start];
  let nextId = 100;
  const newestFirst = () =>
    [...entries].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
  const answer = (call: ApiCall) => {
    if (call.method === 'POST' && call.url === '/api/recipes/12/cooked') {
      const body = sentJson(call) as { date: string; note?: string };
      const entry = { id: nextId++, date: body.date, note: body.note?.trim() || null };
      entries.push(entry);
      return jsonAnswer(entry, 201);
    }
    if (call.method === 'DELETE' && call.url.startsWith('/api/cooked/')) {
      entries = entries.filter((e) => `/api/cooked/${e.id}` !== call.url);
      return noContent();
    }
    if (call.url === '/api/recipes/12/cooked') return jsonAnswer(newestFirst());
    return jsonAnswer({
      ...recipe,
      cookedCount: entries.length,
      lastCookedAt: newestFirst()[0]?.date ?? null,
    });
  };
  return answer;
}

function openRecipe(viewerId: string, answer: (call: ApiCall) => Response) {
  const api = stubApi(answer);
  return { ...renderApp('/recipe/12', makeUser({ id: viewerId })), ...api };
}

const localToday = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const posts = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => [call.url, sentJson(call)]);

describe('Recipe detail: the cooking log', () => {
  it('logs a day with a note, then another without one, and the count follows', async () => {
    const { events, calls } = openRecipe('owner', logServer());
    const log = within(await screen.findByRole('region', { name: 'Cooking Log' }));
    expect(await log.findByText('Not cooked yet')).toBeVisible();

    await events.click(log.getByRole('button', { name: 'I cooked this' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'I cooked this' }));
    const date = dialog.getByLabelText('Date');
    expect(date).toHaveValue(localToday());
    fireEvent.change(date, { target: { value: '2026-11-12' } });
    await events.type(dialog.getByLabelText('Note (optional)'), 'Extra garlic');
    await events.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await log.findByText('Cooked once · last on Nov 12, 2026')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = within(await log.findByRole('list', { name: 'Times cooked' }));
    expect(list.getByText('Nov 12, 2026')).toBeVisible();
    expect(list.getByText('Extra garlic')).toBeVisible();

    await events.click(log.getByRole('button', { name: 'I cooked this' }));
    dialog = within(await screen.findByRole('dialog', { name: 'I cooked this' }));
    fireEvent.change(dialog.getByLabelText('Date'), { target: { value: '2026-10-01' } });
    await events.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await log.findByText('Cooked 2 times · last on Nov 12, 2026')).toBeVisible();

    expect(posts(calls)).toEqual([
      ['/api/recipes/12/cooked', { date: '2026-11-12', note: 'Extra garlic' }],
      ['/api/recipes/12/cooked', { date: '2026-10-01' }],
    ]);
    // Newest first.
    await waitFor(() =>
      expect(
        within(log.getByRole('list', { name: 'Times cooked' }))
          .getAllByRole('listitem')
          .map((item) => item.firstElementChild?.firstElementChild?.textContent),
      ).toEqual(['Nov 12, 2026', 'Oct 1, 2026']),
    );
  });

  it('deletes an entry once confirmed, and the latest day falls back', async () => {
    const { events, calls } = openRecipe(
      'owner',
      logServer([
        { id: 1, date: '2026-09-03', note: null },
        { id: 2, date: '2026-11-12', note: 'For guests' },
      ]),
    );
    const log = within(await screen.findByRole('region', { name: 'Cooking Log' }));
    expect(await log.findByText('Cooked 2 times · last on Nov 12, 2026')).toBeVisible();
    await events.click(
      await log.findByRole('button', { name: 'Delete the entry of Nov 12, 2026' }),
    );
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Entry' }));
    await events.click(confirm.getByRole('button', { name: 'Delete' }));

    expect(await log.findByText('Cooked once · last on Sep 3, 2026')).toBeVisible();
    await waitFor(() => expect(log.queryByText('For guests')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/cooked/2',
    ]);
  });

  it('shows nothing of the log to another cook, nor asks for it', async () => {
    const { cookedCount: _c, lastCookedAt: _l, ...publicRecipe } = { ...recipe, isPublic: true };
    const { calls } = openRecipe('visitor', () => jsonAnswer(publicRecipe));
    await screen.findByRole('heading', { level: 1, name: 'Tomato Soup' });
    expect(screen.queryByRole('region', { name: 'Cooking Log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I cooked this' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Not cooked yet|Cooked/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/cooked'))).toBe(false);
  });
});
