import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { findPasskey, markPasskeyUsed, takeChallenge } from './passkeys.queries.js';

/** A browser's answer to a sign-in challenge, as the contract outlines it. */
export interface Assertion {
  id: string;
  [key: string]: unknown;
}

/**
 * Checks an assertion the browser made for a sign-in challenge of ours (used up here): the
 * passkey it names, whose public key verifies it. Answers the passkey's user, or why not.
 */
export async function checkAssertion(
  db: Db,
  config: Config,
  assertion: Assertion,
  /** The passkey it names, when the caller has read it already. */
  known?: Awaited<ReturnType<typeof findPasskey>>,
): Promise<{ userId: string } | { problem: 'unknown' | 'not verified' }> {
  const passkey = known ?? (await findPasskey(db, assertion.id));
  if (!passkey) return { problem: 'unknown' };
  const { verifyAuthenticationResponse } = await import('@simplewebauthn/server');
  try {
    const verified = await verifyAuthenticationResponse({
      // Its outline was checked by the contract; the library checks the rest.
      response: assertion as never,
      expectedChallenge: (challenge) => takeChallenge(db, challenge, null),
      expectedOrigin: config.publicUrl.origin,
      expectedRPID: config.publicUrl.hostname,
      credential: {
        id: passkey.id,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
    if (!verified.verified) return { problem: 'not verified' };
    await markPasskeyUsed(db, passkey.id, verified.authenticationInfo.newCounter);
    return { userId: passkey.userId };
  } catch {
    return { problem: 'not verified' };
  }
}
