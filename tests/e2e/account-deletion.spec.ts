import { PASSWORD } from './support/accounts';
import { cookWithName, postCard, postViaApi, searchFeed, uniqueWord } from './support/community';
import { expect, test } from './support/test';

test('a cook deletes the account; another cook sees the comments on their post counted right', async ({
  browser,
}) => {
  const sam = await cookWithName(browser, 'Sam Stays');
  const lou = await cookWithName(browser, 'Lou Leaves');
  const word = uniqueWord();
  const title = `Bread day ${word}`;
  const postId = await postViaApi(sam, title);
  const comment = async (cook: typeof sam, content: string, parentId?: number) => {
    const response = await cook.page.request.post(`/api/announcements/${postId}/comments`, {
      data: { content, ...(parentId ? { parentId } : {}) },
    });
    expect(response.status()).toBe(201);
    return (await response.json()).id as number;
  };
  // Lou's comment with Sam's reply under it, and a comment of Sam's own.
  const lous = await comment(lou, 'Looks wonderful');
  await comment(sam, 'Thank you!', lous);
  await comment(sam, 'Recipe tomorrow');

  await searchFeed(sam.page, word);
  await expect(postCard(sam.page, title)).toContainText('3 Comments');

  await lou.page.goto('/account');
  await expect(lou.page.getByRole('link', { name: /Download your data first/ })).toBeVisible();
  await lou.page.getByRole('button', { name: 'Delete Account…' }).click();
  const dialog = lou.page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete Account' });
  await dialog.getByLabel('Type your email or display name to confirm').fill('Lou Leaves');
  await dialog.getByLabel('Password').fill(PASSWORD);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(lou.page).toHaveURL('/');
  await expect(lou.page.getByRole('link', { name: 'Start Cooking' })).toBeVisible();

  // Lou's comment went with the reply under it; Sam's own comment stays, and the count says so.
  await sam.page.reload();
  await searchFeed(sam.page, word);
  await expect(postCard(sam.page, title)).toContainText('1 Comment');
  await sam.context.close();
  await lou.context.close();
});
