import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on a free local port, in its default, spec-conformant
 * configuration, with its development login and consent pages: any login name signs in as an
 * account whose `sub` is that name. By default the ID token carries only the identity and the
 * profile and email claims come from the UserInfo endpoint (OpenID Connect Core §5.4);
 * `claimsInIdToken` makes the other kind of provider: no UserInfo endpoint, every claim in the
 * ID token.
 */
export async function startOidcProvider(options: {
  redirectUri: string;
  postLogoutRedirectUri: string;
  claimsInIdToken?: boolean;
}): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://localhost:${port}`;
  const clientId = 'simmer-test';
  const clientSecret = 'simmer-test-secret-with-enough-entropy';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [options.postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // Which claims the standard scopes release: the provider's data, as any real one declares it.
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'picture'],
    },
    ...(options.claimsInIdToken
      ? { conformIdTokenClaims: false, features: { userinfo: { enabled: false } } }
      : {}),
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: `${sub}@example.com`,
        email_verified: true,
        given_name: `${sub[0]?.toUpperCase()}${sub.slice(1)}`,
        family_name: 'Tester',
        picture: `https://images.example.com/${sub}.png`,
      }),
    }),
    cookies: { keys: ['test-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  });
  // oidc-provider complains about dev interactions and http on every start; the tests know.
  provider.on('server_error', () => {});
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's cookie handling, enough for one provider host. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

/**
 * Walks the provider's pages as a person would: follows redirects, signs in with `login` on the
 * login form, accepts the consent form, and stops at the first redirect back to `stopAt`.
 */
export async function signInAtProvider(
  start: string,
  login: string,
  stopAt: string,
): Promise<string> {
  const jar = new CookieJar();
  let next: { url: string; init?: RequestInit } = { url: start };
  for (let step = 0; step < 12; step++) {
    const response = await jar.fetch(next.url, next.init);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url).href;
      if (target.startsWith(stopAt)) return target;
      next = { url: target };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action)
      throw new Error(`provider page without a form (${response.status}): ${html.slice(0, 300)}`);
    const fields = new URLSearchParams();
    for (const [, name, value] of html.matchAll(
      /<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g,
    )) {
      if (name) fields.set(name, value ?? '');
    }
    if (/name="login"/.test(html)) {
      fields.set('login', login);
      fields.set('password', 'any password');
    }
    next = {
      url: new URL(action, next.url).href,
      init: {
        method: 'POST',
        body: fields,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    };
  }
  throw new Error('the provider did not redirect back');
}
