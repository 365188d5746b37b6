import type { Passkey } from '@contracts/passkeys';
import { vi } from 'vitest';
import { makeAppConfig } from './account';
import { type ApiCall, errorAnswer, jsonAnswer, noContent, parseCall } from './api-stub';

// Passkeys without a browser that makes them: the server's passkey API, and the browser's WebAuthn
// JSON helpers (jsdom has none), stood in for.

export function makePasskey(overrides: Partial<Passkey> = {}): Passkey {
  return {
    id: 'cred-1',
    name: 'Chrome on macOS',
    createdAt: '2025-03-05T12:00:00.000Z',
    lastUsedAt: null,
    ...overrides,
  };
}

/** What POST /api/auth/passkeys/options answers: registration options, as JSON. */
export const REGISTRATION_OPTIONS = {
  challenge: 'c2VydmVyLWNoYWxsZW5nZQ',
  rp: { name: 'Simmer', id: 'localhost' },
  user: { id: 'dXNlci0x', name: 'cook@example.com', displayName: 'Chef Ada' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
};

/** What the stand-in credential's toJSON() says. */
export const CREDENTIAL_JSON = {
  id: 'new-cred',
  rawId: 'new-cred',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2Nm' },
  clientExtensionResults: {},
};

/**
 * A stand-in for the passkey API, keeping the list as the server would: the app settings with
 * `accounts`, the list, registration options, a new passkey (named 'Laptop'), one removed by id
 * (404 when unknown). Anything else is a 404.
 */
export function passkeyApi({
  accounts = 'local',
  passkeys = [makePasskey()],
}: {
  accounts?: 'local' | 'oidc';
  passkeys?: Passkey[];
} = {}) {
  let listed = passkeys;
  return (call: ApiCall): Response => {
    const { path } = parseCall(call);
    const id = path.match(/^\/api\/auth\/passkeys\/(.+)$/)?.[1];
    if (path === '/api/app-config') return jsonAnswer(makeAppConfig({ accounts }));
    if (path === '/api/auth/passkeys' && call.method === 'GET') return jsonAnswer(listed);
    if (path === '/api/auth/passkeys/options' && call.method === 'POST') {
      return jsonAnswer(REGISTRATION_OPTIONS);
    }
    if (path === '/api/auth/passkeys' && call.method === 'POST') {
      const added = makePasskey({
        id: 'new-cred',
        name: 'Laptop',
        createdAt: new Date().toISOString(),
      });
      listed = [...listed, added];
      return jsonAnswer(added, 201);
    }
    if (id && call.method === 'DELETE') {
      const known = decodeURIComponent(id);
      if (!listed.some((passkey) => passkey.id === known)) return errorAnswer(404, 'Not found');
      listed = listed.filter((passkey) => passkey.id !== known);
      return noContent();
    }
    return errorAnswer(404, 'Not found');
  };
}

/**
 * Gives jsdom the browser's WebAuthn JSON helpers: `PublicKeyCredential.parseCreationOptionsFromJSON`
 * (it marks what it parsed) and `navigator.credentials.create`, which runs `create` (by default, a
 * credential whose toJSON() is CREDENTIAL_JSON). Undo with `removeWebAuthn`.
 */
export function stubWebAuthn(
  create: () => Promise<unknown> = async () => ({ toJSON: () => CREDENTIAL_JSON }),
) {
  const parse = vi.fn((options: unknown) => ({ parsedFrom: options }));
  vi.stubGlobal('PublicKeyCredential', { parseCreationOptionsFromJSON: parse });
  const createMock = vi.fn(create);
  Object.defineProperty(navigator, 'credentials', {
    value: { create: createMock },
    configurable: true,
  });
  return { parse, create: createMock };
}

/** Takes `navigator.credentials` away again (vi.unstubAllGlobals takes PublicKeyCredential). */
export function removeWebAuthn() {
  Reflect.deleteProperty(navigator, 'credentials');
}
