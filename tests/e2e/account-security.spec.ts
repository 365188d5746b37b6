import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { PASSWORD, signUpViaApi } from './support/accounts';
import { mailDir, nextMailTo } from './support/mail';
import { expect, test } from './support/test';

// A cook's other devices are browser contexts of their own, told apart by the user agent they
// send: the server names each session's device after it (the laptop is the tests' Desktop Chrome).
const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Firefox 133 on Windows 10';
const IPHONE = 'Mobile Safari 17 on iOS 17.5';

const NEW_PASSWORD = 'a brand new password';

/** Signs in on the sign-in page's form, which then opens `returnTo`. */
async function signInOnThePage(page: Page, email: string, password: string, returnTo: string) {
  await page.goto(`/api/login?returnTo=${returnTo}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The cook's `email` signed in on another device: a context of its own with `userAgent`. */
async function anotherDevice(browser: Browser, userAgent: string, email: string) {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await signInOnThePage(page, email, PASSWORD, '/recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'My Recipes' })).toBeVisible();
  return { context, page };
}

/**
 * Whether the device is still signed in, as its next visit to a signed-in screen shows: signed
 * out, /recipes is a page that does not exist (the app shows a visitor no sign-in wall there).
 */
async function expectSignedOut(page: Page) {
  await page.goto('/recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toHaveCount(0);
}

async function expectSignedIn(page: Page) {
  await page.goto('/recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'My Recipes' })).toBeVisible();
}

const deviceList = (page: Page) =>
  page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');

test.describe('account security', () => {
  test('a cook changes the password: this device stays signed in, another is signed out', async ({
    browser,
    page: laptop,
  }) => {
    const { email } = await signUpViaApi(laptop, '/account');
    const phone = await anotherDevice(browser, FIREFOX_ON_WINDOWS, email);

    await expect(laptop.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await laptop.getByRole('button', { name: 'Change Password' }).click();
    const dialog = laptop.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toContainText('Your other devices will be signed out.');
    const current = dialog.getByLabel('Current password');
    await current.fill('not my password');
    await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(current).toHaveAccessibleDescription('Current password is incorrect');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toBeFocused();
    await expect(dialog).toBeVisible();
    await expectAccessible(laptop);

    await current.fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(laptop.getByText('Password Changed', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The phone's session is gone from the list at once, and this device is still signed in.
    await expect(deviceList(laptop)).toHaveCount(1);
    await laptop.reload();
    await expect(laptop.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(deviceList(laptop)).toHaveText([/This device/]);

    await expectSignedOut(phone.page);
    await signInOnThePage(phone.page, email, PASSWORD, '/recipes');
    await expect(phone.page.getByRole('alert')).toHaveText('Invalid email or password');
    await phone.page.getByLabel('Password').fill(NEW_PASSWORD);
    await phone.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(phone.page).toHaveURL('/recipes');
    await expect(phone.page.getByRole('heading', { level: 1, name: 'My Recipes' })).toBeVisible();
    await phone.context.close();
  });

  test('a cook sees their devices and signs one out, then every other one', async ({
    browser,
    page: laptop,
  }) => {
    const { email } = await signUpViaApi(laptop, '/');
    const firefox = await anotherDevice(browser, FIREFOX_ON_WINDOWS, email);
    const iphone = await anotherDevice(browser, SAFARI_ON_IPHONE, email);

    await laptop.goto('/account');
    const devices = deviceList(laptop);
    await expect(devices).toHaveCount(3);
    // This device first, the others in any order.
    await expect(devices.first()).toContainText(/Chrome \d+ on Windows 10\s*This device/);
    await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(devices.filter({ hasText: FIREFOX })).toHaveCount(1);
    await expect(devices.filter({ hasText: IPHONE })).toHaveCount(1);
    await expect(laptop.getByRole('button', { name: /^Sign out (?!everywhere)/ })).toHaveCount(2);

    await laptop.getByRole('button', { name: `Sign out ${FIREFOX}` }).click();
    await expect(laptop.getByText('Device Signed Out', { exact: true })).toBeVisible();
    await expect(devices).toHaveCount(2);
    await expect(devices.filter({ hasText: FIREFOX })).toHaveCount(0);
    await expectSignedOut(firefox.page);
    await expectSignedIn(iphone.page);

    const everywhereElse = laptop.getByRole('button', { name: 'Sign out everywhere else' });
    await everywhereElse.click();
    await expect(laptop.getByText('Signed Out Everywhere Else', { exact: true })).toBeVisible();
    await expect(devices).toHaveText([/This device/]);
    await expect(everywhereElse).toBeDisabled();
    await expectSignedOut(iphone.page);
    await firefox.context.close();
    await iphone.context.close();
  });

  test('a cook who forgot the password sets a new one from the link a real mail server delivers', async ({
    browser,
    page: laptop,
  }) => {
    test.skip(!mailDir, 'needs the SMTP server that scripts/test-e2e.mjs starts');
    const { email } = await signUpViaApi(laptop, '/');
    const context = await browser.newContext();
    const page = await context.newPage();

    await page.goto('/api/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toContainText(`If an account uses ${email}`);

    const mail = await nextMailTo(email);
    expect(mail.subject).toBe('Reset your Simmer password');
    const link = /http\S+\/reset\?token=\S+/.exec(mail.text)?.[0] as string;
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('not the same');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('The passwords do not match');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your password has been changed. Sign in with the new one.',
    );

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    // Every device of the account was signed out; the link works once.
    await expectSignedOut(laptop);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset link expired' })).toBeVisible();
    await context.close();
  });
});
