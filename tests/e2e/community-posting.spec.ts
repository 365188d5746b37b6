import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/accessibility';
import { cookWithName, fixture, postCard, searchFeed, uniqueWord } from './support/community';
import { expect, test } from './support/test';

/** A real PNG of noise, big enough (~1.5 MB) that a throttled upload takes a few seconds. */
const noisyPhoto = () =>
  sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** Uploads leave the browser at `bytesPerSecond`, so a progress bar has time to show. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

const picker = (page: Page) => page.getByLabel('Choose a photo or video');

test.describe('posting to the community', () => {
  test('a cook posts a photo with a real progress bar, can cancel, and the post leads the feed', async ({
    browser,
  }) => {
    const cook = await cookWithName(browser, 'Paula Poster');
    const { page } = cook;
    const word = uniqueWord();
    await page.goto('/announcements');
    await page.getByRole('link', { name: 'Share Something' }).click();
    await expect(page.getByRole('heading', { name: 'Create Announcement' })).toBeVisible();
    await expectAccessible(page);

    // Blank title: the schema's own message.
    await page.getByRole('button', { name: 'Post Announcement' }).click();
    await expect(page.getByText('Announcement title is required', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Title' }).fill(`Crumb shot ${word}`);
    await page.getByRole('textbox', { name: 'Message' }).fill('Open crumb at last');
    await picker(page).setInputFiles({
      name: 'crumb.png',
      mimeType: 'image/png',
      buffer: await noisyPhoto(),
    });
    await expect(page.getByRole('img', { name: 'Preview of your upload' })).toBeVisible();

    await throttleUploads(page, 384 * 1024);
    await page.getByRole('button', { name: 'Post Announcement' }).click();
    const bar = page.getByRole('progressbar', { name: 'Uploading…' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(bar).toHaveCount(0);
    // Nothing was posted, and the form keeps what the cook entered.
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(`Crumb shot ${word}`);
    const none = await page.request.get(`/api/announcements?q=${word}`);
    expect(await none.json()).toEqual([]);

    // Again, to the end: the bar climbs to 100 % and the post opens the feed.
    await page.getByRole('button', { name: 'Post Announcement' }).click();
    await expect(bar).toBeVisible();
    await expect(page.getByText('Your announcement has been posted!', { exact: true })).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    await expect(page).toHaveURL('/announcements');
    const card = postCard(page, `Crumb shot ${word}`);
    await expect(page.getByRole('article').first()).toHaveAccessibleName(`Crumb shot ${word}`);
    await expect(card.getByRole('img', { name: `Crumb shot ${word}` })).toHaveAttribute(
      'src',
      /^\/uploads\/announcements\/.+\.webp$/,
    );
    await cook.context.close();
  });

  test('a video is checked in the browser, posted, and plays from the feed', async ({
    browser,
  }) => {
    const cook = await cookWithName(browser, 'Vera Video');
    const { page } = cook;
    const word = uniqueWord();
    await page.goto('/announcements/create');

    // Not a photo or video; then a video longer than ten minutes.
    await picker(page).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expect(
      page.getByText('Please select an image or video file.', { exact: true }),
    ).toBeVisible();
    await picker(page).setInputFiles({
      name: 'long.mp4',
      mimeType: 'video/mp4',
      buffer: fixture('long.mp4'),
    });
    await expect(page.getByText('Video Too Long', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Please select a video that is 10 minutes or shorter.', { exact: true }),
    ).toBeVisible();

    await page.getByRole('textbox', { name: 'Title' }).fill(`Dumpling fold ${word}`);
    await picker(page).setInputFiles({
      name: 'fold.webm',
      mimeType: 'video/webm',
      buffer: fixture('clip.webm'),
    });
    await expect(page.getByLabel('Preview of your video')).toBeVisible();
    await page.getByRole('button', { name: 'Post Announcement' }).click();
    await expect(page).toHaveURL('/announcements');

    await searchFeed(page, word);
    const video = postCard(page, `Dumpling fold ${word}`).locator('video');
    await expect(video).toHaveAttribute('src', /^\/uploads\/announcements\/.+\.webm$/);
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('preload', 'metadata');
    // The browser reads the stored video's length through a range request.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.duration)))
      .toBe(3);
    await cook.context.close();
  });

  test('the author deletes a post after confirming; others may only report it', async ({
    browser,
  }) => {
    const author = await cookWithName(browser, 'Dora Deleter');
    const reader = await cookWithName(browser, 'Rita Reader');
    const word = uniqueWord();
    const response = await author.page.request.post('/api/announcements', {
      multipart: { title: `Going soon ${word}`, content: 'Short-lived' },
    });
    expect(response.status()).toBe(201);

    await searchFeed(reader.page, word);
    const seen = postCard(reader.page, `Going soon ${word}`);
    await seen.getByRole('button', { name: 'More actions' }).click();
    await expect(reader.page.getByRole('menuitem', { name: 'Delete announcement' })).toHaveCount(0);
    await reader.page.getByRole('menuitem', { name: 'Report announcement' }).click();
    const dialog = reader.page.getByRole('dialog', { name: 'Report announcement' });
    await dialog.getByRole('radio', { name: 'Spam or unwanted content' }).check();
    await expectAccessible(reader.page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(reader.page.getByText('Report submitted', { exact: true })).toBeVisible();

    await searchFeed(author.page, word);
    const mine = postCard(author.page, `Going soon ${word}`);
    await mine.getByRole('button', { name: 'More actions' }).click();
    await author.page.getByRole('menuitem', { name: 'Delete announcement' }).click();
    const confirm = author.page.getByRole('alertdialog', { name: 'Delete announcement' });
    await expect(confirm).toBeVisible();
    await expectAccessible(author.page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      author.page.getByText('Announcement deleted successfully', { exact: true }),
    ).toBeVisible();
    await expect(mine).toHaveCount(0);
    await author.page.reload();
    await searchFeed(author.page, word);
    await expect(author.page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
    await author.context.close();
    await reader.context.close();
  });

  test('without a display name, Create Announcement sends the cook to Account Settings', async ({
    browser,
  }) => {
    const cook = await cookWithName(browser, null);
    await cook.page.goto('/announcements');
    await expect(
      cook.page.getByText('Set up your profile to start posting and interacting!', { exact: true }),
    ).toBeVisible();
    await expect(cook.page.getByRole('link', { name: 'Share Something' })).toHaveCount(0);
    await cook.page.getByRole('link', { name: 'Complete Profile' }).click();
    await expect(cook.page).toHaveURL('/account');

    await cook.page.goto('/announcements/create');
    await expect(cook.page.getByText('Display Name Required', { exact: true })).toBeVisible();
    await expect(cook.page).toHaveURL('/account');
    await cook.context.close();
  });

  test('signed out, Create Announcement says so and goes to sign in', async ({ page }) => {
    // The toast shows for the half second before the page goes to sign in: on a busy machine
    // the test's polling can miss a window that short, so the page itself reports the toast
    // once it is drawn, and the report outlives the navigation.
    const said: string[] = [];
    await page.exposeFunction('reportToast', (text: string) => said.push(text));
    await page.addInitScript((text) => {
      const observer = new MutationObserver(() => {
        const toast = [...document.querySelectorAll('li')].find((item) =>
          item.textContent?.includes(text),
        );
        if (!toast || toast.getClientRects().length === 0) return;
        (window as unknown as { reportToast: (text: string) => void }).reportToast(
          toast.textContent ?? '',
        );
        observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    }, 'You are logged out. Logging in again...');
    await page.goto('/announcements/create');
    // The sign-in page follows the toast; on this 2-core machine under a full run it has taken up
    // to 4 s from the first request, so the wait is for the navigation, not a budget.
    await expect(page.getByRole('heading', { name: 'Sign in to Simmer' })).toBeVisible({
      timeout: 15_000,
    });
    expect(said).toEqual([expect.stringContaining('You are logged out. Logging in again...')]);
    expect(said[0]).toContain('Unauthorized');
  });
});
