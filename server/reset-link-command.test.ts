import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetLinkCommand } from './reset-link-command.js';
import { createTestApp, signUp, type TestApp } from './test/harness.js';

// The operator's command asks a running server, which it finds and proves itself to with the
// settings `npm start` reads: the same environment.
describe('npm run reset-link -- EMAIL', () => {
  let t: TestApp;
  const settings = { SESSION_SECRET: 'an operator test secret of forty characters' };
  const saved = { ...process.env };
  let printed: string[];
  let said: string[];

  beforeAll(async () => {
    t = await createTestApp({ ...settings, PUBLIC_URL: 'https://simmer.example' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    Object.assign(process.env, settings, { PORT: String(port), HOST: '127.0.0.1' });
    printed = [];
    said = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => said.push(line));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    process.env = saved;
    await t.close();
  });

  it('prints a link that sets a new password', async () => {
    const cook = await signUp(t.app);
    expect(await resetLinkCommand([cook.email])).toBe(0);
    const link = new URL(printed.at(-1) as string);
    expect(link.origin + link.pathname).toBe('https://simmer.example/reset');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: link.searchParams.get('token'), newPassword: 'from the command line' },
    });
    expect(confirmed.statusCode).toBe(204);
  });

  it('says so for an address without an account, a wrong use, or no server running', async () => {
    expect(await resetLinkCommand(['nobody@example.com'])).toBe(1);
    expect(said.at(-1)).toContain('No local account uses nobody@example.com');
    expect(await resetLinkCommand([])).toBe(2);
    expect(said.at(-1)).toBe('usage: npm run reset-link -- EMAIL');
    process.env.PORT = '1';
    expect(await resetLinkCommand(['cook@example.com'])).toBe(1);
    expect(said.at(-1)).toContain('Simmer is not running at http://127.0.0.1:1');
  });
});
