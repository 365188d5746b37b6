import { defineConfig, devices } from '@playwright/test';

// Browser tests run the app as a user starts it (`npm start`) against Debian's Chromium; never a
// downloaded browser. scripts/test-e2e.mjs builds, picks a fresh DATA_DIR and checks for Chromium.
const port = Number(process.env.E2E_PORT ?? 4173);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // One server on an embedded database and two cores: run specs one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npm start',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The browser tests sign up a hundred-odd cooks, all from this machine's address.
      SIGNUPS_PER_HOUR: '1000',
      // The recipe pages that the import test serves on this machine (recipe-sources.spec.ts).
      IMPORT_ALLOWED_HOSTS: `127.0.0.1:${port + 1000}`,
      // The administrator the moderation test signs up as (support/moderation.ts).
      ADMIN_EMAILS: 'admin@moderation.test,admin@removal.test',
      // The SMTP server scripts/test-e2e.mjs runs for the tests, when it does (support/mail.ts).
      ...(process.env.E2E_SMTP_URL
        ? { SMTP_URL: process.env.E2E_SMTP_URL, SMTP_FROM: 'Simmer <simmer@example.com>' }
        : {}),
    },
  },
});
