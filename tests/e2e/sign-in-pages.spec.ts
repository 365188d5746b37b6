import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';

// The server-rendered sign-in and sign-up pages: the app's look without a client bundle, usable
// on a phone, by keyboard and with a screen reader.

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

test.describe('the sign-in and sign-up pages', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`use the fonts and colours of the app (${colorScheme}) and no script but the theme's (and the passkey's)`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      const app = {
        text: await style(page, 'body', 'font-family'),
        heading: await style(page, 'h1', 'font-family'),
        action: await style(page, 'a:has-text("Start Cooking")', 'background-color'),
        page: await style(page, 'main', 'color'),
      };

      for (const path of ['/api/login', '/api/register']) {
        await page.goto(path);
        expect(await style(page, 'body', 'font-family')).toBe(app.text);
        expect(await style(page, 'h1', 'font-family')).toBe(app.heading);
        expect(await style(page, 'button[type=submit]', 'background-color')).toBe(app.action);
        expect(await style(page, 'main', 'color')).toBe(app.page);
        await expect(page.getByRole('link', { name: 'Simmer' })).toHaveAttribute('href', '/');
        // One inline script, the theme's (contracts/theme-script.ts); no bundle: the sign-in
        // page's only file is the few lines that sign in with a passkey.
        await expect(page.locator('script:not([src])')).toHaveCount(1);
        const files = await page
          .locator('script[src]')
          .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')));
        expect(files).toEqual(path === '/api/login' ? ['/passkey-sign-in.js'] : []);
        await expectAccessible(page);
      }
    });
  }

  test('fit a phone screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/api/login', '/api/register']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await expectAccessible(page);
    }
  });

  test('show where the keyboard is', async ({ page }) => {
    await page.goto('/api/login');
    // The first empty field has focus on arrival; Tab walks the form in order.
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.press('Tab');
    const button = page.getByRole('button', { name: 'Sign In', exact: true });
    await expect(button).toBeFocused();
    expect(await style(page, 'button[type=submit]', 'outline-style')).toBe('solid');
    expect(await style(page, 'button[type=submit]', 'outline-width')).toBe('2px');
  });

  test('announce an error and tie it to the fields it is about', async ({ page }) => {
    await page.goto('/api/login');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveTitle(/^Error: Sign in/);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    for (const label of ['Email', 'Password']) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(label)).toHaveAccessibleDescription('Invalid email or password');
    }
    await expect(page.getByLabel('Email')).toBeFocused();
    await expectAccessible(page);
  });

  test('sign-up names the field that needs fixing and keeps what was typed', async ({ page }) => {
    const email = uniqueEmail('taken');
    expect(
      (await page.request.post('/api/register', { data: { email, password: PASSWORD } })).status(),
    ).toBe(201);
    await page.request.get('/api/logout');

    await page.goto('/api/register');
    await expect(page.getByLabel('First name')).toBeFocused();
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('alert')).toHaveText('An account with this email already exists');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Password')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name')).toHaveValue('Ana');
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('At least 8 characters.');
    await expectAccessible(page);
  });
});
