import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const SECRET = 'a-session-secret-of-at-least-32-characters';
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'simmer-config-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** The problems a ConfigError lists, or a failure when the environment was accepted. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error(`configuration was accepted: ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  it('serves on port 3000 on every interface, sign-up open, at http://localhost:3000', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.allowSignup).toBe(true);
    expect(config.publicUrl.href).toBe('http://localhost:3000/');
    expect(config.secureCookies).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc).toBeUndefined();
    expect(config.s3).toBeUndefined();
  });

  it('limits sign-ups to 20 an hour per address, and bodies that stall or drag on', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.signupsPerHour).toBe(20);
    expect(config.bodyIdleTimeoutMs).toBe(60_000);
    expect(config.requestTimeoutMs).toBe(30 * 60_000);
    const tuned = loadConfig({
      DATA_DIR: dataDir,
      SIGNUPS_PER_HOUR: '5',
      BODY_IDLE_TIMEOUT_SECONDS: '30',
      REQUEST_TIMEOUT_SECONDS: '3600',
    });
    expect([tuned.signupsPerHour, tuned.bodyIdleTimeoutMs, tuned.requestTimeoutMs]).toEqual([
      5, 30_000, 3_600_000,
    ]);
    expect(problemsOf({ SIGNUPS_PER_HOUR: '0', BODY_IDLE_TIMEOUT_SECONDS: 'soon' }).sort()).toEqual(
      [
        'BODY_IDLE_TIMEOUT_SECONDS: must be a number of seconds',
        'SIGNUPS_PER_HOUR: must be at least 1',
      ],
    );
  });

  it('keeps data in ./data, resolved against the working directory', () => {
    // A given SESSION_SECRET keeps this test from writing into the real ./data.
    const config = loadConfig({ SESSION_SECRET: SECRET });
    expect(config.dataDir).toBe(resolve(process.cwd(), 'data'));
  });

  it('resolves a relative DATA_DIR to an absolute path', () => {
    const config = loadConfig({ DATA_DIR: 'var/simmer', SESSION_SECRET: SECRET });
    expect(config.dataDir).toBe(resolve(process.cwd(), 'var/simmer'));
  });

  it('derives the default public URL from PORT', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '8080' });
    expect(config.port).toBe(8080);
    expect(config.publicUrl.href).toBe('http://localhost:8080/');
  });

  it('reads IMPORT_ALLOWED_HOSTS (none by default), each entry a host or host:port', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).recipeImport).toEqual({
      allowedHosts: [],
      timeoutMs: 10_000,
    });
    const config = loadConfig({
      DATA_DIR: dataDir,
      IMPORT_ALLOWED_HOSTS: ' nas.local , 127.0.0.1:8080,,[fd00::5]:3000 ',
    });
    expect(config.recipeImport.allowedHosts).toEqual([
      { hostname: 'nas.local', port: null },
      { hostname: '127.0.0.1', port: 8080 },
      { hostname: '[fd00::5]', port: 3000 },
    ]);
    expect(
      problemsOf({ IMPORT_ALLOWED_HOSTS: 'nas.local, http://10.0.0.5/, 10.0.0.6:99999' }),
    ).toEqual([
      'IMPORT_ALLOWED_HOSTS: "http://10.0.0.5/" is not a host or host:port',
      'IMPORT_ALLOWED_HOSTS: "10.0.0.6:99999" is not a host or host:port',
    ]);
  });

  it('reads ALLOW_SIGNUP as a boolean', () => {
    for (const off of ['false', '0', 'no']) {
      expect(loadConfig({ DATA_DIR: dataDir, ALLOW_SIGNUP: off }).allowSignup).toBe(false);
    }
    for (const on of ['true', '1', 'yes']) {
      expect(loadConfig({ DATA_DIR: dataDir, ALLOW_SIGNUP: on }).allowSignup).toBe(true);
    }
  });

  it('reads ADMIN_EMAILS as a list in lower case, and COMMUNITY as on (the default) or off', () => {
    const config = loadConfig({ DATA_DIR: dataDir, ADMIN_EMAILS: ' Ann@Example.org, ,bo@x.org ' });
    expect(config.admins).toEqual({
      emails: ['ann@example.org', 'bo@x.org'],
      oidcGroup: undefined,
    });
    expect(config.community).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, COMMUNITY: 'off' }).community).toBe(false);
    expect(problemsOf({ COMMUNITY: 'maybe' })).toEqual(['COMMUNITY: must be on or off']);
  });

  it('hides reported content at REPORTS_TO_HIDE reports, 3 unless set', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).reportsToHide).toBe(3);
    expect(loadConfig({ DATA_DIR: dataDir, REPORTS_TO_HIDE: '5' }).reportsToHide).toBe(5);
    expect(problemsOf({ REPORTS_TO_HIDE: '0' })).toEqual(['REPORTS_TO_HIDE: must be at least 1']);
  });
});

