import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer } from '@/test/api-stub';
import { bulkBar, bulkBodies, checkbox, checkedTitles, openBulk } from '@/test/my-recipes-bulk';
import { cardTitles } from '@/test/my-recipes-screen';

const ready = () => screen.findByRole('heading', { name: 'Soup' });
const noBar = () => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();

describe('My Recipes: choosing cards', () => {
  it('chooses a card by its checkbox and shows the bar with the count; a second click unchooses', async () => {
    const { events } = openBulk();
    await ready();
    noBar();
    await events.click(checkbox('Pie'));
    expect(checkbox('Pie')).toBeChecked();
    expect(bulkBar().getByRole('status')).toHaveTextContent('1 selected');
    await events.click(checkbox('Pie'));
    expect(checkbox('Pie')).not.toBeChecked();
    noBar();
  });

  it('chooses the range from the last card clicked with shift held', async () => {
    const { events } = openBulk();
    await ready();
    await events.click(checkbox('Soup'));
    await events.keyboard('{Shift>}');
    await events.click(checkbox('Bread'));
    await events.keyboard('{/Shift}');
    expect(checkedTitles()).toEqual(['Soup', 'Pie', 'Bread']);
    expect(bulkBar().getByRole('status')).toHaveTextContent('3 selected');
    // Shift-clicking back up unchooses the range to the new anchor.
    await events.keyboard('{Shift>}');
    await events.click(checkbox('Pie'));
    await events.keyboard('{/Shift}');
    expect(checkedTitles()).toEqual(['Soup']);
  });

  it('toggles with Space on a focused checkbox, and Escape clears the choice', async () => {
    const { events } = openBulk();
    await ready();
    checkbox('Salad').focus();
    await events.keyboard(' ');
    expect(checkbox('Salad')).toBeChecked();
    await events.tab({ shift: true });
    await events.keyboard('{Escape}');
    expect(checkedTitles()).toEqual([]);
    noBar();
  });

  it('selects all the loaded cards, and clears them', async () => {
    const { events } = openBulk();
    await ready();
    await events.click(checkbox('Bread'));
    await events.click(bulkBar().getByRole('button', { name: 'Select all (4)' }));
    expect(checkedTitles()).toEqual(['Soup', 'Pie', 'Bread', 'Salad']);
    expect(bulkBar().getByRole('status')).toHaveTextContent('4 selected');
    await events.click(bulkBar().getByRole('button', { name: 'Clear' }));
    expect(checkedTitles()).toEqual([]);
    noBar();
  });
});

describe('My Recipes: bulk actions', () => {
  it('adds a tag to the chosen recipes, suggesting the cook’s tags, then says how many and clears', async () => {
    const { events, calls } = openBulk();
    await ready();
    await events.click(checkbox('Soup'));
    await events.click(checkbox('Bread'));
    await events.click(bulkBar().getByRole('button', { name: 'Add tag' }));
    const field = bulkBar().getByRole('combobox', { name: 'Tag to add' });
    expect(field).toHaveFocus();
    const suggestions = document.getElementById(field.getAttribute('list') ?? '');
    expect([...(suggestions?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      'Dinner',
      'quick',
    ]);
    await events.type(field, 'Dinner');
    await events.click(bulkBar().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Tag added to 2 recipes')).toBeVisible();
    expect(bulkBodies(calls)).toEqual([{ ids: [3, 1], action: 'addTag', value: 'Dinner' }]);
    noBar();
    expect(checkedTitles()).toEqual([]);
  });

  it('removes a tag; Escape in the tag field closes it and keeps the choice', async () => {
    const { events, calls } = openBulk();
    await ready();
    await events.click(checkbox('Pie'));
    await events.click(bulkBar().getByRole('button', { name: 'Remove tag' }));
    await events.keyboard('{Escape}');
    expect(bulkBar().queryByRole('combobox')).toBeNull();
    expect(checkedTitles()).toEqual(['Pie']);
    await events.click(bulkBar().getByRole('button', { name: 'Remove tag' }));
    await events.type(bulkBar().getByRole('combobox', { name: 'Tag to remove' }), 'quick{Enter}');
    expect(await screen.findByText('Tag removed from 1 recipe')).toBeVisible();
    expect(bulkBodies(calls)).toEqual([{ ids: [2], action: 'removeTag', value: 'quick' }]);
  });

  it('adds the chosen recipes to a cookbook picked from the cook’s cookbooks', async () => {
    const { events, calls } = openBulk();
    await ready();
    await events.click(checkbox('Soup'));
    await events.click(checkbox('Pie'));
    await events.click(bulkBar().getByRole('button', { name: 'Add to cookbook' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Weeknights',
      'Holidays',
    ]);
    await events.click(menu.getByRole('menuitem', { name: 'Holidays' }));
    expect(await screen.findByText('Added 2 recipes to Holidays')).toBeVisible();
    expect(bulkBodies(calls)).toEqual([{ ids: [3, 2], action: 'addToCookbook', value: 9 }]);
  });

  it('makes the chosen recipes public, then private', async () => {
    const { events, calls } = openBulk();
    await ready();
    await events.click(checkbox('Salad'));
    await events.click(bulkBar().getByRole('button', { name: 'Make public' }));
    expect(await screen.findByText('1 recipe made public')).toBeVisible();
    await events.click(checkbox('Salad'));
    await events.click(checkbox('Soup'));
    await events.click(bulkBar().getByRole('button', { name: 'Make private' }));
    expect(await screen.findByText('2 recipes made private')).toBeVisible();
    expect(bulkBodies(calls)).toEqual([
      { ids: [4], action: 'setPublic' },
      { ids: [3, 4], action: 'setPrivate' },
    ]);
  });

  it('asks once before deleting, naming the count, and the deleted cards leave the list', async () => {
    const { events, calls } = openBulk();
    await ready();
    await events.click(checkbox('Soup'));
    await events.keyboard('{Shift>}');
    await events.click(checkbox('Bread'));
    await events.keyboard('{/Shift}');
    await events.click(bulkBar().getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete 3 recipes?' }));
    expect(dialog.getByText(/deleted permanently/)).toBeVisible();
    // Escape closes the dialog only: the choice stays.
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(checkedTitles()).toEqual(['Soup', 'Pie', 'Bread']);
    expect(bulkBodies(calls)).toEqual([]);
    await events.click(bulkBar().getByRole('button', { name: 'Delete' }));
    await events.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('3 recipes deleted')).toBeVisible();
    expect(bulkBodies(calls)).toEqual([{ ids: [3, 2, 1], action: 'delete' }]);
    await waitFor(() => expect(cardTitles()).toEqual(['Salad']));
    noBar();
  });

  it('says so when the server refuses, and keeps the choice', async () => {
    const { events } = openBulk({ bulk: () => errorAnswer(400, 'Select at least one recipe') });
    await ready();
    await events.click(checkbox('Pie'));
    await events.click(bulkBar().getByRole('button', { name: 'Make public' }));
    expect(await screen.findByText('The change could not be made')).toBeVisible();
    expect(checkedTitles()).toEqual(['Pie']);
  });
});
