import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type AllowedHost, parseAllowedHost } from './allowed-host.js';
import {
  blankIsUnset,
  booleanText,
  commaList,
  optional,
  seconds,
  wholeNumber,
} from './env-values.js';

export type { AllowedHost } from './allowed-host.js';

// The only module that reads process.env: the environment is validated once, at start-up, and a
// bad one fails with a readable list of what is wrong.

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: z.preprocess(
    blankIsUnset,
    z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
  ),
  HOST: z.preprocess(blankIsUnset, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankIsUnset, z.string().default('./data')),
  DATABASE_URL: optional(
    z.url({
      protocol: /^postgres(ql)?$/,
      error: 'must be a postgres:// or postgresql:// URL',
    }),
  ),
  PUBLIC_URL: optional(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
  ),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  OIDC_ISSUER: optional(z.url({ error: 'must be a URL' })),
  OIDC_CLIENT_ID: optional(z.string()),
  OIDC_CLIENT_SECRET: optional(z.string()),
  S3_BUCKET: optional(z.string()),
  S3_ENDPOINT: optional(z.url({ error: 'must be a URL' })),
  S3_REGION: optional(z.string()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  ALLOW_SIGNUP: z.preprocess(blankIsUnset, booleanText.default(true)),
  // The operator's mail server, for password reset links (decision 043).
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  SMTP_FROM: optional(z.string().max(320, 'must be at most 320 characters')),
  IMPORT_MAX_MB: wholeNumber(1024),
  IMPORT_MAX_RECIPES: wholeNumber(10_000),
  IMPORT_MAX_ENTRIES: wholeNumber(60_000),
  IMPORT_MAX_FILE_MB: wholeNumber(256),
  IMPORT_MAX_EXPANDED_MB: wholeNumber(8192),
  IMPORT_MAX_RATIO: wholeNumber(200),
  BODY_IDLE_TIMEOUT_SECONDS: seconds(60),
  REQUEST_TIMEOUT_SECONDS: seconds(30 * 60),
  SIGNUPS_PER_HOUR: wholeNumber(20),
  // Hosts that recipe import may fetch although they resolve to a private or loopback address.
  IMPORT_ALLOWED_HOSTS: z.preprocess(
    blankIsUnset,
    z
      .string()
      .default('')
      .transform((text, ctx) => {
        const hosts: AllowedHost[] = [];
        for (const entry of text.split(',').map((part) => part.trim())) {
          if (!entry) continue;
          const host = parseAllowedHost(entry);
          if (host) hosts.push(host);
          else ctx.addIssue({ code: 'custom', message: `"${entry}" is not a host or host:port` });
        }
        return hosts;
      }),
  ),
  // Administrators (decision 047): these emails' accounts, and with OpenID the members of this
  // `groups` claim.
  ADMIN_EMAILS: commaList((email) => email.toLowerCase()),
  OIDC_ADMIN_GROUP: optional(z.string().trim().min(1)),
  // Content this many distinct cooks reported is hidden until a moderator acts (decision 047).
  REPORTS_TO_HIDE: wholeNumber(3),
  COMMUNITY: z.preprocess(
    blankIsUnset,
    z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  ),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  // The cosmetic rainbow display name, for these user ids instead of one hard-coded id.
  RAINBOW_USER_IDS: commaList(),
});

/**
 * Settings that only make sense together. Checked on the raw environment, apart from the field
 * schema, so one run lists every problem at once (a failed field would skip a Zod refinement).
 */
