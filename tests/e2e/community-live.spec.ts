import { PASSWORD } from './support/accounts';
import { cookWithName, postViaApi } from './support/community';
import { expect, test } from './support/test';

// The community live (decision 048) and moderation's removal (decision 047), in real browsers:
// what others do reaches an open page without a reload, and a removed post leaves everyone's feed
// but its author's, who is told why.

test("a like, a comment and a new post reach the author's open feed without a reload", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const ann = await cookWithName(browser, 'Ann Livewell');
  const ben = await cookWithName(browser, 'Ben Nearby');
  const title = 'Focaccia, still warm';
  const postId = await postViaApi(ann, title);

  await ann.page.goto('/announcements');
  const post = ann.page.getByRole('article', { name: title });
  await expect(post.getByRole('button', { name: '0 Likes' })).toBeVisible();
  const bell = ann.page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const liked = await ben.page.request.post(`/api/announcements/${postId}/like`);
  expect(liked.status()).toBe(200);
  await expect(post.getByRole('button', { name: '1 Like' })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  const commented = await ben.page.request.post(`/api/announcements/${postId}/comments`, {
    data: { content: 'Save me a slice' },
  });
  expect(commented.status()).toBe(201);
  await expect(post.getByRole('button', { name: /1 Comment/ })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  // A new post waits above the feed until Ann asks for it.
  const fresh = 'Ben made bagels';
  await postViaApi(ben, fresh);
  const bar = ann.page.getByRole('button', { name: '1 new post — show' });
  await expect(bar).toBeVisible();
  await expect(ann.page.getByRole('article', { name: fresh })).toHaveCount(0);
  await bar.click();
  await expect(ann.page.getByRole('article', { name: fresh })).toBeVisible();

  await bell.click();
  await expect(ann.page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(ann.page.getByText('Ben Nearby liked your post')).toBeVisible();
  await expect(ann.page.getByText('Ben Nearby commented on your post')).toBeVisible();
  await ann.page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await ann.context.close();
  await ben.context.close();
});

test('a moderator removes a reported post: gone for readers, explained to its author, reporters told', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const registered = await admin.request.post('/api/register', {
    data: { email: 'admin@removal.test', password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  await admin.request.put('/api/auth/profile', { multipart: { displayName: 'Rae Remover' } });
  const author = await cookWithName(browser, 'Otto Offtopic');
  const reporter = await cookWithName(browser, 'Rita Reporter');
  const title = 'Buy followers cheap';
  const postId = await postViaApi(author, title);
  const filed = await reporter.page.request.post('/api/reports', {
    data: { contentType: 'announcement', contentId: postId, reason: 'spam' },
  });
  expect(filed.status()).toBe(201);

  await admin.goto('/moderation');
  const item = admin.getByRole('article', { name: title });
  await item.getByRole('button', { name: 'Remove post' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Remove post' });
  await dialog.getByLabel(/^Reason/).fill('Selling followers');
  await dialog.getByRole('button', { name: 'Remove post' }).click();
  await expect(admin.getByRole('article', { name: title })).toHaveCount(0);

  await reporter.page.goto('/announcements');
  await expect(reporter.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reporter.page.getByRole('article', { name: title })).toHaveCount(0);
  await reporter.page.getByRole('link', { name: /^Notifications, 1 unread/ }).click();
  await expect(reporter.page.getByText('Your report was reviewed')).toBeVisible();

  await author.page.goto(`/user/${author.id}`);
  const own = author.page.getByRole('article', { name: title });
  await expect(own.getByText('Removed by a moderator: Selling followers')).toBeVisible();
  await adminContext.close();
  await author.context.close();
  await reporter.context.close();
});
