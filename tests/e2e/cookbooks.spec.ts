import { expectAccessible } from './support/accessibility';
import { cookWithName } from './support/community';
import { createRecipeViaApi } from './support/recipes';
import { expect, test } from './support/test';

// Cookbooks: a cook gathers recipes, puts them in order and shares the cookbook; a visitor reads
// it, and sees only the recipes that are public themselves.

test('create a cookbook, fill it from recipe pages, reorder it and share it', async ({
  browser,
}) => {
  // A whole story in two browsers (the cook and a visitor): ~25 s here, more on a slower machine.
  test.setTimeout(90_000);
  const cook = await cookWithName(browser, 'Cora Cookbook');
  const { page } = cook;
  const stew = await createRecipeViaApi(page, 'Secret Stew');
  const soup = await createRecipeViaApi(page, 'Public Soup', { isPublic: 'true' });
  const bread = await createRecipeViaApi(page, 'Public Bread', { isPublic: 'true' });

  await page.goto('/cookbooks');
  await expect(page.getByRole('heading', { name: 'No cookbooks yet' })).toBeVisible();
  await page.getByRole('button', { name: 'New cookbook' }).click();
  const dialog = page.getByRole('dialog', { name: 'New cookbook' });
  await dialog.getByRole('button', { name: 'Create cookbook' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Sunday Lunch');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('For the long table.');
  await dialog.getByRole('button', { name: 'Create cookbook' }).click();
  await expect(page).toHaveURL(/\/cookbooks\/\d+$/);
  const cookbookPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Sunday Lunch' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'No recipes in this cookbook yet' }),
  ).toBeVisible();
  await expectAccessible(page);

  // Each recipe goes in from its own page, at the end.
  for (const recipe of [stew, soup, bread]) {
    await page.goto(`/recipe/${recipe.id}`);
    await page.getByRole('button', { name: 'Add to cookbook' }).click();
    await page.getByRole('menuitem', { name: 'Sunday Lunch' }).click();
    await expect(page.getByText('Added to Sunday Lunch', { exact: true })).toBeVisible();
  }

  await page.goto('/cookbooks');
  const card = page.getByRole('listitem').filter({ hasText: 'Sunday Lunch' });
  await expect(card.getByText('3 recipes')).toBeVisible();
  await card.getByRole('link', { name: 'Sunday Lunch' }).click();
  await expect(page).toHaveURL(cookbookPath);
  const recipes = page.getByRole('list', { name: 'Recipes in Sunday Lunch' });
  const titles = recipes.getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(['Secret Stew', 'Public Soup', 'Public Bread']);

  // Moved by keyboard: the focus stays with the recipe that moved.
  const moveUp = recipes.getByRole('button', { name: 'Move Public Bread up' });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(titles).toHaveText(['Secret Stew', 'Public Bread', 'Public Soup']);
  await expect(moveUp).toBeFocused();
  await page.reload();
  await expect(titles).toHaveText(['Secret Stew', 'Public Bread', 'Public Soup']);

  await page.getByRole('button', { name: 'Make public' }).click();
  await expect(page.getByRole('button', { name: 'Make private' })).toBeVisible();
  await expect(page.getByText('Public', { exact: true })).toBeVisible();

  // A visitor, signed out, reads it without the private recipe and without the owner's controls.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(cookbookPath);
  await expect(guest.getByRole('heading', { level: 1, name: 'Sunday Lunch' })).toBeVisible();
  await expect(guest.getByText('2 recipes')).toBeVisible();
  await expect(
    guest.getByRole('list', { name: 'Recipes in Sunday Lunch' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Public Bread', 'Public Soup']);
  await expect(guest.getByRole('button', { name: /Move|Remove|Delete|Make private/ })).toHaveCount(
    0,
  );
  await expectAccessible(guest);

  // The cook's profile lists the public cookbook.
  await guest.goto(`/user/${cook.id}`);
  const shelf = guest.getByRole('region', { name: 'Cookbooks' });
  await expect(shelf.getByRole('link', { name: 'Sunday Lunch' })).toHaveAttribute(
    'href',
    cookbookPath,
  );

  // Made private again, it is no page at all for the visitor.
  await page.getByRole('button', { name: 'Make private' }).click();
  await expect(page.getByRole('button', { name: 'Make public' })).toBeVisible();
  await guest.goto(cookbookPath);
  await expect(guest.getByRole('heading', { name: 'Cookbook Not Found' })).toBeVisible();

  await visitor.close();
  await cook.context.close();
});

test('deleting a cookbook keeps its recipes', async ({ browser }) => {
  const cook = await cookWithName(browser, 'Del Deleter');
  const { page } = cook;
  const recipe = await createRecipeViaApi(page, 'Kept Pie');
  const created = await page.request.post('/api/cookbooks', { data: { name: 'Pies' } });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const added = await page.request.post(`/api/cookbooks/${id}/recipes`, {
    data: { recipeId: recipe.id },
  });
  expect(added.ok()).toBe(true);

  await page.goto(`/cookbooks/${id}`);
  await page.getByRole('button', { name: 'Remove Kept Pie from Pies' }).click();
  await expect(
    page.getByRole('heading', { name: 'No recipes in this cookbook yet' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete cookbook' });
  await expect(confirm).toContainText('the recipes in it are kept');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/cookbooks');
  await expect(page.getByRole('heading', { name: 'No cookbooks yet' })).toBeVisible();
  await page.goto(`/recipe/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kept Pie' })).toBeVisible();
  await cook.context.close();
});
