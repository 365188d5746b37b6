import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

const PASSWORD = 'correct horse battery staple';

describe('hashPassword and verifyPassword', () => {
  it('verifies the right password', async () => {
    const stored = await hashPassword(PASSWORD);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
  });

  it('refuses a wrong password, however close', async () => {
    const stored = await hashPassword(PASSWORD);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
    expect(await verifyPassword('Correct horse battery staple', stored)).toBe(false);
    expect(await verifyPassword(`${PASSWORD} `, stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash: the same password hashes differently twice', async () => {
    const [first, second] = await Promise.all([hashPassword(PASSWORD), hashPassword(PASSWORD)]);
    expect(first).not.toBe(second);
    expect(await verifyPassword(PASSWORD, first)).toBe(true);
    expect(await verifyPassword(PASSWORD, second)).toBe(true);
  });

  it('never stores the password itself, plain or base64', async () => {
    const stored = await hashPassword(PASSWORD);
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain(Buffer.from(PASSWORD).toString('base64'));
    expect(stored).not.toContain(Buffer.from(PASSWORD).toString('hex'));
  });

  it('uses a slow, salted scheme (scrypt) recorded with the hash', async () => {
    expect(await hashPassword(PASSWORD)).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[^$]+\$[^$]+$/);
  });

  // The same password typed on different keyboards or systems may arrive composed or decomposed.
  it('treats Unicode-equivalent passwords as the same (NFKC)', async () => {
    const composed = 'crème brûlée ﬁnale';
    const decomposed = 'cre\u0300me bru\u0302le\u0301e finale';
    const stored = await hashPassword(composed);
    expect(await verifyPassword(decomposed, stored)).toBe(true);
    expect(await verifyPassword(composed.normalize('NFD'), stored)).toBe(true);
    expect(await verifyPassword('creme brulee finale', stored)).toBe(false);
  });

  it('handles long and non-Latin passwords', async () => {
    const long = 'ü'.repeat(200);
    const stored = await hashPassword(long);
    expect(await verifyPassword(long, stored)).toBe(true);
    expect(await verifyPassword('ü'.repeat(199), stored)).toBe(false);
  });
});

describe('verifyPassword with a malformed stored string', () => {
  it.each([
    ['empty', ''],
    ['plain text', PASSWORD],
    ['another scheme', 'bcrypt$2b$10$abcdefghijklmnopqrstuv'],
    ['no salt or key', 'scrypt$32768$8$1$$'],
    ['only separators', 'scrypt$$$$$'],
  ])('answers false for %s', async (_label, stored) => {
    expect(await verifyPassword(PASSWORD, stored)).toBe(false);
  });

  it('answers false for a truncated hash', async () => {
    const stored = await hashPassword(PASSWORD);
    expect(await verifyPassword(PASSWORD, stored.slice(0, -12))).toBe(false);
    expect(await verifyPassword(PASSWORD, stored.slice(0, stored.lastIndexOf('$')))).toBe(false);
  });

  it('answers false for a hash with a foreign scheme name', async () => {
    const stored = await hashPassword(PASSWORD);
    expect(await verifyPassword(PASSWORD, stored.replace(/^scrypt/, 'argon2id'))).toBe(false);
  });

  // A corrupt row must make sign-in fail as a wrong password, not as a server error.
  it.each([
    ['a cost that is not a number', (s: string) => s.replace(/^scrypt\$\d+/, 'scrypt$abc')],
    ['a cost that is not a power of two', (s: string) => s.replace(/^scrypt\$\d+/, 'scrypt$3')],
    ['a cost out of range', (s: string) => s.replace(/^scrypt\$\d+/, 'scrypt$1099511627776')],
  ])('answers false, without throwing, for %s', async (_label, corrupt) => {
    const stored = corrupt(await hashPassword(PASSWORD));
    await expect(verifyPassword(PASSWORD, stored)).resolves.toBe(false);
  });
});
