import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { cookWithName, postViaApi, uniqueWord } from './support/community';
import { createRecipeViaApi } from './support/recipes';
import { expect, test } from './support/test';

// The server draws each screen's first HTML and puts the API answers it was drawn from in the
// page (decision 023); the browser starts from them and asks for none again. When that render is
// not there, index.html names the first reads instead (decision 021), and a hint helps only when
// the screen's own request is exactly the hinted one. Either way: no unused preload to warn about.
// The stylesheet is inside the page too: a screen's code starting never fetches it again.

/**
 * Opens `path` and answers how often `apiPath` was requested, how many stylesheets were, and the
 * preload warnings.
 */
async function openAndCount(page: Page, path: string, apiPath: string, heading: string) {
  const requested: string[] = [];
  const stylesheets: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (`${url.pathname}${url.search}` === apiPath) requested.push(request.url());
    if (request.resourceType() === 'stylesheet') stylesheets.push(url.pathname);
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Chromium warns about a preload left unused a few seconds after the load event.
  await page.waitForTimeout(3_500);
  return { requests: requested.length, stylesheets, warnings };
}

test('each screen comes with its data: nothing asked for again, no unused preload', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const cook = await cookWithName(browser, 'Hana Hint');
  const recipe = await createRecipeViaApi(cook.page, `Hinted hash ${uniqueWord()}`, {
    isPublic: 'true',
  });
  await postViaApi(cook, `Hinted post ${uniqueWord()}`);

  const screens: [string, string, string][] = [
    [`/recipe/${recipe.id}`, `/api/recipes/${recipe.id}`, recipe.title],
    ['/recipes', '/api/recipes?sort=newest&limit=24', 'My Recipes'],
    ['/announcements', '/api/announcements/feed?limit=20&sort=newest&filter=all', 'Community Feed'],
    ['/', '/api/recipes/featured/daily', 'Hana Hint'],
  ];
  for (const [path, apiPath, heading] of screens) {
    const page = await cook.context.newPage();
    expect(await openAndCount(page, path, apiPath, heading), path).toEqual({
      requests: 0,
      stylesheets: [],
      warnings: [],
    });
    await page.close();
  }

  const visitor = await browser.newPage();
  expect(
    await openAndCount(
      visitor,
      `/user/${cook.id}`,
      `/api/users/${cook.id}/profile`,
      "Hana Hint's Kitchen",
    ),
  ).toEqual({ requests: 0, stylesheets: [], warnings: [] });
  await visitor.close();
  await cook.context.close();
});

/** Kilobytes (1 000 bytes) of gzipped script a first visit may fetch before the network is idle. */
const FIRST_VISIT_SCRIPT_KB = 140;

for (const locale of ['en-GB', 'de-DE']) {
  test(`a first visit to the signed-in home fetches under ${FIRST_VISIT_SCRIPT_KB} KB of script (${locale})`, async ({
    browser,
  }) => {
    const cook = await cookWithName(browser, 'Fio First');
    const context = await browser.newContext({
      locale,
      storageState: await cook.context.storageState(),
    });
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), gzipSync(body).length);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Fio First' })).toBeVisible();
    const kilobytes = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1000;
    console.log(
      `first visit (${locale}): ${scripts.size} scripts, ${kilobytes.toFixed(1)} KB gzipped`,
    );
    expect(kilobytes).toBeLessThan(FIRST_VISIT_SCRIPT_KB);
    await context.close();
    await cook.context.close();
  });
}
