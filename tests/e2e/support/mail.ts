import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** A message the tests' SMTP server took (support/mail-catcher.mjs). */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** Where the SMTP server of scripts/test-e2e.mjs writes what it takes; unset without it. */
export const mailDir = process.env.E2E_MAIL_DIR;

function mailsTo(address: string): CaughtMail[] {
  if (!mailDir) return [];
  return readdirSync(mailDir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as CaughtMail)
    .filter((mail) => mail.to.includes(address));
}

/** The latest message to `address`, once there are more than `seen`: waits for it to arrive. */
export async function nextMailTo(address: string, seen = 0): Promise<CaughtMail> {
  await expect.poll(() => mailsTo(address).length, { timeout: 10_000 }).toBeGreaterThan(seen);
  return mailsTo(address).at(-1) as CaughtMail;
}
