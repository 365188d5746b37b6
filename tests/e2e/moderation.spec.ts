import { expectAccessible } from './support/accessibility';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { cookWithName, postViaApi } from './support/community';
import { expect, test } from './support/test';

// Moderation (decision 047): the administrator named by ADMIN_EMAILS (playwright.config.ts)
// makes a moderator; the moderator sees a post reported by two cooks as one item and suspends
// its author, who is signed out and told until when at sign-in; the administrator reads the log.

test('an administrator makes a moderator, who suspends a reported author; the log says so', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const registered = await admin.request.post('/api/register', {
    data: { email: 'admin@moderation.test', password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  expect((await registered.json()).role).toBe('admin');
  await admin.request.put('/api/auth/profile', { multipart: { displayName: 'Ada Admin' } });

  const mo = await cookWithName(browser, 'Mo Moderatorius');
  // Sam signs up with an address the test knows, to sign in with it later.
  const samContext = await browser.newContext();
  const samPage = await samContext.newPage();
  const samEmail = uniqueEmail('sam');
  const samAccount = await samPage.request.post('/api/register', {
    data: { email: samEmail, password: PASSWORD },
  });
  expect(samAccount.status()).toBe(201);
  await samPage.request.put('/api/auth/profile', {
    multipart: { displayName: 'Sam Spamwise', isPublic: 'true' },
  });
  const sam = { page: samPage, context: samContext, name: 'Sam Spamwise', id: '' };
  const title = 'Cheap pans, click here';
  const postId = await postViaApi(sam, title);
  for (const name of ['Ann Reporter', 'Ben Reporter']) {
    const reporter = await cookWithName(browser, name);
    const filed = await reporter.page.request.post('/api/reports', {
      data: { contentType: 'announcement', contentId: postId, reason: 'spam' },
    });
    expect(filed.status()).toBe(201);
    await reporter.context.close();
  }

  // The administrator finds Mo by display name and makes them a moderator.
  await admin.goto('/moderation/team');
  await expect(admin.getByRole('heading', { level: 1, name: 'Moderation team' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Find a cook' }).fill('Moderatorius');
  await admin.getByRole('button', { name: 'Make Mo Moderatorius a moderator' }).click();
  await expect(
    admin.getByRole('list', { name: 'Moderators and administrators' }).getByText('Mo Moderatorius'),
  ).toBeVisible();

  // Mo now has the Moderation screen (a plain cook gets the 404 page there).
  await sam.page.goto('/moderation');
  await expect(sam.page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await mo.page.goto('/');
  await mo.page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Moderation' })
    .click();
  const item = mo.page.getByRole('article', { name: title });
  await expect(item).toBeVisible();
  await expect(item.getByText('2 reports')).toBeVisible();
  await expectAccessible(mo.page);

  await item.getByRole('button', { name: 'Suspend author' }).click();
  const dialog = mo.page.getByRole('dialog', { name: 'Suspend Sam Spamwise' });
  await dialog.getByLabel('Suspend for').selectOption('7 days');
  await dialog.getByLabel(/^Reason/).fill('Spam posted again and again');
  await dialog.getByRole('button', { name: 'Suspend Sam Spamwise' }).click();
  await expect(mo.page.getByText('Sam Spamwise suspended', { exact: true })).toBeVisible();
  await expect(mo.page.getByRole('article', { name: title })).toHaveCount(0);

  // Sam is signed out at once, and signing in says until when.
  await sam.page.goto('/recipes');
  await expect(sam.page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  expect((await sam.page.request.get('/api/auth/user')).status()).toBe(401);
  await sam.page.goto('/api/login');
  await sam.page.getByLabel('Email').fill(samEmail);
  await sam.page.getByLabel('Password').fill(PASSWORD);
  await sam.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(sam.page.getByRole('alert')).toHaveText(
    /^This account is suspended until \d{1,2} \w+ \d{4} at \d\d:\d\d UTC$/,
  );

  // The administrator's log has Mo's suspension with its reason.
  await admin.goto('/moderation/log');
  const log = admin.getByRole('list', { name: 'Moderation log' });
  await expect(log.getByRole('listitem').first()).toContainText(
    'Mo Moderatorius suspended Sam Spamwise',
  );
  await expect(log.getByRole('listitem').first()).toContainText('Spam posted again and again');
  await adminContext.close();
  await mo.context.close();
  await sam.context.close();
});
