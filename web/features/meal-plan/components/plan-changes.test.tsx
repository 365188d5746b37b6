import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCall, sentJson, stubApi } from '@/test/api-stub';
import { findCall } from '@/test/cookbooks';
import { householdCard } from '@/test/households';
import { freezeToday, makeEntry, type PlanState, planApi } from '@/test/meal-plan';
import { makeRecipe, toCard } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

async function openPlan(state: PlanState) {
  const api = stubApi(planApi(state));
  const view = renderApp('/meal-plan', makeUser());
  await screen.findByRole('region', { name: 'Week' });
  await screen.findAllByRole('button', { name: /^Add to / });
  return { ...view, ...api };
}

const cell = (name: string) => within(screen.getByRole('list', { name }));
/** A meal in a slot once drawn there: a moved meal shows in its new slot a moment after. */
const findInCell = async (name: string, text: string) =>
  within(await screen.findByRole('list', { name })).findByText(text);

describe('adding a meal', () => {
  const soup = toCard(makeRecipe({ id: 1, title: 'Tomato Soup', servings: 4 }));
  const bread = toCard(makeRecipe({ id: 2, title: 'Garlic Bread', servings: 6 }));

  it('plans a recipe found by searching, with its servings', async () => {
    const { events, calls } = await openPlan({
      entries: [],
      mine: [soup, bread],
      household: [householdCard()],
    });
    await events.click(screen.getByRole('button', { name: 'Add to Tuesday dinner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add to dinner' }));
    expect(dialog.getByText('Tuesday, March 4')).toBeVisible();
    const choices = await dialog.findByRole('list', { name: 'Recipes to choose from' });
    expect(within(choices).getByRole('button', { name: /Lentil Stew/ })).toHaveTextContent(
      "Sam Lee's · 2 servings",
    );
    expect(within(choices).getByRole('button', { name: /Garlic Bread/ })).toHaveTextContent(
      'Yours · 6 servings',
    );

    await events.type(dialog.getByRole('searchbox', { name: 'Search recipes' }), 'soup');
    await waitFor(() =>
      expect(dialog.queryByRole('button', { name: /Garlic Bread/ })).not.toBeInTheDocument(),
    );
    await events.click(dialog.getByRole('button', { name: /Tomato Soup/ }));
    expect(dialog.getByRole('button', { name: /Tomato Soup/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(dialog.getByLabelText('Servings')).toHaveValue(4);
    await events.type(dialog.getByLabelText('Note (optional)'), 'Sam cooks');
    await events.click(dialog.getByRole('button', { name: 'Add to plan' }));

    expect(await screen.findByText('Added to Tuesday, March 4')).toBeVisible();
    expect(sentJson(findCall(calls, 'POST'))).toEqual({
      date: '2025-03-04',
      slot: 'dinner',
      recipeId: 1,
      servings: 4,
      note: 'Sam cooks',
    });
    const searches = calls
      .filter((call) => parseCall(call).path === '/api/recipes')
      .map((call) => parseCall(call).query);
    expect(searches).toContainEqual({ scope: 'household', search: 'soup', limit: '10' });
    expect(await findInCell('Tuesday dinner', 'Tomato Soup')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('plans a meal in words, such as leftovers', async () => {
    const { events, calls } = await openPlan({ entries: [], mine: [soup] });
    await events.click(screen.getByRole('button', { name: 'Add to Friday lunch' }));
    const dialog = within(await screen.findByRole('dialog'));
    await events.click(dialog.getByRole('radio', { name: 'Something else' }));
    await events.click(dialog.getByRole('button', { name: 'Leftovers' }));
    expect(dialog.getByLabelText('What are you having?')).toHaveValue('Leftovers');
    await events.click(dialog.getByRole('button', { name: 'Add to plan' }));

    expect(await findInCell('Friday lunch', 'Leftovers')).toBeVisible();
    expect(sentJson(findCall(calls, 'POST'))).toEqual({
      date: '2025-03-07',
      slot: 'lunch',
      title: 'Leftovers',
    });
  });

  it('asks for a recipe or a title before sending anything', async () => {
    const { events, calls } = await openPlan({ entries: [], mine: [soup] });
    await events.click(screen.getByRole('button', { name: 'Add to Monday breakfast' }));
    const dialog = within(await screen.findByRole('dialog'));
    await events.click(dialog.getByRole('button', { name: 'Add to plan' }));
    expect(dialog.getByText('Choose a recipe or write a title')).toBeVisible();
    await events.click(dialog.getByRole('radio', { name: 'Something else' }));
    await events.type(dialog.getByLabelText('Servings'), '0');
    await events.click(dialog.getByRole('button', { name: 'Add to plan' }));
    expect(dialog.getByText('Title is required')).toBeVisible();
    expect(dialog.getByText('Servings must be at least 1')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('moving a meal', () => {
  it('moves by Alt and the arrow keys, keeping the focus on it and saying where it went', async () => {
    const { events, calls } = await openPlan({ entries: [makeEntry()] });
    const menu = cell('Monday dinner').getByRole('button', { name: 'Options for Tomato Soup' });
    expect(menu).toHaveAccessibleDescription(/Press Alt with the arrow keys/);
    menu.focus();
    await events.keyboard('{Alt>}{ArrowRight}{/Alt}');

    expect(await findInCell('Tuesday dinner', 'Tomato Soup')).toBeVisible();
    expect(screen.getByText('Moved Tomato Soup to Tuesday dinner.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        cell('Tuesday dinner').getByRole('button', { name: 'Options for Tomato Soup' }),
      ).toHaveFocus(),
    );
    const patch = findCall(calls, 'PATCH');
    expect(parseCall(patch).path).toBe('/api/mealplan/1');
    expect(sentJson(patch)).toEqual({ date: '2025-03-04', slot: 'dinner' });

    await events.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(await findInCell('Tuesday snack', 'Tomato Soup')).toBeVisible();
    await events.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(
      await screen.findByText('Tomato Soup cannot move further that way.'),
    ).toBeInTheDocument();
  });

  it('moves from the link too, keeping the focus on the link', async () => {
    const { events } = await openPlan({ entries: [makeEntry()] });
    cell('Monday dinner').getByRole('link', { name: 'Tomato Soup' }).focus();
    await events.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() =>
      expect(cell('Monday lunch').getByRole('link', { name: 'Tomato Soup' })).toHaveFocus(),
    );
  });

  it('moves to a day and a meal chosen from its menu', async () => {
    const { events, calls } = await openPlan({ entries: [makeEntry()] });
    await events.click(
      cell('Monday dinner').getByRole('button', { name: 'Options for Tomato Soup' }),
    );
    await events.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move Tomato Soup' }));
    await events.selectOptions(dialog.getByLabelText('Day'), 'Friday, March 7');
    await events.selectOptions(dialog.getByLabelText('Meal'), 'Lunch');
    await events.click(dialog.getByRole('button', { name: 'Move' }));

    expect(await findInCell('Friday lunch', 'Tomato Soup')).toBeVisible();
    expect(sentJson(findCall(calls, 'PATCH'))).toEqual({ date: '2025-03-07', slot: 'lunch' });
  });

  it('moves to next week from its menu, leaving the focus where the meal was', async () => {
    const { events, calls } = await openPlan({ entries: [makeEntry()] });
    await events.click(
      cell('Monday dinner').getByRole('button', { name: 'Options for Tomato Soup' }),
    );
    await events.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move Tomato Soup' }));
    const days = dialog.getByLabelText('Day');
    expect(within(days).getAllByRole('option')).toHaveLength(21);
    expect(days).toHaveValue('2025-03-03');
    await events.selectOptions(days, 'Tuesday, March 11');
    await events.click(dialog.getByRole('button', { name: 'Move' }));

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Tomato Soup' })).not.toBeInTheDocument(),
    );
    expect(sentJson(findCall(calls, 'PATCH'))).toEqual({ date: '2025-03-11', slot: 'dinner' });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        document.querySelector('[data-cell="2025-03-03:dinner"] [data-add]'),
      ),
    );
    expect(
      screen.getByText('Moved Tomato Soup to dinner on Tuesday, March 11.'),
    ).toBeInTheDocument();
  });

  it('moves by drag and drop between slots', async () => {
    const { calls } = await openPlan({ entries: [makeEntry()] });
    const entry = cell('Monday dinner').getByText('Tomato Soup').closest('li') as HTMLElement;
    const target = document.querySelector('[data-cell="2025-03-08:breakfast"]') as HTMLElement;
    fireEvent.dragStart(entry);
    fireEvent.dragEnter(target);
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    fireEvent.dragEnd(entry);

    expect(await findInCell('Saturday breakfast', 'Tomato Soup')).toBeVisible();
    expect(sentJson(findCall(calls, 'PATCH'))).toEqual({ date: '2025-03-08', slot: 'breakfast' });
  });

  it('puts the meal back when the move is refused', async () => {
    await openPlan({ entries: [makeEntry()], failing: ['PATCH'] });
    cell('Monday dinner').getByRole('button', { name: 'Options for Tomato Soup' }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight', altKey: true });
    expect(await screen.findByText('Something broke')).toBeVisible();
    expect(cell('Monday dinner').getByText('Tomato Soup')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Tuesday dinner' })).not.toBeInTheDocument();
  });
});

describe('deleting a meal', () => {
  it('takes it off the plan from its menu', async () => {
    const { events, calls } = await openPlan({ entries: [makeEntry()] });
    await events.click(
      cell('Monday dinner').getByRole('button', { name: 'Options for Tomato Soup' }),
    );
    await events.click(await screen.findByRole('menuitem', { name: 'Delete' }));

    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Monday dinner' })).not.toBeInTheDocument(),
    );
    expect(parseCall(findCall(calls, 'DELETE')).path).toBe('/api/mealplan/1');
    expect(await screen.findByText('Removed from the plan')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add to Monday dinner' })).toHaveFocus(),
    );
  });
});
