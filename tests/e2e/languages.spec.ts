import { signUpViaApi } from './support/accounts';
import { watchErrors } from './support/page-errors';
import { expect, test } from './support/test';

// Simmer in the cook's language (decision 049): the server draws the page in it, the browser
// adopts that HTML without a flash of English, and a switch changes the screen without a reload.

test.describe('a visitor whose browser speaks German', () => {
  test.use({ locale: 'de-DE' });

  test('reads the landing page in German, switches to French, and keeps it', async ({ page }) => {
    const errors = watchErrors(page);
    // Drawn by the server in German, before any script.
    const response = await page.request.get('/', { headers: { 'accept-language': 'de-DE' } });
    const html = await response.text();
    expect(html).toContain('lang="de"');
    expect(html).toContain('Lust zu kochen?');
    expect(html).not.toContain('Ready to get cooking?');

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Los geht’s' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lust zu kochen?' })).toBeVisible();

    // No reload: the same document changes its words.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('fr');
    await expect(page.getByRole('link', { name: 'Commencer à cuisiner' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );

    // The choice outlives the page: the next one is drawn in French.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Prêt à cuisiner ?' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(errors).toEqual([]);
  });
});

test('a cook keeps a language on the account: every page is drawn in it', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/account');
  const select = page.getByRole('combobox', { name: 'Language' });
  await select.selectOption('es');
  await expect(page.getByRole('heading', { name: 'Idioma' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // Another page, drawn by the server: in Spanish from its first byte.
  const html = await (await page.request.get('/account')).text();
  expect(html).toContain('lang="es"');
  expect(html).toContain('Idioma');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');

  // Back to the browser's language (English here).
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('');
  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
