import * as client from 'openid-client';
import type { Config } from '../../config.js';

type OidcSettings = NonNullable<Config['oidc']>;

/**
 * The provider's configuration, discovered on first use and kept: it is the provider's published
 * metadata, the same for every instance. A failed discovery is retried on the next sign-in.
 */
export function oidcConfiguration(settings: OidcSettings): () => Promise<client.Configuration> {
  let pending: Promise<client.Configuration> | undefined;
  return () => {
    pending ??= client
      .discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, {
        // Plain http is accepted only for a provider on this machine (development and tests).
        execute: isLoopback(settings.issuer) ? [client.allowInsecureRequests] : [],
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
