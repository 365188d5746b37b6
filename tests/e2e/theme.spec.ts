import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { expect, stopWaitingForTheApp, test } from './support/test';

// Dark mode (decision 020): the system's preference by default, or the device's own
// choice from the switch in the navigation bar, shown from the first paint on, sign-in pages too.

/** Whether the page looks dark, as a person would see it: the mean brightness of a screenshot. */
const looksDark = async (page: Page) => {
  const { channels } = await sharp(await page.screenshot()).stats();
  const [red, green, blue] = channels.map((channel) => channel.mean);
  return ((red ?? 0) + (green ?? 0) + (blue ?? 0)) / 3 < 128;
};

/** The browser toolbar colour the page asks for now. */
const toolbarColour = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name=theme-color]')).find(
        (meta) => matchMedia(meta.getAttribute('media') ?? 'all').matches,
      )?.content,
  );

const LIGHT_TOOLBAR = '#c2410c';
const DARK_TOOLBAR = '#1c1917';

test.describe('the theme', () => {
  // The first paint is checked with the app's scripts stopped by page.route, which never sees a
  // request the offline worker answers from its cache (decision 029): these pages go without it.
  test.use({ serviceWorkers: 'block' });

  test('follows the system until the device chooses, then keeps the choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signUpViaApi(page);
    const theme = page.getByRole('navigation', { name: 'Main' }).getByRole('group', {
      name: 'Theme',
    });
    await expect(theme.getByRole('button', { name: 'System' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await looksDark(page)).toBe(true);
    expect(await toolbarColour(page)).toBe(DARK_TOOLBAR);
    // Form controls and scrollbars match the page.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'dark',
    );

    // The system changes its mind: the page follows at once.
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await looksDark(page)).toBe(false);
    expect(await toolbarColour(page)).toBe(LIGHT_TOOLBAR);

    // By keyboard: the switch is reachable and says which theme is on.
    await theme.getByRole('button', { name: 'Light' }).focus();
    await page.keyboard.press('Tab');
    await expect(theme.getByRole('button', { name: 'Dark' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(theme.getByRole('button', { name: 'Dark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(theme.getByRole('button', { name: 'System' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await looksDark(page)).toBe(true);
    expect(await toolbarColour(page)).toBe(DARK_TOOLBAR);

    // Remembered on this device, and no longer swayed by the system.
    await page.reload();
    await expect(theme.getByRole('button', { name: 'Dark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await looksDark(page)).toBe(true);

    await page.emulateMedia({ colorScheme: 'dark' });
    await theme.getByRole('button', { name: 'Light' }).click();
    expect(await looksDark(page)).toBe(false);
    expect(await toolbarColour(page)).toBe(LIGHT_TOOLBAR);

    // Back to System: the system's dark again.
    await theme.getByRole('button', { name: 'System' }).click();
    expect(await looksDark(page)).toBe(true);
    await page.reload();
    await expect(theme.getByRole('button', { name: 'System' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await looksDark(page)).toBe(true);
  });

  test('is in place before the app starts: no flash of the other theme', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('simmer-theme', 'dark'));
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) {
        cspErrors.push(message.text());
      }
    });

    // Without the app's JavaScript, what shows is what the first paint shows: the server's HTML.
    await stopWaitingForTheApp(page);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await looksDark(page)).toBe(true);
    expect(await toolbarColour(page)).toBe(DARK_TOOLBAR);
    await page.unrouteAll();

    // And the other way round: a device that chose light while its system prefers dark.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('simmer-theme', 'light'));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await looksDark(page)).toBe(false);
    expect(await toolbarColour(page)).toBe(LIGHT_TOOLBAR);
    await page.unrouteAll();

    // The inline script ran because the CSP allows it by its hash, not by 'unsafe-inline'.
    expect(cspErrors).toEqual([]);
    const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+'(;|$)/);
  });

  test('reaches the sign-in pages: the system preference, or the device choice', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/api/login');
    expect(await looksDark(page)).toBe(true);
    expect(await toolbarColour(page)).toBe(DARK_TOOLBAR);

    await page.emulateMedia({ colorScheme: 'light' });
    expect(await looksDark(page)).toBe(false);

    await page.evaluate(() => localStorage.setItem('simmer-theme', 'dark'));
    await page.goto('/api/register');
    expect(await looksDark(page)).toBe(true);
    expect(await toolbarColour(page)).toBe(DARK_TOOLBAR);
    await expectAccessible(page);
  });
});
