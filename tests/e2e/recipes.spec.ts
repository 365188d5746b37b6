import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { createRecipeViaApi } from './support/recipes';
import { expect, test } from './support/test';

/** The file an <img> shows once it has loaded it (srcset's pick), or '' until then. */
const loaded = (img: Locator) =>
  img.evaluate((element: HTMLImageElement) =>
    element.complete && element.naturalWidth > 0 ? element.currentSrc : '',
  );

const cardTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

test.describe('keeping recipes', () => {
  test('create with a photo → list → detail → edit → delete', async ({ page }) => {
    await signUpViaApi(page, '/create');
    await expect(page.getByRole('heading', { name: 'Create New Recipe' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Title' }).fill('Tomato Soup');
    await page.getByRole('textbox', { name: 'Description' }).fill('Silky and bright');
    await page.getByRole('textbox', { name: 'Cook Time' }).fill('25 minutes');
    await page.getByRole('spinbutton', { name: 'Servings' }).fill('4');
    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('medium');
    await page.getByRole('textbox', { name: 'Ingredient 1 quantity' }).fill('6');
    await page.getByRole('textbox', { name: 'Ingredient 1 name' }).fill('ripe tomatoes');
    await page.getByRole('button', { name: 'Add Ingredient' }).click();
    await page.getByRole('textbox', { name: 'Ingredient 2 quantity' }).fill('1');
    await page.getByRole('combobox', { name: 'Ingredient 2 unit' }).selectOption('l');
    await page.getByRole('textbox', { name: 'Ingredient 2 name' }).fill('stock');
    await page.getByRole('textbox', { name: 'Step 1', exact: true }).fill('Roast the tomatoes');
    await page.getByRole('button', { name: 'Add Step' }).click();
    await page.getByRole('textbox', { name: 'Step 2', exact: true }).fill('Blend with the stock');
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#c2410c' },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'soup.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Preview of your recipe' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save Recipe' }).click();

    await expect(page).toHaveURL('/recipes');
    await expect(page.getByText('Recipe Created!', { exact: true })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(['Tomato Soup']);
    await expectAccessible(page);
    // The card offers the photo's 400 px copy, all a 260 px card of the desktop grid needs, and
    // as the list's first card fetches it at once.
    const cardPhoto = page.getByRole('main').locator('img[src^="/uploads/recipes/"]');
    await expect(cardPhoto).toHaveAttribute('srcset', /-w400\.webp 400w, \S+-800x600\.webp 800w$/);
    await expect(cardPhoto).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => loaded(cardPhoto)).toMatch(/-w400\.webp$/);
    await page.getByRole('link', { name: 'View Recipe' }).click();

    await expect(page.getByRole('heading', { name: 'Tomato Soup', level: 1 })).toBeVisible();
    await expectAccessible(page);
    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    await expect(ingredients.getByRole('listitem')).toHaveText(['6 ripe tomatoes', '1 l stock']);
    const steps = page.getByRole('region', { name: 'Instructions' });
    await expect(steps.getByRole('listitem')).toHaveText([
      /Roast the tomatoes/,
      /Blend with the stock/,
    ]);
    // The hero: the page's largest picture, fetched first, its place kept by its size.
    const photo = page.getByRole('main').locator('img[src^="/uploads/recipes/"]');
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect(photo).toHaveAttribute('width', '800');
    await expect(photo).toHaveAttribute('height', '600');
    // 1104 px wide on this screen: the photo itself, not its 400 px copy.
    await expect.poll(() => loaded(photo)).toMatch(/-800x600\.webp$/);

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Ingredient 2 name' })).toHaveValue('stock');
    await expect(page.getByRole('combobox', { name: 'Ingredient 2 unit' })).toHaveValue('l');
    // The current photo with its Change / Remove controls, in both themes.
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Title' }).fill('Roasted Tomato Soup');
    await page.getByRole('button', { name: 'Update Recipe' }).click();
    await expect(page).toHaveURL('/recipes');
    await expect(page.getByText('Recipe Updated', { exact: true })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(['Roasted Tomato Soup']);

    await page.getByRole('button', { name: 'Delete Roasted Tomato Soup' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Recipe' });
    await expect(dialog).toContainText('Are you sure you want to delete "Roasted Tomato Soup"?');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Recipe Deleted', { exact: true })).toBeVisible();
    await expect(page.getByText('No recipes yet')).toBeVisible();
  });

  test('the create form keeps the cook on the page with a clear message when lists are empty', async ({
    page,
  }) => {
    await signUpViaApi(page, '/create');
    await page.getByRole('textbox', { name: 'Title' }).fill('Nothing yet');
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(page.getByText('Please add at least one ingredient').first()).toBeVisible();
    await expect(page).toHaveURL('/create');
    await expect(page.getByRole('button', { name: 'Remove ingredient 1' })).toBeDisabled();
  });

  test('search and the four sorts', async ({ page }) => {
    await signUpViaApi(page);
    await createRecipeViaApi(page, 'Banana bread', { cookTime: '1 hour' });
    await createRecipeViaApi(page, 'Apple pie', {
      cookTime: '45 minutes',
      ingredients: JSON.stringify(['3 piece apples', '1 cup sugar']),
    });
    await createRecipeViaApi(page, 'Cherry salad', { cookTime: '' });
    await page.goto('/recipes');

    await expect(cardTitles(page)).toHaveText(['Cherry salad', 'Apple pie', 'Banana bread']);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Oldest First' });
    await expect(cardTitles(page)).toHaveText(['Banana bread', 'Apple pie', 'Cherry salad']);
    await sort.selectOption({ label: 'A-Z' });
    await expect(cardTitles(page)).toHaveText(['Apple pie', 'Banana bread', 'Cherry salad']);
    await sort.selectOption({ label: 'Cook Time' });
    // In minutes, sorted by the server: none (0), 45 minutes (45), 1 hour (60).
    await expect(cardTitles(page)).toHaveText(['Cherry salad', 'Apple pie', 'Banana bread']);

    const search = page.getByRole('searchbox', { name: 'Search recipes' });
    await search.fill('APPLES');
    await expect(cardTitles(page)).toHaveText(['Apple pie']);
    await search.fill('lobster');
    await expect(page.getByText('No recipes found')).toBeVisible();
    await expect(
      page.getByText('No recipes match "lobster". Try a different search term.'),
    ).toBeVisible();
  });

  test('dashboard, featured recipe and random pick, before and after the first recipe', async ({
    page,
  }) => {
    await signUpViaApi(page, '/');
    await expect(page.getByRole('heading', { name: 'No Featured Recipe Today' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'No Recipes Yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Random Recipe' }).click();
    await expect(page.getByText('No Random Recipe Available', { exact: true })).toBeVisible();

    await createRecipeViaApi(page, 'Only dish');
    await page.goto('/');
    const featured = page.getByRole('region', { name: "Today's Featured Recipe" });
    await expect(featured.getByRole('heading', { name: 'Only dish' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByText('1 recipe saved')).toBeVisible();
    await page.getByRole('button', { name: 'Random Recipe' }).click();
    await expect(page.getByText('Random Recipe Found!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/recipe\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Only dish', level: 1 })).toBeVisible();
  });

  test('a missing recipe says so', async ({ page }) => {
    await signUpViaApi(page, '/recipe/999999');
    await expect(page.getByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
    await expect(
      page.getByText("The recipe you're looking for doesn't exist or has been deleted."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'View All Recipes' }).click();
    await expect(page).toHaveURL('/recipes');
  });
});
