import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { safeReturnTo } from '../../../contracts/auth.js';
import { isPossibleUserId } from '../../../contracts/ids.js';
import { isStorableText } from '../../../contracts/text.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { serverTexts } from '../../i18n/texts.js';
import { admitToSignIn } from '../moderation/sign-in-gate.js';
import { suspensionText } from '../moderation/suspension.js';
import { upsertOidcUser } from '../users/users.queries.js';
import { renderProblem } from './login-page.js';
import { identityClaims } from './oidc-client.js';
import { languageOf } from './page-language.js';
import { signIn } from './sign-in.js';

interface Deps {
  db: Db;
  config: Config;
  configuration: () => Promise<client.Configuration>;
}

/**
 * A profile claim as the user's own row keeps it; one the database could not store is left out
 * rather than failing the sign-in over a name (decision 035).
 */
const claim = (value: unknown) =>
  typeof value === 'string' && value && isStorableText(value) ? value : undefined;

/** OpenID Connect sign-in (decision 005): authorization code flow with PKCE and state. */
export async function oidcRoutes(app: FastifyInstance, { db, config, configuration }: Deps) {
  const redirectUri = new URL('/api/callback', config.publicUrl).href;

  app.get(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Starts the sign-in at the OpenID provider (a browser navigation)',
        description: 'Redirects to the provider; afterwards, to `returnTo`.',
      },
    },
    async (request, reply) => {
      const returnTo = safeReturnTo((request.query as Record<string, unknown>).returnTo);
      if (request.user) return reply.redirect(returnTo);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      });
      request.session.set('oidc', { state, codeVerifier, returnTo });
      return reply.redirect(url.href);
    },
  );

  app.get(
    '/callback',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Where the OpenID provider returns (a browser navigation)',
        description: 'Finishes the sign-in and redirects to the `returnTo` of its start.',
      },
    },
    async (request, reply) => {
      const pending = request.session.get('oidc');
      const t = await serverTexts('auth', languageOf(request));
      const problem = (status: 400 | 403, title: string, text: string) =>
        reply
          .code(status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(renderProblem(t, title, text));
      if (!pending) return problem(400, t('signInFailed'), t('signInTookTooLong'));

      let claims: Record<string, unknown> | undefined;
      let idToken: string | undefined;
      try {
        const settings = await configuration();
        const tokens = await client.authorizationCodeGrant(
          settings,
          new URL(request.url, config.publicUrl),
          {
            pkceCodeVerifier: pending.codeVerifier,
            expectedState: pending.state,
            idTokenExpected: true,
          },
        );
        idToken = tokens.id_token;
        claims = await identityClaims(settings, tokens);
      } catch (error) {
        request.log.warn({ err: error }, 'OpenID callback refused');
        request.session.set('oidc', undefined);
        return problem(400, t('signInFailed'), t('providerDidNotConfirm'));
      }
      // The subject becomes the user's id: one no account could have is no identity (ids.ts).
      if (!claims || typeof claims.sub !== 'string' || !isPossibleUserId(claims.sub)) {
        return problem(400, t('signInFailed'), t('providerSentNoIdentity'));
      }
      const user = await upsertOidcUser(db, {
        sub: claims.sub,
        email: claim(claims.email),
        givenName: claim(claims.given_name),
        familyName: claim(claims.family_name),
        picture: claim(claims.picture),
      });
      const admission = await admitToSignIn(db, config, user, {
        emailVerified: claims.email_verified === true,
        groups: claims.groups,
      });
      if (!admission.admitted) {
        request.session.set('oidc', undefined);
        return problem(403, t('signInRefused'), `${suspensionText(t, admission.until)}.`);
      }
      await signIn(request, user.id);
      if (idToken) request.session.set('idToken', idToken);
      return reply.redirect(pending.returnTo);
    },
  );
}
