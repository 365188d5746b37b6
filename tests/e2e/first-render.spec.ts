import { cookWithName, postViaApi, uniqueWord } from './support/community';
import { watchErrors } from './support/page-errors';
import { createRecipeViaApi } from './support/recipes';
import { expect, stopWaitingForTheApp, test } from './support/test';

// The server draws each page's first screen with the client's own components (decision 023):
// the screen is there before any script runs, and the browser adopts that HTML instead of
// drawing it again.

test('every screen is drawn by the server, readable without JavaScript', async ({ browser }) => {
  const cook = await cookWithName(browser, 'Sergio Server');
  const recipe = await createRecipeViaApi(cook.page, `Drawn risotto ${uniqueWord()}`, {
    isPublic: 'true',
  });
  const post = `Drawn post ${uniqueWord()}`;
  await postViaApi(cook, post);
  const cookie = (await cook.context.cookies()).map(({ name, value }) => `${name}=${value}`);

  const screens: { path: string; signedIn: boolean; title: string; shows: string[] }[] = [
    {
      path: '/',
      signedIn: false,
      title: 'Simmer',
      shows: ['Create, organize and share the recipes you love'],
    },
    {
      path: '/recipes',
      signedIn: true,
      title: 'My Recipes · Simmer',
      shows: ['My Recipes', recipe.title],
    },
    {
      path: `/recipe/${recipe.id}`,
      signedIn: true,
      title: `${recipe.title} · Simmer`,
      shows: [recipe.title, '1 cup rice'],
    },
    {
      path: '/announcements',
      signedIn: true,
      title: 'Community Feed · Simmer',
      shows: ['Community Feed', post],
    },
    {
      path: `/user/${cook.id}`,
      signedIn: false,
      title: "Sergio Server's Kitchen · Simmer",
      shows: ["Sergio Server's Kitchen", post],
    },
  ];
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  for (const { path, signedIn, title, shows } of screens) {
    const page = await noScript.newPage();
    await page.setExtraHTTPHeaders(signedIn ? { cookie: cookie.join('; ') } : {});
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    for (const text of shows) await expect(page.getByText(text).first(), path).toBeVisible();
    await page.close();
  }
  await noScript.close();
  await cook.context.close();
});

test('the browser adopts the drawn page: same elements, no errors, and it responds', async ({
  browser,
}) => {
  const cook = await cookWithName(browser, 'Hydra Cook');
  const title = `Adopted stew ${uniqueWord()}`;
  await createRecipeViaApi(cook.page, title);
  const page = await cook.context.newPage();
  const errors = watchErrors(page);

  // The app's code held back: the server's HTML alone shows the screen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // (The held script holds the document's load events too: wait only for the page to arrive.)
  await stopWaitingForTheApp(page);
  await page.goto('/recipes', { waitUntil: 'commit' });
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  const heading = await page.getByRole('heading', { level: 1, name: 'My Recipes' }).elementHandle();

  // Then the code runs and takes over the very elements drawn (React marks the ones it owns); a
  // page drawn again instead would have replaced them.
  release();
  await expect
    .poll(() =>
      heading?.evaluate(
        (element) =>
          element.isConnected && Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  // And it is the app: its keyboard shortcut (Ctrl+4) opens the Community Feed.
  await page.keyboard.press('Control+4');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Feed' })).toBeVisible();
  expect(errors).toEqual([]);
  await cook.context.close();
});

test('the app’s code is asked for once the server’s page has been painted', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { paint, app } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    app: performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/main-[^/]+\.js$/.test(entry.name))?.startTime,
  }));
  expect(paint).toBeGreaterThan(0);
  expect(app).toBeGreaterThan(paint ?? Number.POSITIVE_INFINITY);
});
