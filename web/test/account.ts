import type { AccountSession } from '@contracts/account-security';
import type { AppConfig } from '@contracts/app-config';
import { type ApiCall, errorAnswer, jsonAnswer, noContent, parseCall, sentJson } from './api-stub';

/** The password of the account `accountApi` stands in for (local accounts). */
export const ACCOUNT_PASSWORD = 'my-secret-password';

/** The server's 403 to an OpenID account whose sign-in is not recent enough to delete it. */
export const SIGN_IN_AGAIN = 'Sign in again, then delete your account within 10 minutes.';

/** The server's 400 to a wrong password, at the field it names. */
const wrongPassword = () =>
  jsonAnswer(
    {
      message: 'Password is incorrect',
      code: 'VALIDATION',
      issues: [{ path: 'body.password', message: 'Password is incorrect' }],
    },
    400,
  );

export function makeAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    rainbowUserIds: [],
    allowSignup: true,
    accounts: 'local',
    community: true,
    ...overrides,
  };
}

export function makeSession(overrides: Partial<AccountSession> = {}): AccountSession {
  return {
    id: '6f1c2a4e-0000-4000-8000-000000000001',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/131.0.0.0 Safari/537.36',
    browser: 'Chrome 131',
    system: 'macOS',
    createdAt: '2025-03-05T12:00:00.000Z',
    lastSeenAt: new Date().toISOString(),
    current: true,
    ...overrides,
  };
}

/** This device (Chrome on macOS), a Firefox on Windows, and one whose user agent said nothing. */
export const devices = (): AccountSession[] => [
  makeSession({
    id: '6f1c2a4e-0000-4000-8000-000000000002',
    browser: 'Firefox 133',
    system: 'Windows 10',
    createdAt: '2025-01-10T12:00:00.000Z',
    lastSeenAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    current: false,
  }),
  makeSession(),
  makeSession({
    id: '6f1c2a4e-0000-4000-8000-000000000003',
    userAgent: null,
    browser: null,
    system: null,
    createdAt: '2024-12-31T12:00:00.000Z',
    lastSeenAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    current: false,
  }),
];

/**
 * A stand-in for the account's security API, keeping the devices as the server would: app
 * settings with `accounts`, the devices, one signed out by id (404 when unknown), every other one
 * signed out, a password change (which signs the others out too), and the account's deletion (a
 * local one with ACCOUNT_PASSWORD, an OpenID one only if `signedInRecently`); no passkeys, blocks
 * or muted words. Anything else is a 404.
 */
export function accountApi({
  accounts = 'local',
  sessions = devices(),
  signedInRecently = true,
}: {
  accounts?: AppConfig['accounts'];
  sessions?: AccountSession[];
  signedInRecently?: boolean;
} = {}) {
  let listed = sessions;
  const onlyThisDevice = () => {
    listed = listed.filter((session) => session.current);
    return noContent();
  };
  return (call: ApiCall): Response => {
    const { path } = parseCall(call);
    const id = path.match(/^\/api\/auth\/sessions\/(.+)$/)?.[1];
    if (path === '/api/app-config') return jsonAnswer(makeAppConfig({ accounts }));
    if (path === '/api/auth/sessions' && call.method === 'GET') return jsonAnswer(listed);
    // The Passkeys card beside them asks too (web/test/passkeys.ts stands in for the rest), and
    // so do Blocked Cooks and Muted Words (web/test/protection.ts).
    if (path === '/api/auth/passkeys' && call.method === 'GET') return jsonAnswer([]);
    if ((path === '/api/blocks' || path === '/api/mutes') && call.method === 'GET') {
      return jsonAnswer([]);
    }
    if (path === '/api/auth/sessions' && call.method === 'DELETE') return onlyThisDevice();
    if (id && call.method === 'DELETE') {
      if (!listed.some((session) => session.id === id)) return errorAnswer(404, 'Not found');
      listed = listed.filter((session) => session.id !== id);
      return noContent();
    }
    if (path === '/api/auth/password' && call.method === 'PUT' && accounts === 'local') {
      return onlyThisDevice();
    }
    if (path === '/api/auth/account' && call.method === 'DELETE') {
      if (accounts === 'oidc')
        return signedInRecently ? noContent() : errorAnswer(403, SIGN_IN_AGAIN);
      const { password } = sentJson(call) as { password?: string };
      return password === ACCOUNT_PASSWORD ? noContent() : wrongPassword();
    }
    return errorAnswer(404, 'Not found');
  };
}
