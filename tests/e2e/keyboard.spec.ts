import { expectAccessible } from './support/accessibility';
import { PASSWORD, signUpViaApi, uniqueEmail } from './support/accounts';
import { retype, shortcut, tabTo } from './support/keyboard';
import { createRecipeViaApi } from './support/recipes';
import { recordingSpeech, spoken } from './support/speech';
import { expect, test } from './support/test';

// The main flows with the keyboard alone: every control reached with Tab, pressed with Enter or
// Space, and the focus visible at every stop on the way.
test.describe('with the keyboard only', () => {
  // One key at a time through whole forms: longer than a pointer's test.
  test.describe.configure({ timeout: 90_000 });

  test('a new cook signs up', async ({ page }) => {
    await page.goto('/');
    await tabTo(page, page.getByRole('link', { name: 'Start Cooking' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Sign in to Simmer' })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Create an account' }));
    await page.keyboard.press('Enter');

    await tabTo(page, page.getByLabel('First name'));
    await page.keyboard.type('Rosa');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(uniqueEmail('keys'));
    await tabTo(page, page.getByLabel('Password'));
    await page.keyboard.type('short');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters');
    await expectAccessible(page);

    await tabTo(page, page.getByLabel('Password'));
    await retype(page, PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  });

  test('a cook creates a recipe, fixing what the form points out', async ({ page }) => {
    await signUpViaApi(page);
    await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
    await shortcut(page, '3');
    await expect(page.getByRole('heading', { name: 'Create New Recipe' })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Save Recipe' }));
    await page.keyboard.press('Enter');
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toBeFocused();
    await expectAccessible(page);

    await page.keyboard.type('Keyboard Soup');
    await tabTo(page, page.getByRole('combobox', { name: 'Difficulty' }));
    await page.keyboard.type('medium');
    await tabTo(page, page.getByRole('textbox', { name: 'Ingredient 1 name' }));
    await page.keyboard.type('leeks');
    await tabTo(page, page.getByRole('textbox', { name: 'Step 1', exact: true }));
    await page.keyboard.type('Sweat the leeks.');
    await tabTo(page, page.getByRole('button', { name: 'Add Step' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Step 2', exact: true })).toBeFocused();
    await page.keyboard.type('Blend.');
    await tabTo(page, page.getByRole('button', { name: 'Save Recipe' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/recipes');
    await expect(page.getByText('Recipe Created!', { exact: true })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'View Recipe' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Keyboard Soup' })).toBeVisible();
    await expect(page.getByText('Medium', { exact: true })).toBeVisible();
    const steps = page.getByRole('region', { name: 'Instructions' }).getByRole('listitem');
    await expect(steps).toHaveText([/Sweat the leeks\./, /Blend\./]);
  });

  test('a cook has a recipe read aloud', async ({ page }) => {
    await page.addInitScript(recordingSpeech);
    await signUpViaApi(page);
    const recipe = await createRecipeViaApi(page, 'Pan Bread', {
      instructions: JSON.stringify(['Mix flour and water', 'Cook in a hot pan']),
    });
    await page.goto(`/recipe/${recipe.id}`);

    await tabTo(page, page.getByRole('button', { name: 'Voice Off' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Keyboard Controls' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByText('Current: Step 1')).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(page.getByText('Current: Step 2')).toBeVisible();
    await expect
      .poll(async () => (await spoken(page)).map((s) => s.text))
      .toEqual([
        'Step 1: Mix flour and water',
        'Step 1: Mix flour and water',
        'Step 2: Cook in a hot pan',
      ]);

    // A control reached with Tab is pressed by its own keys again: Tab on, then back.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Voice On' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Voice Off' })).toBeVisible();
  });

  test('a cook names themselves and goes public in Account Settings', async ({ page }) => {
    await signUpViaApi(page, '/account');
    await tabTo(page, page.getByRole('textbox', { name: 'Display Name' }));
    await page.keyboard.type('Chef Keys');
    await tabTo(page, page.getByRole('switch', { name: 'Public Profile' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('switch', { name: 'Public Profile' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Save Changes' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Display Name' })).toHaveValue('Chef Keys');
    await expect(page.getByRole('switch', { name: 'Public Profile' })).toBeChecked();
  });
});
