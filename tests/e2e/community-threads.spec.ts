import { expectAccessible } from './support/accessibility';
import {
  commentBy,
  cookWithName,
  postCard,
  postViaApi,
  searchFeed,
  uniqueWord,
} from './support/community';
import { expect, test } from './support/test';

test.describe('likes and conversations', () => {
  test('like a post, comment, reply, reply to the reply; counts survive a reload', async ({
    browser,
  }) => {
    const author = await cookWithName(browser, 'Ada Author');
    const guest = await cookWithName(browser, 'Gus Guest');
    const word = uniqueWord();
    const title = `Tomato season ${word}`;
    await postViaApi(author, title);

    const { page } = guest;
    await searchFeed(page, word);
    const card = postCard(page, title);
    await card.getByRole('button', { name: '0 Likes' }).click();
    await expect(card.getByRole('button', { name: '1 Like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await card.getByRole('button', { name: '0 Comments' }).click();
    const box = card.getByRole('textbox', { name: 'Add a comment' });
    await expect(card.getByRole('button', { name: 'Comment', exact: true })).toBeDisabled();
    await box.fill('   ');
    await expect(card.getByRole('button', { name: 'Comment', exact: true })).toBeDisabled();
    await box.fill('  Which variety?  ');
    await expect(card.getByText('18/500')).toBeVisible();
    await card.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(page.getByText('Comment added!', { exact: true })).toBeVisible();
    const question = commentBy(card, 'Gus Guest');
    await expect(question.getByText('Which variety?', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // The author answers, and the guest answers the answer.
    await searchFeed(author.page, word);
    const authorCard = postCard(author.page, title);
    await authorCard.getByRole('button', { name: '1 Comment' }).click();
    await commentBy(authorCard, 'Gus Guest').getByRole('button', { name: 'Reply' }).click();
    await authorCard.getByRole('textbox', { name: 'Reply to Gus Guest' }).fill('San Marzano');
    await authorCard.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await expect(author.page.getByText('Reply added!', { exact: true })).toBeVisible();
    await commentBy(authorCard, 'Ada Author').getByRole('button', { name: '0 Likes' }).click();

    await page.reload();
    await searchFeed(page, word);
    await expect(card.getByRole('button', { name: '1 Like' })).toBeVisible();
    await card.getByRole('button', { name: '2 Comments' }).click();
    await commentBy(card, 'Gus Guest').getByRole('button', { name: 'View 1 reply' }).click();
    const answer = commentBy(card, 'Ada Author');
    await expect(answer.getByText('San Marzano', { exact: true })).toBeVisible();
    await expect(answer.getByRole('button', { name: '1 Like' })).toBeVisible();
    await answer.getByRole('button', { name: 'Reply' }).click();
    await card.getByRole('textbox', { name: 'Reply to Ada Author' }).fill('Thanks!');
    await card.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await expect(card.getByRole('button', { name: '3 Comments' })).toBeVisible();
    await expect(answer.getByText('Thanks!', { exact: true })).toBeVisible();

    // Deleting the first comment takes its whole thread, and the count says so.
    await question.getByRole('button', { name: 'More actions' }).first().click();
    await page.getByRole('menuitem', { name: 'Delete comment' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete comment' });
    await expect(confirm).toHaveAccessibleDescription(
      'Are you sure you want to delete this comment? This action cannot be undone.',
    );
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Comment deleted successfully', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: '0 Comments' })).toBeVisible();
    await author.context.close();
    await guest.context.close();
  });

  test('reporting a comment, and "Already reported" the second time', async ({ browser }) => {
    const author = await cookWithName(browser, 'Cora Commenter');
    const reader = await cookWithName(browser, 'Rex Reporter');
    const word = uniqueWord();
    const id = await postViaApi(author, `Thread ${word}`);
    await author.page.request.post(`/api/announcements/${id}/comments`, {
      data: { content: 'Buy cheap pans at example.com' },
    });
    await searchFeed(reader.page, word);
    const card = postCard(reader.page, `Thread ${word}`);
    await card.getByRole('button', { name: '1 Comment' }).click();
    for (const expected of ['Report submitted', 'Already reported']) {
      await commentBy(card, 'Cora Commenter').getByRole('button', { name: 'More actions' }).click();
      await reader.page.getByRole('menuitem', { name: 'Report comment' }).click();
      const dialog = reader.page.getByRole('dialog', { name: 'Report comment' });
      await dialog.getByRole('radio', { name: 'Spam or unwanted content' }).check();
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(reader.page.getByText(expected, { exact: true })).toBeVisible();
      if (expected === 'Already reported') await reader.page.keyboard.press('Escape');
    }
    await author.context.close();
    await reader.context.close();
  });

  test('search, sort and filter: liked posts and people followed', async ({ browser }) => {
    const star = await cookWithName(browser, 'Stella Star');
    const fan = await cookWithName(browser, 'Fred Fan');
    const word = uniqueWord();
    const quiet = await postViaApi(fan, `Quiet ${word}`);
    await postViaApi(star, `Loud ${word}`);
    const loudest = await postViaApi(star, `Loudest ${word}`);
    expect(quiet).toBeLessThan(loudest);
    await fan.page.request.post(`/api/announcements/${loudest}/like`);

    const { page } = fan;
    await searchFeed(page, word);
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('article').first()).toHaveAccessibleName(`Loudest ${word}`);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Oldest First' });
    await expect(page.getByRole('article').first()).toHaveAccessibleName(`Quiet ${word}`);
    await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Liked Posts' });
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').first()).toHaveAccessibleName(`Loudest ${word}`);

    await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Following' });
    await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
    await page.goto(`/user/${star.id}`);
    await page.getByRole('button', { name: 'Follow' }).click();
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await page.goto('/announcements');
    await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Following' });
    await searchFeed(page, word);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(postCard(page, `Quiet ${word}`)).toHaveCount(0);
    await star.context.close();
    await fan.context.close();
  });

  test('visitors read; cooks without a display name are told why they cannot join in', async ({
    browser,
    page,
  }) => {
    const author = await cookWithName(browser, 'Vic Visible');
    const nameless = await cookWithName(browser, null);
    const word = uniqueWord();
    const id = await postViaApi(author, `Open house ${word}`);
    await author.page.request.post(`/api/announcements/${id}/comments`, {
      data: { content: 'Hi' },
    });

    await searchFeed(page, word);
    const card = postCard(page, `Open house ${word}`);
    await expect(page.getByRole('link', { name: 'Share Something' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveCount(0);
    await card.getByRole('button', { name: '1 Comment' }).click();
    await expect(commentBy(card, 'Vic Visible')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Sign in to comment' })).toBeVisible();
    // The post's own like (the comment below has one too).
    await card.getByRole('link', { name: '0 Likes, sign in to like' }).first().click();
    await expect(page.getByRole('heading', { name: 'Sign in to Simmer' })).toBeVisible();

    await searchFeed(nameless.page, word);
    const seen = postCard(nameless.page, `Open house ${word}`);
    await seen.getByRole('button', { name: '0 Likes' }).click();
    await expect(nameless.page.getByText('Profile Setup Required', { exact: true })).toBeVisible();
    await expect(
      nameless.page.getByText(
        'Please complete your profile with a display name to interact with posts',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(seen.getByRole('button', { name: '0 Likes' })).toBeVisible();
    await author.context.close();
    await nameless.context.close();
  });

  test('a session that ended meanwhile: Unauthorized, then the sign-in page', async ({
    browser,
  }) => {
    const author = await cookWithName(browser, 'Ursula Ended');
    const word = uniqueWord();
    const id = await postViaApi(author, `Late like ${word}`);
    // The search's results are watched on a stream of their own, whose opening reads the bell
    // again: had that read come after the sign-out below, it would tell the page first (which
    // then shows what a visitor sees, as it should) and the like would never be clicked.
    let reopened = false;
    const bellReadAgain = author.page.waitForResponse((response) => {
      const url = new URL(response.url());
      if (url.pathname === '/api/events' && url.searchParams.get('posts') === String(id)) {
        reopened = true;
      }
      return reopened && url.pathname === '/api/notifications/unread-count';
    });
    await searchFeed(author.page, word);
    const like = postCard(author.page, `Late like ${word}`).getByRole('button', {
      name: '0 Likes',
    });
    await expect(like).toBeVisible();
    await bellReadAgain;
    // Signed out in another tab: the same browser context loses its session.
    await author.page.request.get('/api/logout');
    await like.click();
    await expect(
      author.page.getByText('You are logged out. Logging in again...', { exact: true }),
    ).toBeVisible();
    await expect(author.page.getByRole('heading', { name: 'Sign in to Simmer' })).toBeVisible();
    await author.context.close();
  });
});
