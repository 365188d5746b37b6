import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { createRecipeViaApi } from './support/recipes';
import { expect, test } from './support/test';

const cardTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

test('the owner marks a recipe, logs a cooking, and follows a tag to the filtered list', async ({
  page,
}) => {
  await signUpViaApi(page, '/');
  const stew = await createRecipeViaApi(page, 'Lentil Stew', {
    tags: JSON.stringify(['Soup', 'Winter']),
  });
  await createRecipeViaApi(page, 'Iced Tea', { tags: JSON.stringify(['Drinks']) });
  await page.goto(`/recipe/${stew.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lentil Stew' })).toBeVisible();

  // Favourite, four stars and a note: each saved, and still there after a reload.
  const favourite = page.getByRole('button', { name: 'Favourite' });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  // A cook clicks the fourth star: the label around the visually hidden radio.
  await page.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByRole('textbox', { name: 'My notes' }).fill('Less salt next time.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Notes saved', { exact: true })).toBeVisible();

  // "I cooked this" with a note: the log lists it and the summary counts it.
  await page.getByRole('button', { name: 'I cooked this' }).click();
  const dialog = page.getByRole('dialog', { name: 'I cooked this' });
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Doubled the lentils');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Times cooked' })).toContainText(
    'Doubled the lentils',
  );
  await expect(page.getByText(/^Cooked once · last on /)).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'My notes' })).toHaveValue('Less salt next time.');

  // A tag leads to My Recipes filtered by it, in the address; Back returns to the recipe.
  await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Soup' }).click();
  await expect(page).toHaveURL(/\/recipes\?tag=Soup$/);
  await expect(cardTitles(page)).toHaveText(['Lentil Stew']);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Lentil Stew' })).toBeVisible();
});

test('the Tags screen renames, merges and deletes a tag across recipes', async ({ page }) => {
  await signUpViaApi(page, '/');
  await createRecipeViaApi(page, 'Pho', { tags: JSON.stringify(['Soup', 'Vietnamese']) });
  await createRecipeViaApi(page, 'Minestrone', { tags: JSON.stringify(['soups', 'Italian']) });
  await createRecipeViaApi(page, 'Risotto', { tags: JSON.stringify(['Italian']) });
  await page.goto('/tags');
  const tags = page.getByRole('list', { name: 'Your tags' });
  await expect(tags.getByRole('listitem')).toHaveText([
    /^Italian\s*2 recipes/,
    /^Soup\s*1 recipe(?!s)/,
    /^soups\s*1 recipe(?!s)/,
    /^Vietnamese\s*1 recipe(?!s)/,
  ]);
  await expectAccessible(page);

  // Renaming "soups" to a name the cook already has asks before merging the two.
  await page.getByRole('button', { name: 'Rename soups' }).click();
  const name = page.getByRole('textbox', { name: 'New name for soups' });
  await expect(name).toBeFocused();
  await name.fill('SOUP');
  await name.press('Enter');
  const merge = page.getByRole('alertdialog', { name: 'Merge tags?' });
  await expect(merge).toContainText('You already have "Soup".');
  await merge.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText('Tags merged', { exact: true })).toBeVisible();
  await expect(tags.getByRole('listitem')).toHaveText([
    /^Italian\s*2 recipes/,
    /^Soup\s*2 recipes/,
    /^Vietnamese\s*1 recipe(?!s)/,
  ]);

  // Escape leaves a rename as it was.
  await page.getByRole('button', { name: 'Rename Vietnamese' }).click();
  await page.getByRole('textbox', { name: 'New name for Vietnamese' }).press('Escape');
  await expect(page.getByRole('button', { name: 'Rename Vietnamese' })).toBeVisible();

  // Deleting a tag takes it off every recipe; the recipes stay.
  await page.getByRole('button', { name: 'Delete Italian' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Tag' });
  await expect(confirm).toContainText(
    'It will be taken off 2 recipes. The recipes themselves stay.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(tags.getByRole('listitem')).toHaveText([/^Soup/, /^Vietnamese/]);

  // The merged tag lists both soups.
  await tags.getByRole('link', { name: 'Soup' }).click();
  await expect(cardTitles(page)).toHaveText(['Minestrone', 'Pho']);
  await page.goto('/recipes');
  await expect(cardTitles(page)).toHaveCount(3);
});
