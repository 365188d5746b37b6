import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  errorAnswer,
  jsonAnswer,
  neverAnswer,
  parseCall,
  sentJson,
  stubApi,
} from '@/test/api-stub';
import { findCall } from '@/test/cookbooks';
import { freezeToday, makeEntry, type PlanState, planApi } from '@/test/meal-plan';
import { makeUser, renderApp } from '@/test/render-app';

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

function openPlan(state: PlanState, path = '/meal-plan') {
  const api = stubApi(planApi(state));
  return { ...renderApp(path, makeUser()), ...api };
}

const planReads = (calls: { method: string; url: string }[]) =>
  calls
    .filter((call) => call.method === 'GET' && parseCall(call).path === '/api/mealplan')
    .map((call) => parseCall(call).query);

describe('the Meal Plan screen', () => {
  it('shows a placeholder while the week loads', async () => {
    neverAnswer();
    renderApp('/meal-plan', makeUser());
    expect(await screen.findByText('Loading the meal plan…')).toBeInTheDocument();
  });

  it('offers to try again when the week could not be loaded', async () => {
    let fail = true;
    stubApi(() => (fail ? errorAnswer(500, 'Broken') : jsonAnswer([])));
    const { events } = renderApp('/meal-plan', makeUser());
    expect(
      await screen.findByRole('heading', { name: 'The meal plan could not be loaded' }),
    ).toBeVisible();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/Nothing planned this week yet/)).toBeVisible();
  });

  it('shows this week, Monday to Sunday, with its meals in their slots', async () => {
    const { calls } = openPlan({
      entries: [
        makeEntry({ note: 'Double the garlic', imageUrl: '/uploads/soup.jpg' }),
        makeEntry({
          id: 2,
          date: '2025-03-05',
          slot: 'lunch',
          recipeId: null,
          title: 'Leftovers',
          servings: null,
        }),
      ],
    });
    const days = await screen.findAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual([
      'MondayMar 3',
      'TuesdayMar 4',
      'WednesdayMar 5 · Today',
      'ThursdayMar 6',
      'FridayMar 7',
      'SaturdayMar 8',
      'SundayMar 9',
    ]);
    expect(screen.getByText(/^Mar 3\s*–\s*9, 2025$/)).toBeVisible();
    expect(planReads(calls)).toEqual([{ from: '2025-03-03', to: '2025-03-09' }]);

    const mondayDinner = within(screen.getByRole('list', { name: 'Monday dinner' }));
    expect(mondayDinner.getByRole('link', { name: 'Tomato Soup' })).toHaveAttribute(
      'href',
      '/recipe/1',
    );
    expect(mondayDinner.getByText('4 servings')).toBeVisible();
    expect(mondayDinner.getByText('Double the garlic')).toBeVisible();
    expect(
      screen.getByRole('list', { name: 'Monday dinner' }).querySelector('img'),
    ).toHaveAttribute('src', '/uploads/soup.jpg');
    const wednesdayLunch = within(screen.getByRole('list', { name: 'Wednesday lunch' }));
    expect(wednesdayLunch.getByText('Leftovers')).toBeVisible();
    expect(wednesdayLunch.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Wednesday lunch' }).querySelector('img')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Add to / })).toHaveLength(28);
    expect(screen.queryByText(/Nothing planned this week yet/)).not.toBeInTheDocument();
  });

  it('says when the week is empty', async () => {
    openPlan({ entries: [] });
    expect(await screen.findByText(/Nothing planned this week yet/)).toBeVisible();
  });

  it('goes from week to week, with the week in the address', async () => {
    const { events, calls, location } = openPlan({ entries: [] });
    await screen.findByText(/Nothing planned/);
    await events.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(location().search).toBe('?week=2025-03-10'));
    expect(await screen.findByText(/^Mar 10\s*–\s*16, 2025$/)).toBeVisible();

    await events.click(screen.getByRole('button', { name: 'Previous week' }));
    await events.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(location().search).toBe('?week=2025-02-24'));
    await events.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(location().search).toBe('?week=2025-03-03'));
    expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(planReads(calls).map(({ from }) => from)).toEqual([
      '2025-03-03',
      '2025-03-10',
      '2025-02-24',
    ]);
  });

  it('opens the week of any day named in the address, from its Monday', async () => {
    const { calls } = openPlan({ entries: [] }, '/meal-plan?week=2025-03-13');
    expect(await screen.findByText(/^Mar 10\s*–\s*16, 2025$/)).toBeVisible();
    expect(planReads(calls)).toEqual([{ from: '2025-03-10', to: '2025-03-16' }]);
    expect(screen.getByRole('button', { name: 'This week' })).not.toHaveAttribute('aria-current');
  });

  it('changes week with a sideways swipe', async () => {
    const { location } = openPlan({ entries: [] });
    const week = await screen.findByRole('region', { name: 'Week' });
    fireEvent.touchStart(week, { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(week, { changedTouches: [{ clientX: 120, clientY: 210 }] });
    await waitFor(() => expect(location().search).toBe('?week=2025-03-10'));
    fireEvent.touchStart(week, { touches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchEnd(week, { changedTouches: [{ clientX: 300, clientY: 200 }] });
    await waitFor(() => expect(location().search).toBe('?week=2025-03-03'));
    // Mostly up or down: a scroll, not a swipe.
    fireEvent.touchStart(week, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(week, { changedTouches: [{ clientX: 180, clientY: 400 }] });
    expect(location().search).toBe('?week=2025-03-03');
  });

  it('copies last week into this one and says how many meals came', async () => {
    const { events, calls } = openPlan({ entries: [], copied: 3 });
    await events.click(await screen.findByRole('button', { name: 'Copy last week' }));
    expect(await screen.findByText('3 meals added to this week.')).toBeVisible();
    const copy = findCall(calls, 'POST');
    expect(parseCall(copy).path).toBe('/api/mealplan/copy');
    expect(sentJson(copy)).toEqual({ from: '2025-02-24', to: '2025-03-03' });
    await waitFor(() => expect(planReads(calls)).toHaveLength(2));
  });

  it('says when last week had nothing to copy', async () => {
    const { events } = openPlan({ entries: [], copied: 0 });
    await events.click(await screen.findByRole('button', { name: 'Copy last week' }));
    expect(await screen.findByText('Nothing to copy')).toBeVisible();
  });
});

describe('the Calendar feed dialog', () => {
  it('makes a secret address to copy, and a new one that replaces it', async () => {
    const urls = ['https://simmer.test/api/mealplan/calendar/one.ics', 'https://x.test/two.ics'];
    const { events, calls } = openPlan({ entries: [], calendarUrls: urls });
    await events.click(await screen.findByRole('button', { name: 'Calendar feed' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Calendar feed' }));
    expect(dialog.getByText(/stops the previous one from working/)).toBeVisible();
    expect(dialog.queryByLabelText('Calendar address')).not.toBeInTheDocument();

    await events.click(dialog.getByRole('button', { name: 'Create address' }));
    expect(await dialog.findByLabelText('Calendar address')).toHaveValue(urls[0]);
    expect(parseCall(findCall(calls, 'POST')).path).toBe('/api/mealplan/calendar');
    await events.click(dialog.getByRole('button', { name: 'Copy calendar address' }));
    expect(await navigator.clipboard.readText()).toBe(urls[0]);

    await events.click(dialog.getByRole('button', { name: 'Make a new address' }));
    await waitFor(() => expect(dialog.getByLabelText('Calendar address')).toHaveValue(urls[1]));
  });
});
