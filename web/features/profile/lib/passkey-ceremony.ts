// The browser's own WebAuthn JSON helpers (Chromium 133+, Firefox 119+, Safari 18.4+) turn the
// server's options into a ceremony and its answer back into JSON: no WebAuthn library ships.

/** Whether this browser can make a passkey from the server's JSON options. */
export const canMakePasskeys = (): boolean =>
  typeof window.PublicKeyCredential?.parseCreationOptionsFromJSON === 'function';

/**
 * Asks the browser (and the cook's authenticator) for a new passkey from the server's registration
 * options; resolves to the credential as JSON, ready to send back. Rejects with the browser's
 * DOMException when the cook cancels or the authenticator refuses (NotAllowedError), or when this
 * authenticator already holds one of the account's passkeys (InvalidStateError).
 */
export async function makePasskey(options: unknown): Promise<unknown> {
  const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(
    options as PublicKeyCredentialCreationOptionsJSON,
  );
  const credential = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential;
  // `create` may resolve to null where no credential came of it: the same as a cancellation.
  if (!credential) throw new DOMException('No credential was made', 'NotAllowedError');
  return credential.toJSON();
}

/**
 * Asks the browser for an assertion of one of the cook's passkeys for the server's sign-in
 * options (the cook picks one): the answer as JSON. Rejects as `makePasskey` does.
 */
export async function assertPasskey(options: unknown): Promise<Record<string, unknown>> {
  const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(
    options as PublicKeyCredentialRequestOptionsJSON,
  );
  const credential = (await navigator.credentials.get({ publicKey })) as PublicKeyCredential;
  if (!credential) throw new DOMException('No passkey was used', 'NotAllowedError');
  return credential.toJSON() as Record<string, unknown>;
}
