import { signUpViaApi } from './support/accounts';
import { expect, test } from './support/test';

// Chromium's virtual authenticator stands in for the fingerprint reader: it makes a discoverable
// passkey and answers with it, the cook "verified", without any prompt.
test('a cook adds a passkey, signs in with it, and removes it', async ({ page }) => {
  await signUpViaApi(page, '/account');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a Passkey' }).click();
  await expect(page.getByText('Passkey Added', { exact: true })).toBeVisible();
  const passkeys = page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');
  await expect(passkeys).toHaveCount(1);
  await expect(passkeys.first()).toContainText('Never used');

  // Signed out, the sign-in page offers the passkey beside the password.
  await page.goto('/api/logout');
  await page.goto('/api/login?returnTo=/recipes');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL('/recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'My Recipes' })).toBeVisible();

  await page.goto('/account');
  await expect(passkeys.first()).toContainText('Last used');
  await passkeys
    .first()
    .getByRole('button', { name: /^Remove passkey / })
    .click();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Passkeys' })).toHaveCount(0);
});
