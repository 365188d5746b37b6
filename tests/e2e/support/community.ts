import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { PASSWORD, uniqueEmail } from './accounts';

/** A word no other test's post contains, so a search shows only this test's posts. */
export const uniqueWord = () => `zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;

export const fixture = (name: string) => readFileSync(`server/test/fixtures/${name}`);

export interface Cook {
  id: string;
  name: string;
  page: Page;
  context: BrowserContext;
}

/** A signed-in cook in a browser context of their own, with a display name unless `null`. */
export async function cookWithName(browser: Browser, name: string | null): Promise<Cook> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const created = await page.request.post('/api/register', {
    data: { email: uniqueEmail('community'), password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;
  if (name !== null) {
    const saved = await page.request.put('/api/auth/profile', {
      multipart: { displayName: name, isPublic: 'true' },
    });
    expect(saved.status()).toBe(200);
  }
  return { id, name: name ?? '', page, context };
}

/** Posts through the API (what the screens then show), answering the post's id. */
export async function postViaApi(
  cook: Cook,
  title: string,
  content = 'Posted by a test',
): Promise<number> {
  const response = await cook.page.request.post('/api/announcements', {
    multipart: { title, content },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id as number;
}

/**
 * The feed narrowed to posts containing `word`, once the (debounced) search has been answered:
 * a post just made is often on screen before that, and a test that acted on it then would race
 * the search request.
 */
export async function searchFeed(page: Page, word: string): Promise<void> {
  if (!page.url().endsWith('/announcements')) await page.goto('/announcements');
  const searched = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith('/api/announcements') &&
      new URL(response.url()).searchParams.get('q') === word,
  );
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(word);
  await searched;
}

export const postCard = (page: Page, title: string): Locator =>
  page.getByRole('article', { name: title });

export const commentBy = (scope: Locator, author: string): Locator =>
  scope.getByRole('article', { name: `Comment by ${author}` });
