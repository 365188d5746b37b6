import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { collapseWhitespace } from './text.js';

// The services a configuration names are tried once at start-up, so a wrong setting stops the
// server with a line that names it, rather than the first sign-in or upload failing later.

/** How long a configured service may take to answer at start-up. */
const CHECK_TIMEOUT_MS = 10_000;

/**
 * What went wrong, on one line: the innermost cause (a driver's "connect ECONNREFUSED" rather than
 * the query or fetch that it failed).
 */
export function reason(error: unknown): string {
  let innermost = error;
  while (innermost instanceof Error && innermost.cause instanceof Error)
    innermost = innermost.cause;
  const text = innermost instanceof Error ? innermost.message || innermost.name : String(innermost);
  return collapseWhitespace(text);
}

/** A PostgreSQL URL as it may be shown: without its password. */
export function displayedDatabaseUrl(url: string): string {
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  return shown.href;
}

/**
 * Opens and migrates the database; with DATABASE_URL set, a failure is the setting's problem and
 * comes back as one line. The embedded database's failures are the server's own: thrown.
 */
export async function openConfiguredDatabase(
  config: Config,
  open: () => Promise<Database>,
): Promise<Database | string> {
  let database: Database | undefined;
  try {
    database = await open();
    await database.migrate();
    return database;
  } catch (error) {
    await database?.close().catch(() => {});
    if (!config.databaseUrl) throw error;
    return `DATABASE_URL: cannot use ${displayedDatabaseUrl(config.databaseUrl)}: ${reason(error)}`;
  }
}

/** The OpenID provider's published configuration must be readable. */
async function checkOidc(oidc: NonNullable<Config['oidc']>): Promise<string | null> {
  const { oidcConfiguration } = await import('./modules/auth/oidc-client.js');
  try {
    await oidcConfiguration(oidc, CHECK_TIMEOUT_MS)();
    return null;
  } catch (error) {
    return `OIDC_ISSUER: cannot read the provider's configuration from ${oidc.issuer.href}: ${reason(error)}`;
  }
}

async function checkS3(s3: NonNullable<Config['s3']>): Promise<string | null> {
  const { checkBucket } = await import('./modules/media/s3-storage.js');
  try {
    await checkBucket(s3, CHECK_TIMEOUT_MS);
    return null;
  } catch (error) {
    return `S3_BUCKET: ${reason(error)}`;
  }
}

/** The mail server must greet us (and take the credentials the URL gives). */
async function checkSmtp(smtp: NonNullable<Config['smtp']>): Promise<string | null> {
  const { createMailer } = await import('./modules/account-security/mailer.js');
  const mailer = await createMailer(smtp);
  try {
    await Promise.race([
      mailer.verify(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('no answer')), CHECK_TIMEOUT_MS).unref(),
      ),
    ]);
    return null;
  } catch (error) {
    const shown = new URL(smtp.url);
    if (shown.password) shown.password = '***';
    return `SMTP_URL: cannot use ${shown.href}: ${reason(error)}`;
  } finally {
    mailer.close();
  }
}

/** One line for each configured outside service (OIDC, S3, SMTP) that cannot be used; none when all can. */
export async function checkServices(config: Config): Promise<string[]> {
  const checks = await Promise.all([
    config.oidc ? checkOidc(config.oidc) : null,
    config.s3 ? checkS3(config.s3) : null,
    config.smtp ? checkSmtp(config.smtp) : null,
  ]);
  return checks.filter((problem): problem is string => problem !== null);
}
