import * as client from 'openid-client';
import type { Config } from '../../config.js';

type OidcSettings = NonNullable<Config['oidc']>;

/**
 * The provider's configuration, discovered on first use and kept: it is the provider's published
 * metadata, the same for every instance. A failed discovery is retried on the next sign-in.
 */
export function oidcConfiguration(
  settings: OidcSettings,
  timeoutMs?: number,
): () => Promise<client.Configuration> {
  let pending: Promise<client.Configuration> | undefined;
  return () => {
    pending ??= client
      .discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, {
        // Plain http is accepted only for a provider on this machine (development and tests).
        execute: isLoopback(settings.issuer) ? [client.allowInsecureRequests] : [],
        ...(timeoutMs ? { timeout: timeoutMs / 1000 } : {}),
      })
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
}

function isLoopback(url: URL): boolean {
  return (
    url.protocol === 'http:' &&
    (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]')
  );
}

type TokenResponse = Awaited<ReturnType<typeof client.authorizationCodeGrant>>;

/**
 * The signed-in person's claims: the ID token's, completed by the UserInfo endpoint's. A
 * conformant provider that issues an access token puts profile and email claims only in UserInfo
 * (OpenID Connect Core §5.4), so reading the ID token alone loses the cook's name and email.
 * openid-client refuses a UserInfo answer whose `sub` differs from the ID token's (§5.3.2).
 */
export async function identityClaims(
  configuration: client.Configuration,
  tokens: TokenResponse,
): Promise<Record<string, unknown> | undefined> {
  const idClaims = tokens.claims();
  if (!idClaims) return undefined;
  if (!tokens.access_token || !configuration.serverMetadata().userinfo_endpoint) return idClaims;
  const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
  return { ...idClaims, ...userInfo, sub: idClaims.sub };
}

/** The provider's end-session address for a sign-out, or null when the provider offers none. */
export async function endSessionUrl(
  configuration: () => Promise<client.Configuration>,
  home: string,
  idToken: string | undefined,
): Promise<string | null> {
  const oidc = await configuration();
  if (!oidc.serverMetadata().end_session_endpoint) return null;
  return client.buildEndSessionUrl(oidc, {
    post_logout_redirect_uri: home,
    ...(idToken ? { id_token_hint: idToken } : {}),
  }).href;
}