function crossChecks(source: NodeJS.ProcessEnv): string[] {
  const set = (key: string) => blankIsUnset(source[key]) !== undefined;
  const problems: string[] = [];
  const oidc = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'];
  if (oidc.some(set) && !oidc.every(set)) {
    problems.push(
      'OIDC_ISSUER: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  if (set('SMTP_URL') !== set('SMTP_FROM')) {
    problems.push('SMTP_URL: SMTP_URL and SMTP_FROM must be set together');
  }
  if (set('S3_BUCKET')) {
    for (const key of ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      if (!set(key)) problems.push(`${key}: required with S3_BUCKET`);
    }
  }
  return problems;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: URL;
  /** Cookies are Secure only when users reach the app over https. */
  secureCookies: boolean;
  sessionSecret: string;
  oidc: { issuer: URL; clientId: string; clientSecret: string } | undefined;
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
  allowSignup: boolean;
  /** Where password reset mail goes out, and whom it is from; undefined: no mail is sent. */
  smtp: { url: string; from: string } | undefined;
  /** The largest archive an import takes, and the most recipes it imports from one. */
  importMaxBytes: number;
  importMaxRecipes: number;
  /** What reading one import's archive may take (decision 031): hostile archives stop there. */
  importLimits: {
    /** Files in one zip (and in each zip inside it). */
    maxEntries: number;
    /** One file read from the archive (a recipes.json, a CSV), or an upload that is not a zip. */
    maxFileBytes: number;
    /** Everything one import unpacks, nested zips and gzipped files included. */
    maxExpandedBytes: number;
    /** How many times its packed size a file of over 1 MB may unpack to. */
    maxRatio: number;
  };
  /** A request body that stops arriving for this long has its connection closed. */
  bodyIdleTimeoutMs: number;
  /** The longest a request may take to arrive whole (a 100 MB upload over a slow line). */
  requestTimeoutMs: number;
  /** Local accounts one address may create per hour (every instance counts together). */
  signupsPerHour: number;
  /** Import from a URL (modules/recipe-import). */
  recipeImport: {
    /** IMPORT_ALLOWED_HOSTS: fetched even when they resolve to a private or loopback address. */
    allowedHosts: AllowedHost[];
    /**
     * The longest a page (redirects and body included), then its photo, may take: 10 s, a fixed
     * budget (decision 028), not an environment setting; tests shorten it.
     */
    timeoutMs: number;
  };
  /** Users whose display name gets the cosmetic rainbow style. */
  rainbowUserIds: string[];
  /** Who administers the community (decision 047): by email, and by OpenID group. */
  admins: { emails: string[]; oidcGroup: string | undefined };
  /** COMMUNITY=off: the feed, comments, likes, follows and public profiles answer 404. */
  community: boolean;
  /** How many distinct cooks' reports hide a post, comment or recipe pending review. */
  reportsToHide: number;
  logLevel: string;
}

/** The secret is generated once per DATA_DIR and kept there, so sessions survive restarts. */
function sessionSecretFrom(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // Not generated yet.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.error?.issues ?? []).map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    ),
    ...crossChecks(source),
  ];
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  const oidc =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? {
          issuer: new URL(env.OIDC_ISSUER),
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
        }
      : undefined;
  const s3 =
    env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined;
  const nodeEnv = env.NODE_ENV ?? 'production';
  return {
    env: nodeEnv,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    secureCookies: publicUrl.protocol === 'https:',
    sessionSecret: env.SESSION_SECRET ?? sessionSecretFrom(dataDir),
    oidc,
    s3,
    allowSignup: env.ALLOW_SIGNUP,
    smtp: env.SMTP_URL && env.SMTP_FROM ? { url: env.SMTP_URL, from: env.SMTP_FROM } : undefined,
    signupsPerHour: env.SIGNUPS_PER_HOUR,
    recipeImport: { allowedHosts: env.IMPORT_ALLOWED_HOSTS, timeoutMs: 10_000 },
    importMaxBytes: env.IMPORT_MAX_MB * 2 ** 20,
    importMaxRecipes: env.IMPORT_MAX_RECIPES,
    importLimits: {
      maxEntries: env.IMPORT_MAX_ENTRIES,
      maxFileBytes: env.IMPORT_MAX_FILE_MB * 2 ** 20,
      maxExpandedBytes: env.IMPORT_MAX_EXPANDED_MB * 2 ** 20,
      maxRatio: env.IMPORT_MAX_RATIO,
    },
    bodyIdleTimeoutMs: env.BODY_IDLE_TIMEOUT_SECONDS * 1000,
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    rainbowUserIds: env.RAINBOW_USER_IDS,
    admins: { emails: env.ADMIN_EMAILS, oidcGroup: env.OIDC_ADMIN_GROUP },
    community: env.COMMUNITY === 'on',
    reportsToHide: env.REPORTS_TO_HIDE,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
  };
}
