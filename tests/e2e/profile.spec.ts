import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/accessibility';
import { PASSWORD, signUpViaApi, uniqueEmail } from './support/accounts';
import { shortcut } from './support/keyboard';
import { expect, test } from './support/test';

/**
 * A cook in a browser context of their own, with a public profile, a 600 × 400 profile picture
 * and one public recipe.
 */
async function publicCook(browser: Browser, displayName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail('public');
  const created = await page.request.post('/api/register', { data: { email, password: PASSWORD } });
  const id = (await created.json()).id as string;
  await page.request.put('/api/auth/profile', {
    multipart: {
      displayName,
      bio: 'I love soup.',
      isPublic: 'true',
      profileImage: {
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await sharp({
          create: { width: 600, height: 400, channels: 3, background: '#0f766e' },
        })
          .png()
          .toBuffer(),
      },
    },
  });
  const recipe = await page.request.post('/api/recipes', {
    multipart: {
      title: 'Public Pho',
      ingredients: JSON.stringify(['1 l broth']),
      instructions: JSON.stringify(['Simmer']),
      isPublic: 'true',
    },
  });
  return { id, recipeId: (await recipe.json()).id as number, page, context };
}

/** The number shown under a count label of the profile header (Followers, Recipes, …). */
const count = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

const profileHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name: `${name}'s Kitchen` });

test.describe('accounts and public profiles', () => {
  test('saving a display name unlocks the community everywhere at once', async ({ page }) => {
    await signUpViaApi(page, '/account');
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expect(page.getByText('Email cannot be changed through this interface')).toBeVisible();
    await page.getByRole('textbox', { name: 'Display Name' }).fill('  Chef Rosa  ');
    await page.getByRole('textbox', { name: 'Bio' }).fill('Soups and stews');
    await expect(page.getByText('15/500 characters')).toBeVisible();
    await page.getByRole('switch', { name: 'Public Profile' }).click();
    await expect(page.getByRole('textbox', { name: 'Your public profile URL' })).toHaveValue(
      /\/user\/[\w-]+$/,
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();

    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Community' })).toBeVisible();
    await shortcut(page, '1');
    await expect(page.getByRole('heading', { name: 'Chef Rosa' })).toBeVisible();
    await expect(page.getByText('Unlock Community Features')).toHaveCount(0);
    await shortcut(page, '4');
    await expect(page).toHaveURL('/announcements');
  });

  test('a visitor, another cook and the owner each see the right profile', async ({
    browser,
    page,
  }) => {
    const owner = await publicCook(browser, 'Marta');

    // Visitor: profile and recipes, no follow button, no report menu.
    await page.goto(`/user/${owner.id}`);
    await expect(profileHeading(page, 'Marta')).toBeVisible();
    await expect(page.getByText('I love soup.')).toBeVisible();
    // The header's 112 px avatar shows the picture's 256 px square, never the whole photo.
    const avatar = page.getByRole('img', { name: "Marta's profile picture" });
    await expect(avatar).toHaveAttribute('src', /-600x400-s256\.webp$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    await expect(page.getByRole('link', { name: 'Public Pho' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0);
    await expect(count(page, 'Recipes')).toHaveText('1');
    await expect(count(page, 'Followers')).toHaveText('0');
    await expectAccessible(page);

    // Owner: no follow button on one's own profile.
    await owner.page.goto(`/user/${owner.id}`);
    await expect(profileHeading(owner.page, 'Marta')).toBeVisible();
    await expect(owner.page.getByRole('button', { name: 'Follow' })).toHaveCount(0);

    // Another cook: follow and unfollow with their toasts and counts.
    await signUpViaApi(page, `/user/${owner.id}`);
    await page.getByRole('button', { name: 'Follow' }).click();
    await expect(page.getByText('Following!', { exact: true })).toBeVisible();
    await expect(page.getByText('You are now following Marta').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await expect(count(page, 'Followers')).toHaveText('1');
    await page.getByRole('button', { name: 'Unfollow' }).click();
    await expect(page.getByText('Unfollowed', { exact: true })).toBeVisible();
    await expect(count(page, 'Followers')).toHaveText('0');
    await owner.context.close();
  });

  test('a private or missing profile is not found', async ({ page }) => {
    const { email } = await signUpViaApi(page, '/');
    expect(email).toBeTruthy();
    await page.goto('/user/no-such-cook');
    await expect(page.getByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
    await expect(
      page.getByText("This user profile doesn't exist or is set to private."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('reporting a user: reason first, then thanks, then "Already reported"', async ({
    browser,
    page,
  }) => {
    const owner = await publicCook(browser, 'Reportee');
    await signUpViaApi(page, `/user/${owner.id}`);
    await expect(profileHeading(page, 'Reportee')).toBeVisible();

    const openDialog = async () => {
      await page.getByRole('button', { name: 'More actions' }).first().click();
      await page.getByRole('menuitem', { name: 'Report User' }).click();
      return page.getByRole('dialog', { name: 'Report User' });
    };
    let dialog = await openDialog();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expectAccessible(page);
    await dialog.getByRole('radio', { name: 'Spam or unwanted content' }).check();
    await dialog.getByRole('textbox', { name: 'Additional details (optional)' }).fill('Ads');
    await expect(dialog.getByText('3/500 characters')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Report submitted', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    dialog = await openDialog();
    await expect(dialog.getByRole('radio', { name: 'Spam or unwanted content' })).not.toBeChecked();
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Already reported', { exact: true })).toBeVisible();
    await owner.context.close();
  });
});

test('a signed-in cook can report someone else’s public recipe, but not their own', async ({
  browser,
  page,
}) => {
  const owner = await publicCook(browser, 'Chef Owner');
  await owner.page.goto(`/recipe/${owner.recipeId}`);
  await expect(owner.page.getByRole('heading', { name: 'Public Pho', level: 1 })).toBeVisible();
  await expect(owner.page.getByRole('button', { name: 'More actions' })).toHaveCount(0);

  await signUpViaApi(page, `/recipe/${owner.recipeId}`);
  await expect(page.getByRole('heading', { name: 'Public Pho', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Report Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Recipe' });
  await dialog.getByRole('radio', { name: 'Inappropriate content' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Report submitted', { exact: true })).toBeVisible();
  await owner.context.close();
});
