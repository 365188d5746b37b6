import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../db/schema/index.js';
import {
  createTestApp,
  type SignedInUser,
  signUp,
  type TestApp,
  urlEncodedForm,
} from '../../test/harness.js';
import { startMailServer, type TestMailServer } from '../../test/mail-server.js';
import { OPERATOR_KEY_HEADER, operatorKey } from './operator.routes.js';

const PUBLIC_URL = 'https://simmer.example';

/** The reset link in a mail, as the cook would click it. */
function linkIn(mail: ParsedMail): URL {
  const found = /https:\/\/simmer\.example\/reset\?token=[\w-]+/.exec(mail.text ?? '');
  if (!found) throw new Error(`no reset link in: ${mail.text}`);
  return new URL(found[0]);
}

describe('a forgotten password, reset through a link mailed by a real SMTP server', () => {
  let mail: TestMailServer;
  let t: TestApp;
  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({
      PUBLIC_URL,
      SMTP_URL: mail.url,
      SMTP_FROM: 'Simmer <simmer@example.com>',
    });
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  const ask = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email },
      headers,
    });
  const confirm = (token: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, newPassword },
    });
  const login = (cook: SignedInUser, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email: cook.email, password } });
  const whoAmI = (cookie: string) =>
    t.app.inject({ url: '/api/auth/user', headers: { cookie } }).then((r) => r.statusCode);

  /** Asks for a link for `cook` and answers the one the mail brings. */
  async function mailedLink(cook: SignedInUser): Promise<URL> {
    const seen = mail.mailsTo(cook.email).length;
    expect((await ask(cook.email)).statusCode).toBe(202);
    return linkIn(await mail.nextMail(cook.email, seen));
  }

  it('mails a link that sets a new password once and signs every device out', async () => {
    const cook = await signUp(t.app, { password: 'forgotten one' });
    const link = await mailedLink(cook);
    const message = mail.mailsTo(cook.email).at(-1) as ParsedMail;
    expect(message.from?.value).toEqual([{ name: 'Simmer', address: 'simmer@example.com' }]);
    expect(message.subject).toBe('Reset your Simmer password');
    expect(message.text).toContain('within 30 minutes');

    // The address is the server's own page, by way of a short stable path.
    const opened = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(302);
    const page = await t.app.inject({ url: opened.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Choose a new password');
    expect(page.headers['referrer-policy']).toBe('same-origin');

    const token = link.searchParams.get('token') as string;
    expect((await confirm(token, 'remembered now')).statusCode).toBe(204);
    expect(await whoAmI(cook.cookie)).toBe(401);
    expect((await login(cook, 'forgotten one')).statusCode).toBe(401);
    expect((await login(cook, 'remembered now')).statusCode).toBe(200);

    const again = await confirm(token, 'a third one');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This reset link has expired or has already been used.',
    });
    const reopened = await t.app.inject({ url: opened.headers.location as string });
    expect(reopened.statusCode).toBe(400);
    expect(reopened.body).toContain('Reset link expired');
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const cook = await signUp(t.app);
    const known = await ask(cook.email);
    const unknown = await ask('nobody-here@example.com');
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await mail.nextMail(cook.email);
    expect(mail.mailsTo('nobody-here@example.com')).toEqual([]);
  });

  it('refuses an older link once a newer one was sent, and a link past its 30 minutes', async () => {
    const cook = await signUp(t.app);
    const older = (await mailedLink(cook)).searchParams.get('token') as string;
    const newer = (await mailedLink(cook)).searchParams.get('token') as string;
    expect((await confirm(older, 'from the old link')).statusCode).toBe(400);

    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, cook.id));
    expect((await confirm(newer, 'too late now')).statusCode).toBe(400);
    expect((await login(cook, cook.password)).statusCode).toBe(200);
  });

  it('keeps only a hash of the token', async () => {
    const cook = await signUp(t.app);
    const token = (await mailedLink(cook)).searchParams.get('token') as string;
    const [row] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, cook.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('checks the new password and the token as sign-up would', async () => {
    const short = await confirm('whatever', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual([
      { path: 'body.newPassword', message: 'Password must be at least 8 characters' },
    ]);
    expect((await confirm('not-a-token', 'long enough now')).statusCode).toBe(400);
    const badEmail = await ask('not an address');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().issues[0]).toMatchObject({ path: 'body.email' });
  });

  it('mails one address at most 5 times an hour, then answers 429', async () => {
    const cook = await signUp(t.app);
    const ip = { 'x-forwarded-for': '203.0.113.9' };
    for (let time = 1; time <= 5; time += 1)
      expect((await ask(cook.email, ip)).statusCode).toBe(202);
    const sixth = await ask(cook.email, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    // Any address counts the same, so the limit tells nothing about accounts.
    for (let time = 1; time <= 5; time += 1)
      expect((await ask('ghost@example.com')).statusCode).toBe(202);
    expect((await ask('ghost@example.com')).statusCode).toBe(429);
  });

  it('the pages: a link from sign-in, a form, and the same "check your email" for anyone', async () => {
    const signIn = await t.app.inject({ url: '/api/login' });
    expect(signIn.body).toContain('href="/api/forgot-password"');
    const forgot = await t.app.inject({ url: '/api/forgot-password' });
    expect(forgot.body).toContain('action="/api/auth/password-reset"');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      ...urlEncodedForm({ email: 'someone@example.com' }),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('If an account uses someone@example.com');
  });

  it('sets the password from the form, asking for it twice, then says so on the sign-in page', async () => {
    const cook = await signUp(t.app);
    const token = (await mailedLink(cook)).searchParams.get('token') as string;
    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        ...urlEncodedForm({ token, ...fields }),
      });
    const mismatch = await post({ newPassword: 'one password', confirmPassword: 'another one' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('The passwords do not match');
    expect(mismatch.body).toMatch(/id="confirmPassword"[^>]*aria-invalid="true"/);

    const done = await post({ newPassword: 'one password', confirmPassword: 'one password' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/api/login?reset=done');
    const signIn = await t.app.inject({ url: done.headers.location as string });
    expect(signIn.body).toContain('Your password has been changed. Sign in with the new one.');
    expect((await login(cook, 'one password')).statusCode).toBe(200);
  });

  it('speaks the visitor’s language on its pages, and the cook’s own in the mail', async () => {
    const forgot = await t.app.inject({
      url: '/api/forgot-password',
      headers: { 'accept-language': 'de' },
    });
    expect(forgot.body).toContain('<html lang="de">');
    expect(forgot.body).toContain('<h1>Passwort zurücksetzen</h1>');
    expect(forgot.body).toContain('<label for="email">E-Mail</label>');

    // The mail follows the language chosen for the account, not the page that asked for it…
    const chose = await signUp(t.app);
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, chose.id));
    const seen = mail.mailsTo(chose.email).length;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      ...urlEncodedForm({ email: chose.email }),
      headers: { ...urlEncodedForm({}).headers, 'accept-language': 'fr' },
    });
    expect(sent.body).toContain(`Si un compte utilise ${chose.email}`);
    const spanish = await mail.nextMail(chose.email, seen);
    expect(spanish.subject).toBe('Restablece tu contraseña de Simmer');
    expect(spanish.text).toContain('en los próximos 30 minutos');
    linkIn(spanish);

    // …and the page's when the account has none.
    const unset = await signUp(t.app);
    const before = mail.mailsTo(unset.email).length;
    expect((await ask(unset.email, { 'accept-language': 'fr-CA' })).statusCode).toBe(202);
    const french = await mail.nextMail(unset.email, before);
    expect(french.subject).toBe('Réinitialisez votre mot de passe Simmer');

    // The new-password form and its answers, then the sign-in page's notice.
    const token = linkIn(french).searchParams.get('token') as string;
    const german = { 'accept-language': 'de' };
    const form = await t.app.inject({ url: `/api/reset-password?token=${token}`, headers: german });
    expect(form.body).toContain('<h1>Neues Passwort wählen</h1>');
    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        ...urlEncodedForm({ token, ...fields }),
        headers: { ...urlEncodedForm({}).headers, ...german },
      });
    const mismatch = await post({ newPassword: 'ein Passwort', confirmPassword: 'ein anderes' });
    expect(mismatch.body).toContain('Die Passwörter stimmen nicht überein');
    const done = await post({ newPassword: 'ein Passwort', confirmPassword: 'ein Passwort' });
    const signIn = await t.app.inject({ url: done.headers.location as string, headers: german });
    expect(signIn.body).toContain('Dein Passwort wurde geändert.');
    const again = await post({ newPassword: 'ein Passwort', confirmPassword: 'ein Passwort' });
    expect(again.body).toContain('Dieser Link zum Zurücksetzen ist abgelaufen');
    // The API's own answer stays in English, as all its answers.
    const json = await confirm(token, 'ein Passwort');
    expect(json.json()).toMatchObject({
      message: 'This reset link has expired or has already been used.',
    });
  });

  it('makes a link for the operator, who proves it with the key of this server', async () => {
    const cook = await signUp(t.app);
    const asOperator = (key: string, email = cook.email) =>
      t.app.inject({
        method: 'POST',
        url: '/api/operator/reset-link',
        headers: { [OPERATOR_KEY_HEADER]: key },
        payload: { email },
      });
    expect((await asOperator('guess')).statusCode).toBe(404);
    expect((await asOperator(operatorKey(t.config), 'nobody@example.com')).statusCode).toBe(404);
    const made = await asOperator(operatorKey(t.config));
    expect(made.statusCode).toBe(200);
    const link = new URL(made.json<{ link: string }>().link);
    expect(link.origin).toBe(PUBLIC_URL);
    const token = link.searchParams.get('token') as string;
    expect((await confirm(token, 'set by the operator')).statusCode).toBe(204);
    expect((await login(cook, 'set by the operator')).statusCode).toBe(200);
  });
});

describe('without mail configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the sign-in page says to ask the operator, and asking still answers 202', async () => {
    const signIn = await t.app.inject({ url: '/api/login' });
    expect(signIn.body).toContain(
      'Forgot your password? Ask the person who runs this Simmer for a reset link.',
    );
    expect(signIn.body).not.toContain('/api/forgot-password');
    const forgot = await t.app.inject({ url: '/api/forgot-password' });
    expect(forgot.body).toContain('Ask the person who runs this Simmer');
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'cook@example.com' },
    });
    expect(ask.statusCode).toBe(202);
  });
});
