import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountApi } from '@/test/account';
import { type ApiCall, errorAnswer, jsonAnswer, stubApi } from '@/test/api-stub';
import { stubObjectUrls } from '@/test/object-urls';
import { makeUser, renderApp } from '@/test/render-app';

const user = makeUser({ displayName: 'Chef Ada', bio: 'I bake.', email: 'ada@example.com' });

/** The profile's calls, and the Security and devices cards' (an OpenID provider's accounts). */
function stubProfileApi(save: (call: ApiCall) => Response = () => jsonAnswer(user)) {
  const security = accountApi({ accounts: 'oidc' });
  return stubApi((call) => {
    if (call.url === '/api/auth/profile') return save(call);
    if (call.url === '/api/auth/user') return jsonAnswer({ ...user, displayName: 'Ada B' });
    return security(call);
  });
}

describe('Account Settings', () => {
  it('shows the cards, the read-only e-mail and the initials of the display name', async () => {
    stubProfileApi();
    renderApp('/account', user);
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeVisible();
    for (const title of ['Profile Picture', 'Personal Information', 'About You']) {
      expect(screen.getByRole('heading', { name: title })).toBeVisible();
    }
    for (const title of ['Privacy Settings', 'Security', 'Signed-in Devices', 'Your Data']) {
      expect(screen.getByRole('heading', { name: title })).toBeVisible();
    }
    expect(await screen.findByText('Managed Externally')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
    expect(screen.getByText('JPG, PNG or GIF (max 5MB)')).toBeVisible();
    expect(screen.getByText('CA')).toBeVisible();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Email cannot be changed through this interface');
  });

  it("falls back to 'U' without a display name", async () => {
    stubProfileApi();
    renderApp('/account', makeUser({ displayName: null }));
    expect(await screen.findByText('U')).toBeVisible();
  });

  it('counts the bio and stops it at 500 characters', async () => {
    stubProfileApi();
    const { events } = renderApp('/account', user);
    const bio = await screen.findByLabelText('Bio');
    expect(screen.getByText('7/500 characters')).toBeVisible();
    await events.clear(bio);
    await events.click(bio);
    await events.paste('x'.repeat(520));
    expect(bio).toHaveValue('x'.repeat(500));
    expect(screen.getByText('500/500 characters')).toBeVisible();
  });

  it('shows the shareable URL only while Public Profile is on', async () => {
    stubProfileApi();
    const { events } = renderApp('/account', user);
    const toggle = await screen.findByRole('switch', { name: 'Public Profile' });
    expect(screen.queryByLabelText('Your public profile URL')).not.toBeInTheDocument();
    await events.click(toggle);
    expect(screen.getByLabelText('Your public profile URL')).toHaveValue(
      `${window.location.origin}/user/user-1`,
    );
    await events.click(toggle);
    expect(screen.queryByLabelText('Your public profile URL')).not.toBeInTheDocument();
  });

  it('saves the multipart fields with the photo and refreshes the current user', async () => {
    stubObjectUrls();
    const { calls } = stubProfileApi();
    const { events } = renderApp('/account', user);
    const displayName = await screen.findByLabelText('Display Name');
    await events.clear(displayName);
    await events.type(displayName, ' Ada B ');
    await events.type(screen.getByLabelText('First Name'), 'x');
    await events.click(screen.getByRole('switch', { name: 'Public Profile' }));
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await events.upload(screen.getByLabelText('Choose Photo'), photo);
    expect(screen.getByText('me.png')).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeVisible();
    const save = calls.find((call) => call.url === '/api/auth/profile');
    expect(save?.method).toBe('PUT');
    const body = save?.body as FormData;
    expect(body.get('displayName')).toBe('Ada B');
    expect(body.get('firstName')).toBe('Adax');
    expect(body.get('lastName')).toBe('Cook');
    expect(body.get('bio')).toBe('I bake.');
    expect(body.get('isPublic')).toBe('true');
    expect((body.get('profileImage') as File).name).toBe('me.png');
    await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/user')).toBe(true));
  });

  it('refuses a picture over 5MB in the browser', async () => {
    stubProfileApi();
    const { events } = renderApp('/account', user);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await events.upload(await screen.findByLabelText('Choose Photo'), big);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose one up to 5MB.');
  });

  it('says so when saving fails', async () => {
    stubProfileApi(() => errorAnswer(500, 'Internal error'));
    const { events } = renderApp('/account', user);
    await events.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});