describe('Secure cookies', () => {
  it('are used when PUBLIC_URL is https', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://simmer.example.com' });
    expect(config.secureCookies).toBe(true);
    expect(config.publicUrl.origin).toBe('https://simmer.example.com');
  });

  it('are not used when PUBLIC_URL is http', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://simmer.lan:3000' });
    expect(config.secureCookies).toBe(false);
  });
});

describe('ConfigError', () => {
  it('lists every bad value at once, one line per variable', () => {
    const env = {
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      PUBLIC_URL: 'ftp://x',
      ALLOW_SIGNUP: 'maybe',
      SESSION_SECRET: 'too-short',
      OIDC_ISSUER: 'https://id.example.com',
      S3_BUCKET: 'media',
    };
    const named = problemsOf(env).map((problem) => problem.split(':')[0]);
    expect(new Set(named)).toEqual(
      new Set([
        'PORT',
        'DATABASE_URL',
        'PUBLIC_URL',
        'ALLOW_SIGNUP',
        'SESSION_SECRET',
        'OIDC_ISSUER',
        'S3_REGION',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
      ]),
    );
  });

  it('has a readable message naming each variable and what is expected', () => {
    try {
      loadConfig({ DATA_DIR: dataDir, PORT: 'abc', DATABASE_URL: 'mysql://x' });
      expect.unreachable('configuration was accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const lines = (error as Error).message.split('\n');
      expect(lines[0]).toBe('Invalid configuration:');
      expect(lines.slice(1)).toEqual([
        '  - PORT: must be a port number',
        '  - DATABASE_URL: must be a postgres:// or postgresql:// URL',
      ]);
    }
  });

  it.each([
    ['PORT', 'abc', /^PORT: must be a port number$/],
    ['PORT', '70000', /^PORT: must be between 0 and 65535$/],
    ['PORT', '80.5', /^PORT: must be a whole number$/],
    ['DATABASE_URL', 'mysql://x', /^DATABASE_URL: must be a postgres/],
    ['PUBLIC_URL', 'ftp://x', /^PUBLIC_URL: must be an http/],
    ['ALLOW_SIGNUP', 'maybe', /^ALLOW_SIGNUP: must be true or false$/],
    ['SESSION_SECRET', 'x'.repeat(31), /^SESSION_SECRET: must be at least 32 characters$/],
  ])('refuses %s=%s', (name, value, expected) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(expected);
  });

  it.each([
    ['OIDC_ISSUER', 'https://id.example.com'],
    ['OIDC_CLIENT_ID', 'simmer'],
    ['OIDC_CLIENT_SECRET', 'shh'],
  ])('refuses %s set without the other two OIDC settings', (name, value) => {
    expect(problemsOf({ [name]: value })).toEqual([
      'OIDC_ISSUER: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    ]);
  });

  it('takes SMTP_URL and SMTP_FROM together, and only an smtp:// or smtps:// address', () => {
    expect(problemsOf({ SMTP_URL: 'smtp://mail.example.com' })).toEqual([
      'SMTP_URL: SMTP_URL and SMTP_FROM must be set together',
    ]);
    expect(problemsOf({ SMTP_FROM: 'simmer@example.com' })).toEqual([
      'SMTP_URL: SMTP_URL and SMTP_FROM must be set together',
    ]);
    expect(
      problemsOf({ SMTP_URL: 'http://mail.example.com', SMTP_FROM: 'simmer@example.com' }),
    ).toEqual(['SMTP_URL: must be an smtp:// or smtps:// URL']);
    const config = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: 'smtps://simmer:secret@mail.example.com:465',
      SMTP_FROM: 'Simmer <simmer@example.com>',
    });
    expect(config.smtp).toEqual({
      url: 'smtps://simmer:secret@mail.example.com:465',
      from: 'Simmer <simmer@example.com>',
    });
    expect(loadConfig({ DATA_DIR: dataDir }).smtp).toBeUndefined();
  });

  it('accepts all three OIDC settings together', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'simmer',
      OIDC_CLIENT_SECRET: 'shh',
    });
    expect(config.oidc?.issuer.href).toBe('https://id.example.com/');
    expect(config.oidc?.clientId).toBe('simmer');
  });

  it('refuses S3_BUCKET without its region and keys', () => {
    expect(problemsOf({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1' })).toEqual([
      'S3_ACCESS_KEY_ID: required with S3_BUCKET',
      'S3_SECRET_ACCESS_KEY: required with S3_BUCKET',
    ]);
  });

  it('accepts S3_BUCKET with its region and keys', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'media',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toMatchObject({ bucket: 'media', region: 'eu-west-1' });
  });
});

describe('blank values', () => {
  it('are treated as unset', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '',
      HOST: ' ',
      DATABASE_URL: '  ',
      PUBLIC_URL: '',
      SESSION_SECRET: '',
      ALLOW_SIGNUP: '',
      OIDC_ISSUER: '',
      OIDC_CLIENT_ID: ' ',
      S3_BUCKET: '',
    });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl.href).toBe('http://localhost:3000/');
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.allowSignup).toBe(true);
    expect(config.oidc).toBeUndefined();
    expect(config.s3).toBeUndefined();
  });
});
