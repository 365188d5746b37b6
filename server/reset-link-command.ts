// `npm run reset-link -- EMAIL`: a password reset link for a local account, made by the running
// server (the embedded database can only be opened by one process), for the operator to pass on
// when no mail is configured (decision 043). It reads the same settings as `npm start`.
import { passwordResetRequestSchema } from '../contracts/account-security.js';
import { loadConfig } from './config.js';
import { OPERATOR_KEY_HEADER, operatorKey } from './modules/account-security/operator.routes.js';

/** Prints the link and answers 0, or says what went wrong and answers 1 (2: used wrongly). */
export async function resetLinkCommand(args: readonly string[]): Promise<number> {
  const parsed = passwordResetRequestSchema.safeParse({ email: args[0] });
  if (args.length !== 1 || !parsed.success) {
    console.error('usage: npm run reset-link -- EMAIL');
    return 2;
  }
  const config = loadConfig();
  if (config.oidc) {
    console.error('Passwords are kept by the OpenID provider (OIDC_ISSUER): reset it there.');
    return 1;
  }
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const server = new URL(`http://${host.includes(':') ? `[${host}]` : host}:${config.port}`);
  let response: Response;
  try {
    response = await fetch(new URL('/api/operator/reset-link', server), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OPERATOR_KEY_HEADER]: operatorKey(config) },
      body: JSON.stringify(parsed.data),
    });
  } catch {
    console.error(
      `Simmer is not running at ${server.origin}: start it (npm start), then run this again.`,
    );
    return 1;
  }
  if (response.status === 404) {
    console.error(
      `No local account uses ${parsed.data.email} (or the server at ${server.origin} has other settings).`,
    );
    return 1;
  }
  if (!response.ok) {
    console.error(`The server at ${server.origin} answered ${response.status}.`);
    return 1;
  }
  const { link } = (await response.json()) as { link: string };
  console.log(link);
  console.error('It works once, within 30 minutes; a newer link replaces it.');
  return 0;
}
