import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { shortcut } from './support/keyboard';
import { expect, test } from './support/test';

test.describe('the signed-in shell', () => {
  test('home shows the welcome, the profile notice and the four cards', async ({ page }) => {
    await signUpViaApi(page);
    await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
    await expect(page.getByText('Unlock Community Features')).toBeVisible();
    await expect(page.getByRole('link', { name: /Set up your profile/ })).toHaveAttribute(
      'href',
      '/account',
    );
    const main = page.getByRole('main');
    for (const [name, href] of [
      ['Create Recipe', '/create'],
      ['View Recipes', '/recipes'],
      ['Dashboard', '/dashboard'],
      ['Account Settings', '/account'],
    ] as const) {
      await expect(main.getByRole('link', { name }).first()).toHaveAttribute('href', href);
    }
    await expectAccessible(page);
  });

  test('the navigation highlights where you are and follows Ctrl+1..3', async ({ page }) => {
    await signUpViaApi(page);
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await shortcut(page, '2');
    await expect(page).toHaveURL('/recipes');
    await expect(nav.getByRole('link', { name: 'My Recipes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    await shortcut(page, '3');
    await expect(page).toHaveURL('/create');
    await expect(nav.getByRole('link', { name: 'Create Recipe' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await shortcut(page, '1');
    await expect(page).toHaveURL('/');
  });

  test('without a display name the Community item is disabled and Ctrl+4 stays put', async ({
    page,
  }) => {
    await signUpViaApi(page, '/recipes');
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Community' })).toHaveCount(0);
    const community = nav.getByText('Community');
    await expect(community).toHaveAttribute('aria-disabled', 'true');
    await expect(
      nav.locator('[title="Set up your profile with a display name to access the Community"]'),
    ).toHaveCount(1);

    await shortcut(page, '4');
    await expect(page).toHaveURL('/recipes');
  });

  test('an unknown path shows Page Not Found', async ({ page }) => {
    await signUpViaApi(page, '/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('every signed-in route exists', async ({ page }) => {
    await signUpViaApi(page);
    for (const path of [
      '/dashboard',
      '/create',
      '/edit/1',
      '/recipes',
      '/recipe/1',
      '/account',
      '/user/x',
      '/announcements',
      '/announcements/create',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page Not Found' }), path).toHaveCount(0);
    }
  });
});
