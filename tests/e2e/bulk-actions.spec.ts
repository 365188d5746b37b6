import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts';
import { createRecipeViaApi } from './support/recipes';
import { expect, test } from './support/test';

const cardTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const checkbox = (page: Page, title: string) =>
  page.getByRole('checkbox', { name: `Select ${title}` });
const bulkBar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });

test.describe('bulk actions on My Recipes', () => {
  test('choose three with click and shift-click → tag → filter by it → public → delete two', async ({
    page,
  }) => {
    await signUpViaApi(page);
    // Created oldest first: the list shows the newest first.
    for (const title of ['Dumplings', 'Curry', 'Bread', 'Apple Pie']) {
      await createRecipeViaApi(page, title);
    }
    await page.goto('/recipes');
    await expect(cardTitles(page)).toHaveText(['Apple Pie', 'Bread', 'Curry', 'Dumplings']);

    // The checkbox shows on hover; once one is chosen, all show.
    await page.getByRole('article').filter({ hasText: 'Apple Pie' }).hover();
    await checkbox(page, 'Apple Pie').click();
    await checkbox(page, 'Curry').click({ modifiers: ['Shift'] });
    await expect(bulkBar(page).getByRole('status')).toHaveText('3 selected');
    await expect(checkbox(page, 'Bread')).toBeChecked();
    await expect(checkbox(page, 'Dumplings')).not.toBeChecked();

    await bulkBar(page).getByRole('button', { name: 'Add tag' }).click();
    await bulkBar(page).getByRole('combobox', { name: 'Tag to add' }).fill('batch');
    await bulkBar(page).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Tag added to 3 recipes', { exact: true })).toBeVisible();
    await expect(bulkBar(page)).toHaveCount(0);

    // The new tag is a filter like any other, and lives in the address.
    await page
      .getByRole('region', { name: 'Filter by tag' })
      .getByRole('button', { name: /^batch/ })
      .click();
    await expect(page).toHaveURL('/recipes?tag=batch');
    await expect(cardTitles(page)).toHaveText(['Apple Pie', 'Bread', 'Curry']);

    await page.getByRole('article').first().hover();
    await checkbox(page, 'Apple Pie').click();
    await bulkBar(page).getByRole('button', { name: 'Select all (3)' }).click();
    await bulkBar(page).getByRole('button', { name: 'Make public' }).click();
    await expect(page.getByText('3 recipes made public', { exact: true })).toBeVisible();

    await page.getByRole('article').first().hover();
    await checkbox(page, 'Apple Pie').click();
    await checkbox(page, 'Bread').click();
    await bulkBar(page).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete 2 recipes?' });
    await expect(dialog).toContainText('deleted permanently');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('2 recipes deleted', { exact: true })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(['Curry']);

    // What the server kept: Curry public and tagged, the plain list without the deleted two.
    await page.goto('/recipes');
    await expect(cardTitles(page)).toHaveText(['Curry', 'Dumplings']);
    const curry = await page.request.get('/api/recipes?search=Curry');
    const [card] = await curry.json();
    expect(card).toMatchObject({ title: 'Curry', isPublic: true, tags: ['batch'] });
  });

  test('a recipe prints without the navigation and buttons, with its notes and source', async ({
    page,
  }) => {
    await signUpViaApi(page);
    const recipe = await createRecipeViaApi(page, 'Printed Soup');
    const patched = await page.request.patch(`/api/recipes/${recipe.id}`, {
      data: {
        notes: 'Less salt next time.',
        sourceUrl: 'https://example.com/printed-soup',
        tags: ['soup'],
      },
    });
    expect(patched.ok()).toBe(true);
    await page.goto(`/recipe/${recipe.id}`);
    await expect(page.getByRole('heading', { name: 'Printed Soup', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation').first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Save as Text' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to My Recipes' })).toBeHidden();
    await expect(
      page
        .getByRole('region', { name: 'My Notes' })
        .getByRole('paragraph')
        .filter({ hasText: 'Less salt next time.' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'My notes' })).toBeHidden();
    const source = page.getByRole('link', { name: /example\.com/ });
    await expect(source).toBeVisible();
    // The address itself is printed after the site's name.
    expect(await source.evaluate((link) => getComputedStyle(link, '::after').content)).toContain(
      'https://example.com/printed-soup',
    );
    await expect(page.getByRole('list', { name: 'Tags' })).toContainText('soup');
    // Ink on white, whatever the theme.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });
});
