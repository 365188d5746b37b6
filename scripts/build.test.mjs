import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint, root, targets } from './build.mjs';

// What makes `npm start` rebuild a part: any change to what that part is built from, and nothing
// else (decision 013).
describe('build fingerprints', () => {
  let dir;
  const prints = () => ({
    web: fingerprint(targets.web, dir),
    server: fingerprint(targets.server, dir),
  });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'simmer-build-'));
    for (const path of [
      'web',
      'server',
      'contracts',
      'package.json',
      'package-lock.json',
      'vite.config.ts',
      'tsconfig.json',
      'tsconfig.base.json',
      'tsconfig.server.json',
    ]) {
      cpSync(join(root, path), join(dir, path), { recursive: true });
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is stable while nothing changes', () => {
    expect(prints()).toEqual(prints());
  });

  it('changes for the server alone when a server file changes', () => {
    const before = prints();
    writeFileSync(join(dir, 'server', 'main.ts'), '// changed\n', { flag: 'a' });
    const after = prints();
    expect(after.server).not.toBe(before.server);
    expect(after.web).toBe(before.web);
  });

  it('changes for the web client alone when a web file is added', () => {
    const before = prints();
    writeFileSync(join(dir, 'web', 'new-screen.tsx'), 'export {};\n');
    const after = prints();
    expect(after.web).not.toBe(before.web);
    expect(after.server).toBe(before.server);
  });

  it('changes for both when the shared contracts or the installed packages change', () => {
    const before = prints();
    writeFileSync(join(dir, 'contracts', 'user.ts'), '// changed\n', { flag: 'a' });
    const contracts = prints();
    writeFileSync(join(dir, 'package-lock.json'), '\n', { flag: 'a' });
    const lock = prints();
    for (const part of ['web', 'server']) {
      expect(contracts[part]).not.toBe(before[part]);
      expect(lock[part]).not.toBe(contracts[part]);
    }
  });

  it('ignores tests, which neither build compiles', () => {
    const before = prints();
    writeFileSync(join(dir, 'server', 'main.test.ts'), '// changed\n', { flag: 'a' });
    writeFileSync(join(dir, 'web', 'app', 'routes.test.tsx'), '// changed\n', { flag: 'a' });
    expect(prints()).toEqual(before);
  });
});
