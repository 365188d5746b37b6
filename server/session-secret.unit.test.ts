import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

// The session secret made once per DATA_DIR when none is given (server/config.ts).
const SECRET = 'a-session-secret-of-at-least-32-characters';
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'simmer-config-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('generated SESSION_SECRET', () => {
  const filesHolding = (secret: string) =>
    readdirSync(dataDir)
      .map((name) => join(dataDir, name))
      .filter((path) => statSync(path).isFile() && readFileSync(path, 'utf8').trim() === secret);

  it('is generated once and kept in DATA_DIR, so sessions survive a restart', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(filesHolding(first)).toHaveLength(1);
  });

  it('is readable by its owner only (mode 0600)', () => {
    const { sessionSecret } = loadConfig({ DATA_DIR: dataDir });
    const [file] = filesHolding(sessionSecret);
    expect(file).toBeDefined();
    expect(statSync(file as string).mode & 0o777).toBe(0o600);
  });

  it('differs between data directories', () => {
    const other = mkdtempSync(join(tmpdir(), 'simmer-config-'));
    try {
      expect(loadConfig({ DATA_DIR: other }).sessionSecret).not.toBe(
        loadConfig({ DATA_DIR: dataDir }).sessionSecret,
      );
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('is not generated when SESSION_SECRET is given', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: SECRET }).sessionSecret).toBe(SECRET);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const nested = join(dataDir, 'not', 'yet');
    const first = loadConfig({ DATA_DIR: nested }).sessionSecret;
    expect(loadConfig({ DATA_DIR: nested }).sessionSecret).toBe(first);
  });
});
