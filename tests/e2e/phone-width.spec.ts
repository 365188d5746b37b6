import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { cookWithName, postViaApi, uniqueWord } from './support/community';
import { createRecipeViaApi } from './support/recipes';
import { expect, test } from './support/test';

// Every screen at a phone's width (390 px): nothing axe finds serious, nothing wider
// than the screen. The wide-screen checks live beside each screen's own tests.
test.use({ viewport: { width: 390, height: 844 } });

test('every screen at 390 px: no serious accessibility problem, no sideways scrolling', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Cooking' })).toBeVisible();
  await checkScreen(page);

  const cook = await cookWithName(browser, 'Pia Phone');
  const recipe = await createRecipeViaApi(cook.page, 'Phone Pho', { isPublic: 'true' });
  // A long unbroken word once widened the whole feed past the phone's screen.
  await postViaApi(cook, `Small screens ${uniqueWord()}`, 'y'.repeat(300));
  // And a feed longer than the screen: off-screen cards once took a placeholder width of 36rem.
  for (const dish of [
    'Soup',
    'Stew',
    'Salad',
    'Bread',
    'Pie',
    'Tart',
    'Rice',
    'Dal',
    'Curry',
    'Flan',
  ]) {
    await postViaApi(cook, `${dish} ${uniqueWord()}`, `${dish} for a small screen.`);
  }
  await cook.context.close();
  await page.goto(`/user/${cook.id}`);
  await expect(page.getByRole('heading', { level: 1, name: "Pia Phone's Kitchen" })).toBeVisible();
  await expect(page.getByRole('link', { name: recipe.title })).toBeVisible();
  await checkScreen(page);

  const me = await cookWithName(browser, 'Mo Mobile');
  const screens: [string, string][] = [
    ['/', 'Mo Mobile'],
    ['/dashboard', 'Welcome back, Mo Mobile!'],
    ['/recipes', 'My Recipes'],
    ['/create', 'Create New Recipe'],
    ['/announcements', 'Community Feed'],
    ['/announcements/create', 'Create Announcement'],
    ['/account', 'Account Settings'],
  ];
  const mine = await createRecipeViaApi(me.page, 'Mobile Minestrone');
  screens.push([`/recipe/${mine.id}`, 'Mobile Minestrone'], [`/edit/${mine.id}`, 'Edit Recipe']);
  await me.page.setViewportSize({ width: 390, height: 844 });
  for (const [path, heading] of screens) {
    await me.page.goto(path);
    await expect(me.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await checkScreen(me.page);
  }
});

test('the recipe page: ingredients before the steps on a phone, beside them on a wide screen', async ({
  browser,
}) => {
  const cook = await cookWithName(browser, 'Cleo Columns');
  const recipe = await createRecipeViaApi(cook.page, 'Column Curry', {
    ingredients: JSON.stringify(['2 cups rice', '1 onion', '3 cloves garlic']),
    instructions: JSON.stringify(['Rinse the rice.', 'Fry the onion.', 'Simmer it all.']),
  });
  const { page } = cook;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/recipe/${recipe.id}`);
  const box = async (name: string) => {
    const found = await page.getByRole('region', { name, exact: true }).boundingBox();
    if (!found) throw new Error(`no ${name} on the page`);
    return found;
  };

  // A phone: one column, the ingredients and their servings and units above the first step, in
  // the order a keyboard or a screen reader meets them too.
  let [info, ingredients, steps] = [
    await box('Recipe Info'),
    await box('Ingredients'),
    await box('Instructions'),
  ];
  expect(ingredients.y + ingredients.height).toBeLessThanOrEqual(steps.y);
  expect(info.y + info.height).toBeLessThanOrEqual(steps.y);
  expect(Math.abs(ingredients.x - steps.x)).toBeLessThan(24);
  const servings = await page.getByRole('spinbutton', { name: 'Servings' }).boundingBox();
  expect(servings?.y).toBeLessThan(steps.y);
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(
    headings.filter((text) => ['Recipe Info', 'Ingredients', 'Instructions'].includes(text)),
  ).toEqual(['Recipe Info', 'Ingredients', 'Instructions']);

  // A wide screen: the steps on the left, Recipe Info and the ingredients in a column beside them,
  // from the top.
  await page.setViewportSize({ width: 1280, height: 900 });
  [info, ingredients, steps] = [
    await box('Recipe Info'),
    await box('Ingredients'),
    await box('Instructions'),
  ];
  expect(ingredients.x).toBeGreaterThanOrEqual(steps.x + steps.width);
  expect(info.x).toBeGreaterThanOrEqual(steps.x + steps.width);
  expect(Math.abs(info.y - steps.y)).toBeLessThan(32);
  expect(info.y + info.height).toBeLessThanOrEqual(ingredients.y);
  await expectAccessible(page);
  await cook.context.close();
});

async function checkScreen(page: Page) {
  await expectAccessible(page);
  // Polled: something sliding in from the side (a toast) overflows for a moment, a layout for
  // good. The message names the element sticking out furthest, to say where to look.
  await expect
    .poll(() => sidewaysOverflow(page), { message: `${page.url()} scrolls sideways` })
    .toBe('');
}

/**
 * '' when nothing is wider than the screen; else the overflow and the innermost elements sticking
 * out (each past the screen's edge while none of its children reaches as far), which are what
 * makes their containers wide.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow <= 0) return '';
    const right = (element: Element) => element.getBoundingClientRect().right;
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">` +
      ` ${(element.textContent ?? '').trim().slice(0, 40)}`;
    const innermost = [...document.body.querySelectorAll('*')]
      .filter((element) => right(element) > width)
      .filter((element) => ![...element.children].some((child) => right(child) >= right(element)))
      .sort((a, b) => right(b) - right(a))
      .slice(0, 3);
    return `${overflow} px, sticking out: ${innermost.map(describe).join(' | ')}`;
  });
