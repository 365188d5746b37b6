import { and, count, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginFailures } from '../../db/schema/index.js';

// Failed sign-ins are counted in the database so every instance enforces the same limit.
const WINDOW = sql`interval '15 minutes'`;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;
export const RETRY_AFTER_SECONDS = 15 * 60;
/** What every sign-in that is held back answers, by password or by passkey. */
export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts. Please try again later.';

const emailKey = (email: string) => `email:${email}`;
const addressKey = (ip: string) => `ip:${ip}`;

export async function isThrottled(db: Db, email: string, ip: string): Promise<boolean> {
  const rows = await db
    .select({ key: loginFailures.key, failures: count() })
    .from(loginFailures)
    .where(
      and(
        inArray(loginFailures.key, [emailKey(email), addressKey(ip)]),
        gt(loginFailures.createdAt, sql`now() - ${WINDOW}`),
      ),
    )
    .groupBy(loginFailures.key);
  return rows.some(({ key, failures }) =>
    key.startsWith('email:')
      ? failures >= MAX_FAILURES_PER_EMAIL
      : failures >= MAX_FAILURES_PER_ADDRESS,
  );
}

export async function recordFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values([{ key: emailKey(email) }, { key: addressKey(ip) }]);
}

/** A successful sign-in forgives the account's earlier failures (not the address's). */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [emailKey(email)]));
}

export async function purgeOldFailures(db: Db): Promise<void> {
  await db.delete(loginFailures).where(lte(loginFailures.createdAt, sql`now() - ${WINDOW}`));
}
