import { type PageServer, startPageServer } from '../../server/test/page-server';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { expect, test } from './support/test';

// Create Recipe's other ways in: pasted text, split in the browser, and a recipe page's address,
// read by the server (decision 028). Either fills the form; nothing is saved until the cook does.

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

test.describe('import from a recipe page', () => {
  // A recipe site on this machine, at the port the app's IMPORT_ALLOWED_HOSTS names
  // (playwright.config.ts): saved pages of the shapes real sites use, and a camera photo.
  let site: PageServer;
  test.beforeAll(async () => {
    site = await startPageServer({ port: Number(process.env.E2E_PORT ?? 4173) + 1000 });
  });
  test.afterAll(() => site.close());

  test('an address fills the form with the page’s recipe and its photo', async ({ page }) => {
    await signUpViaApi(page, '/create');
    await page.getByRole('button', { name: 'Import from URL' }).click();
    const address = page.getByRole('textbox', { name: 'Recipe page address' });
    await address.fill('not an address');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Enter a full address, starting with https://')).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');

    await address.fill(`${site.origin}/no-recipe`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('No recipe found on that page')).toBeVisible();
    // This machine's other addresses are not the import's to fetch.
    await address.fill('http://127.0.0.1:9/');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('That address is not allowed')).toBeVisible();
    await expectAccessible(page);

    await address.fill(`${site.origin}/stew/`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Recipe imported', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Winter Beef & Barley Stew',
    );
    await expect(page.getByRole('textbox', { name: 'Prep Time' })).toHaveValue('25 min');
    await expect(page.getByRole('textbox', { name: 'Cook Time' })).toHaveValue('2 hr 15 min');
    await expect(page.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('6');
    await expect(page.getByRole('textbox', { name: 'Ingredient 6 name' })).toHaveValue(
      'beef stock',
    );
    await expect(page.getByRole('textbox', { name: 'Step 5', exact: true })).toHaveValue(
      'Cover and simmer gently for 2 hours, stirring now and then.',
    );
    await expect(page.getByRole('img', { name: 'Preview of your recipe' })).toBeVisible();
    // Where it came from, its tags and its total time come along.
    await expect(page.getByRole('textbox', { name: 'Source' })).toHaveValue(`${site.origin}/stew/`);
    await expect(page.getByRole('textbox', { name: 'Total Time' })).toHaveValue('2 hr 40 min');

    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(page).toHaveURL('/recipes');
    await page.getByRole('link', { name: 'View Recipe' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Winter Beef & Barley Stew' }),
    ).toBeVisible();
    await expect(page.getByRole('main').locator('img[src^="/uploads/recipes/"]')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem'),
    ).toHaveCount(7);
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText([
      'barley',
      'British',
      'Main course',
      'stew',
      'winter warmer',
    ]);
    const source = page.getByRole('link', { name: /opens in a new tab/ });
    await expect(source).toHaveAttribute('href', `${site.origin}/stew/`);
    await expect(source).toHaveAttribute('target', '_blank');

    // The same page again: the cook is told before saving a second copy.
    await page.goto('/create');
    await page.getByRole('button', { name: 'Import from URL' }).click();
    await page.getByRole('textbox', { name: 'Recipe page address' }).fill(`${site.origin}/stew/`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'already have' })).toContainText(
      'You already have a recipe from this page: Winter Beef & Barley Stew. Saving makes a second copy.',
    );
  });
});
