import { expectAccessible } from './support/accessibility';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';

test.describe('visitors and signing in', () => {
  test('a visitor sees the landing page with its features and two ways in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Simmer');
    for (const feature of ['Create Recipes', 'Find & Organize', 'Daily Features']) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Start Cooking' })).toHaveAttribute(
      'href',
      '/api/login',
    );
    await expect(page.getByRole('link', { name: 'Sign In to Get Started' })).toHaveAttribute(
      'href',
      '/api/login',
    );
    await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
  });

  test('a visitor can open the feed and profiles, but not the cook’s own screens', async ({
    page,
  }) => {
    await page.goto('/announcements');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('a new cook signs up through the sign-in page and lands on the home screen', async ({
    page,
  }) => {
    await page.goto('/');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Start Cooking' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Simmer' })).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();

    await page.getByLabel('First name').fill('Rosa');
    await page.getByLabel('Email').fill(uniqueEmail('rosa'));
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters');
    await expect(page.getByLabel('Email')).not.toHaveValue('');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
    await expect(page.getByText('Unlock Community Features')).toBeVisible();
  });

  test('a returning cook signs in, sees a clear error for a wrong password, and signs out', async ({
    page,
  }) => {
    const email = uniqueEmail('returning');
    const created = await page.request.post('/api/register', {
      data: { email, password: PASSWORD },
    });
    expect(created.status()).toBe(201);
    await page.request.get('/api/logout');

    await page.goto('/api/login?returnTo=/recipes');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not my password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page.getByLabel('Email')).toHaveValue(email);

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/recipes');

    await page.goto('/');
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Start Cooking' })).toBeVisible();
    await page.goto('/recipes');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
