// Runs the browser level of `npm test`: build what changed, start the app with `npm start` (the
// README's own command) on a fresh embedded database and drive it with Playwright in Debian's
// Chromium. Without a Chromium this level is skipped loudly, except under CI=true, where a missing
// browser is a failure: CI never passes without the browser tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailCatcher } from '../tests/e2e/support/mail-catcher.mjs';
import { ensureBuilt } from './build.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ci = process.env.CI === 'true' || process.env.CI === '1';

if (!existsSync(chromium)) {
  const banner = [
    '',
    '*'.repeat(72),
    `*  BROWSER TESTS ${ci ? 'CANNOT RUN' : 'SKIPPED'}: no Chromium at ${chromium}`,
    '*  Install it with: apt-get install -y chromium   (or set CHROMIUM_PATH)',
    '*'.repeat(72),
    '',
  ].join('\n');
  console.error(banner);
  process.exit(ci ? 1 : 0);
}

/** Runs a command to its end, this process's event loop free meanwhile (the mail server runs in it). */
const run = (command, args, env) =>
  new Promise((resolve) => {
    spawn(command, args, { stdio: 'inherit', env }).on('exit', (code) => resolve(code ?? 1));
  });

// Built here rather than inside Playwright's server start-up, so the build's output is visible and
// its time does not count against the server's start timeout.
try {
  ensureBuilt();
} catch (error) {
  console.error(`simmer: ${error.message}`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'simmer-e2e-'));
const mailDir = join(dataDir, 'mail');
mkdirSync(mailDir);
// The app mails password reset links through a real SMTP server; the specs read what it took.
const mail = await startMailCatcher(mailDir);
const args = process.argv.slice(2);
let code = 1;
try {
  code = await run('npx', ['playwright', 'test', ...args], {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_DATA_DIR: join(dataDir, 'app'),
    E2E_SMTP_URL: mail.url,
    E2E_MAIL_DIR: mailDir,
  });
} finally {
  await mail.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
