import { z } from 'zod';
import { storableText } from './text.js';

/** A passkey's name, as the cook gives it ("Laptop", "Phone"). */
export const PASSKEY_NAME_MAX = 60;

/** One of the account's passkeys (`GET /api/auth/passkeys`): never its key material. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** Null until it is first used to sign in. */
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeysSchema = z.array(passkeySchema);

/**
 * A WebAuthn credential as the browser's `PublicKeyCredential.toJSON()` writes it: checked by the
 * server's WebAuthn library, so only its outline is checked here.
 */
/** A credential's id as WebAuthn's JSON writes it: base64url. */
const CREDENTIAL_ID = /^[\w-]{1,1400}$/;
export const isCredentialId = (id: string) => CREDENTIAL_ID.test(id);

export const credentialJson = z.looseObject({
  id: z.string().regex(CREDENTIAL_ID, 'Not a passkey'),
  rawId: z.string().regex(CREDENTIAL_ID, 'Not a passkey'),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(20_000) }),
});

/** `POST /api/auth/passkeys`: the new credential, and an optional name (else one is given). */
export const newPasskeySchema = z.object({
  response: credentialJson,
  name: storableText('Name')
    .trim()
    .max(PASSKEY_NAME_MAX, `Name must be at most ${PASSKEY_NAME_MAX} characters`)
    .optional(),
});
export type NewPasskey = z.infer<typeof newPasskeySchema>;

/** `POST /api/login/passkey`: the assertion the browser made. */
export const passkeySignInSchema = z.object({ response: credentialJson });

export const passkeyIdParamsSchema = z.object({ id: z.string().max(1400) });
