import type { verifyRegistrationResponse } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  isCredentialId,
  newPasskeySchema,
  passkeyIdParamsSchema,
  passkeySchema,
  passkeySignInSchema,
  passkeysSchema,
} from '../../../contracts/passkeys.js';
import { currentUserSchema } from '../../../contracts/user.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { HttpError, notFound, tooManyRequests } from '../../http-errors.js';
import { currentUser } from '../../plugins/access.js';
import { answers, noContent } from '../../plugins/api-docs.js';
import {
  clearFailures,
  isThrottled,
  RETRY_AFTER_SECONDS,
  recordFailure,
  TOO_MANY_SIGN_INS,
} from '../auth/login-throttle.js';
import { signIn } from '../auth/sign-in.js';
import { admitToSignIn } from '../moderation/sign-in-gate.js';
import { findUserById, toCurrentUser } from '../users/users.queries.js';
import { checkAssertion } from './passkey-assertion.js';
import {
  addPasskey,
  findPasskey,
  keepChallenge,
  listPasskeys,
  passkeyCount,
  removePasskey,
  takeChallenge,
} from './passkeys.queries.js';

const options = z.looseObject({ challenge: z.string() });
const shown = (row: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const UNKNOWN = 'That passkey is not known here';
const NOT_VERIFIED = 'The passkey could not be verified';

/**
 * Passkeys (decision 044), with SimpleWebAuthn on the server: a signed-in cook adds and removes
 * them; anyone signs in with one, on the sign-in page. The relying party is PUBLIC_URL's host;
 * challenges are kept hashed, used once, for five minutes. The browser side needs no library:
 * browsers read and write these options as JSON themselves.
 */
export async function passkeyRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The library (and its ASN.1 and crypto dependencies, a tenth of a second) loads with the first
  // passkey asked for, not with every start.
  const loadWebauthn = () => import('@simplewebauthn/server');
  const rpID = config.publicUrl.hostname;
  const origin = config.publicUrl.origin;
  /** A challenge check for the library: the answer's challenge must be one kept for `userId`. */
  const challengeOf = (userId: string | null) => (challenge: string) =>
    takeChallenge(db, challenge, userId);
  const throttled = async (request: FastifyRequest, key: string) => {
    if (await isThrottled(db, key, request.ip)) {
      throw tooManyRequests(TOO_MANY_SIGN_INS, RETRY_AFTER_SECONDS);
    }
  };

  api.post(
    '/auth/passkeys/options',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Options for the browser to make a passkey for your account',
        response: answers({ 200: options }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const existing = await listPasskeys(db, user.id);
      const made = await (await loadWebauthn()).generateRegistrationOptions({
        rpName: 'Simmer',
        rpID,
        userName: user.email ?? user.displayName ?? user.id,
        userDisplayName: user.displayName ?? user.email ?? '',
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await keepChallenge(db, made.challenge, user.id);
      return { ...made };
    },
  );

  api.post(
    '/auth/passkeys',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Adds the passkey the browser made from the options',
        body: newPasskeySchema,
        response: answers({ 201: passkeySchema }, 400),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verified = await (await loadWebauthn()).verifyRegistrationResponse({
          // Its outline was checked by the contract; the library checks the rest.
          response: request.body.response as never,
          expectedChallenge: challengeOf(user.id),
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
      } catch {
        throw new HttpError(400, NOT_VERIFIED);
      }
      if (!verified.verified) throw new HttpError(400, NOT_VERIFIED);
      const { credential } = verified.registrationInfo;
      const name = request.body.name || `Passkey ${(await passkeyCount(db, user.id)) + 1}`;
      const added = await addPasskey(db, {
        id: credential.id,
        userId: user.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      });
      if (!added) throw new HttpError(400, 'This passkey is already added');
      return reply.code(201).send(shown(added));
    },
  );

  api.get(
    '/auth/passkeys',
    {
      config: { access: 'user' },
      schema: { summary: 'Your passkeys', response: answers({ 200: passkeysSchema }) },
    },
    async (request) => (await listPasskeys(db, currentUser(request).id)).map(shown),
  );

  api.delete(
    '/auth/passkeys/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Removes one of your passkeys',
        params: passkeyIdParamsSchema,
        response: answers({ 204: noContent }, 404),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Any other text names no passkey (and a NUL could not even be asked about).
      if (!isCredentialId(id) || !(await removePasskey(db, currentUser(request).id, id))) {
        throw notFound('Passkey');
      }
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/login/passkey/options',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Options for the browser to sign in with a passkey',
        description: 'Any passkey of this site will do: the browser offers the ones it has.',
        response: answers({ 200: options }),
      },
    },
    async () => {
      const made = await (await loadWebauthn()).generateAuthenticationOptions({
        rpID,
        userVerification: 'preferred',
      });
      await keepChallenge(db, made.challenge, null);
      return { ...made };
    },
  );

  api.post(
    '/login/passkey',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Signs in with a passkey',
        description:
          'Failures count as failed sign-ins of the passkey’s account and of the address (429 ' +
          'with Retry-After), like a wrong password.',
        body: passkeySignInSchema,
        response: answers({ 200: currentUserSchema }, 401, 403, 429),
      },
    },
    async (request) => {
      const { response } = request.body;
      const passkey = await findPasskey(db, response.id);
      const owner = passkey ? await findUserById(db, passkey.userId) : undefined;
      // Counted under the account's email, as a wrong password is; an unknown passkey by its id.
      const key = owner?.email ?? `passkey:${response.id.slice(0, 100)}`;
      await throttled(request, key);
      const checked = await checkAssertion(db, config, response, passkey);
      if ('problem' in checked || !owner) {
        await recordFailure(db, key, request.ip);
        throw new HttpError(401, owner ? NOT_VERIFIED : UNKNOWN);
      }
      if (owner.email) await clearFailures(db, owner.email);
      const admission = await admitToSignIn(db, config, owner);
      if (!admission.admitted) throw new HttpError(403, admission.refused);
      await signIn(request, owner.id);
      return toCurrentUser(admission.user);
    },
  );
}
