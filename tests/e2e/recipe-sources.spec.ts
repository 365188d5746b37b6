import { expectAccessible, signUpViaApi } from './fixtures';
import { expect, test } from './test';

// Create Recipe's other ways in (issue 12): pasted text, split in the browser, and a recipe
// page's address, read by the server. Either fills the form; nothing is saved until the cook does.

test('pasted recipe text fills the form, which saves as usual', async ({ page }) => {
  await signUpViaApi(page, '/create');
  await page.getByRole('button', { name: 'Paste recipe text' }).click();
  await page.getByRole('button', { name: 'Fill the form' }).click();
  await expect(page.getByText('Paste a recipe first')).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('textbox', { name: 'Recipe text' })
    .fill(
      [
        'Garlic Butter Noodles',
        'Ready in the time the water boils.',
        'Serves 2',
        '',
        'Ingredients',
        '- 200 g noodles',
        '- 2 tbsp butter',
        '- 3 cloves garlic',
        '',
        'Method',
        '1. Boil the noodles.',
        '2. Melt the butter with the garlic and toss.',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Fill the form' }).click();
  await expect(page.getByText('Recipe filled in', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Garlic Butter Noodles');
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Ready in the time the water boils.',
  );
  await expect(page.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'Ingredient 2 quantity' })).toHaveValue('2');
  await expect(page.getByRole('combobox', { name: 'Ingredient 2 unit' })).toHaveValue('tbsp');
  await expect(page.getByRole('textbox', { name: 'Ingredient 3 name' })).toHaveValue(
    'cloves garlic',
  );
  await expect(page.getByRole('textbox', { name: 'Step 2', exact: true })).toHaveValue(
    'Melt the butter with the garlic and toss.',
  );

  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page).toHaveURL('/recipes');
  await page.getByRole('link', { name: 'View Recipe' }).click();
  await expect(page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem')).toHaveText([
    '200 g noodles',
    '2 tbsp butter',
    '3 cloves garlic',
  ]);
});
