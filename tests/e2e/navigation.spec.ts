import { signUpViaApi } from './support/accounts';
import { createRecipeViaApi } from './support/recipes';
import { expect, test } from './support/test';

test('a new screen starts at the top, and Back returns to where you were', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await signUpViaApi(page);
  for (let n = 1; n <= 12; n += 1) await createRecipeViaApi(page, `Stew ${n}`);
  await page.goto('/recipes');
  const last = page
    .getByRole('article', { name: 'Stew 1', exact: true })
    .getByRole('link', { name: 'View Recipe' });
  await last.scrollIntoViewIfNeeded();
  const listY = await page.evaluate(() => window.scrollY);
  expect(listY).toBeGreaterThan(1000);

  await last.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stew 1' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/recipes');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listY);

  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listY);

  // Another address opened afresh is a new page, even one as tall: it starts at the top (the
  // restore would have scrolled within a second).
  await page.goto('/recipes?from=address-bar');
  await expect(page.getByRole('article', { name: 'Stew 1', exact: true })).toBeAttached();
  await page.waitForTimeout(1200);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
