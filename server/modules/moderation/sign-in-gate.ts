import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { suspensionMessage } from './suspension.js';

/** What the sign-in knows of the person beyond the account: OpenID claims, when there are any. */
export interface SignInClaims {
  /** The provider vouches for the email (`email_verified`): only then may it make an admin. */
  emailVerified?: boolean;
  groups?: unknown;
}

/**
 * Whether the settings make this person an administrator (decision 047): a local account's
 * email in ADMIN_EMAILS, an OpenID account's verified one, or membership of OIDC_ADMIN_GROUP.
 */
export function isConfiguredAdmin(config: Config, user: UserRow, claims?: SignInClaims): boolean {
  const { emails, oidcGroup } = config.admins;
  const email = user.email?.toLowerCase();
  const emailCounts = claims ? claims.emailVerified === true : true;
  if (email && emailCounts && emails.includes(email)) return true;
  return Boolean(
    claims && oidcGroup && Array.isArray(claims.groups) && claims.groups.includes(oidcGroup),
  );
}

/** A refusal says why in English (the API's words) and until when (for a page's own words). */
export type Admission =
  | { admitted: true; user: UserRow }
  | { admitted: false; refused: string; until: Date };

/**
 * Every sign-in passes here before its session starts: a suspended account is refused (with
 * until when), and the account's role follows the settings — an administrator by them becomes
 * one, and one they no longer name goes back to being a cook. Moderators stay moderators.
 */
export async function admitToSignIn(
  db: Db,
  config: Config,
  user: UserRow,
  claims?: SignInClaims,
): Promise<Admission> {
  const refused = suspensionMessage(user.suspendedUntil);
  if (refused && user.suspendedUntil) {
    return { admitted: false, refused, until: user.suspendedUntil };
  }
  const admin = isConfiguredAdmin(config, user, claims);
  const role = admin ? 'admin' : user.role === 'admin' ? 'user' : user.role;
  if (role === user.role) return { admitted: true, user };
  const [updated] = await db.update(users).set({ role }).where(eq(users.id, user.id)).returning();
  return { admitted: true, user: updated ?? user };
}
