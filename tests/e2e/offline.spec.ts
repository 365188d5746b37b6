import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { type Cook, cookWithName, uniqueWord } from './support/community';
import { expect, test } from './support/test';

// Offline (decision 029): the app can be installed, and a recipe a cook has opened
// stays readable without a network, until they sign out.

/** The offline worker controls the page: a production build registers it once the app runs. */
async function workerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** The paths each of the page's caches holds, by cache name. */
function keptPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      kept[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return kept;
  });
}

/** What any browser may keep, whoever is signed in: the bare page, code, icon and settings. */
const PUBLIC_FILE = /^\/(index\.html|favicon\.svg|assets\/[\w.-]+|api\/app-config)$/;

interface Recipe {
  id: number;
  title: string;
}

/** A recipe with a photo, two ingredients and two steps, created through the API. */
async function createRecipe(cook: Cook): Promise<Recipe> {
  const photo = await sharp({
    create: { width: 960, height: 640, channels: 3, background: '#b45309' },
  })
    .jpeg()
    .toBuffer();
  const response = await cook.page.request.post('/api/recipes', {
    multipart: {
      title: `Lentil soup ${uniqueWord()}`,
      ingredients: JSON.stringify(['1 cup red lentils', '2 carrots']),
      instructions: JSON.stringify(['Rinse the lentils', 'Simmer for 20 minutes']),
      image: { name: 'soup.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

/** The recipe reads in full: title, ingredients, steps, and its photo when `withPhoto`. */
async function expectRecipe(page: Page, { title }: Recipe, withPhoto = true): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  await expect(ingredients).toContainText('red lentils');
  await expect(ingredients).toContainText('carrots');
  const steps = page.getByRole('region', { name: 'Instructions' });
  await expect(steps).toContainText('Rinse the lentils');
  await expect(steps).toContainText('Simmer for 20 minutes');
  if (!withPhoto) return;
  const photo = page.getByRole('img', { name: title });
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
}

/** A cook with a recipe, opened once while the worker controls the page. */
async function cookWhoOpenedARecipe(
  browser: Parameters<typeof cookWithName>[0],
  name: string,
): Promise<Cook & { recipe: Recipe }> {
  const cook = await cookWithName(browser, name);
  const recipe = await createRecipe(cook);
  await cook.page.goto('/');
  await workerControls(cook.page);
  await cook.page.goto(`/recipe/${recipe.id}`);
  await expectRecipe(cook.page, recipe);
  return { ...cook, recipe };
}

async function offline(context: BrowserContext, page: Page, path: string): Promise<void> {
  await context.setOffline(true);
  await page.goto(path);
}

const pngSize = (bytes: Buffer) => ({
  png: bytes.subarray(1, 4).toString('latin1') === 'PNG',
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
});

test('can be installed: a manifest with its icons, linked from the app and the sign-in pages', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute(
    'content',
    '#c2410c',
  );
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href ?? '');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Simmer',
    short_name: 'Simmer',
    start_url: '/',
    display: 'standalone',
    theme_color: '#c2410c',
    background_color: '#fafaf9',
  });
  expect(manifest.description).toBeTruthy();

  const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const files = [
    ...icons.map(({ src, sizes, type }) => ({ src, sizes, type })),
    { src: touchIcon ?? '', sizes: '180x180', type: 'image/png' },
  ];
  for (const { src, sizes, type } of files) {
    const icon = await page.request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe(type);
    const [width, height] = sizes.split('x').map(Number);
    expect(pngSize(await icon.body()), src).toEqual({ png: true, width, height });
  }

  // The worker: plain JavaScript from the root (its scope is the whole app), always revalidated.
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await page.goto('/api/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/apple-touch-icon.png',
  );
});

test('a recipe opened once reads offline; one never opened says there is no connection', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, context, recipe } = await cookWhoOpenedARecipe(browser, 'Olive Offline');

  // Reloaded without a network: the page as the server drew it, adopted by the kept app.
  await context.setOffline(true);
  await page.reload();
  await expectRecipe(page, recipe);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();

  // A recipe never opened: the app's own page (not the browser's) says what is wrong.
  await page.goto('/recipe/987654321');
  await expect(page.getByRole('heading', { level: 1, name: 'No connection' })).toBeVisible();
  await expect(page.getByText(/Recipes you have opened on this device/)).toBeVisible();

  // From there the app goes back to the kept recipe in the page (the router, no page load): the
  // answer it asks for comes from the worker's copy.
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/recipe/${recipe.id}`);
  await expectRecipe(page, recipe);
  await context.close();
});

test('a recipe opened on the very first visit, before the worker ran, reads offline too', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A browser that has never loaded the app: no worker yet.
  const cook = await cookWithName(browser, 'Fern First');
  const recipe = await createRecipe(cook);
  const { page, context } = cook;
  await page.goto(`/recipe/${recipe.id}`);
  await expectRecipe(page, recipe);
  // The page came from the network, not through a worker (the app registers one only now).
  const servedByWorker = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).workerStart,
  );
  expect(servedByWorker).toBe(0);

  // The worker the app registers takes over the page, and keeps what the page showed.
  await workerControls(page);
  await expect
    .poll(async () => Object.values(await keptPaths(page)).flat(), { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining([
        `/recipe/${recipe.id}`,
        `/api/recipes/${recipe.id}`,
        expect.stringMatching(/^\/uploads\/recipes\//),
      ]),
    );
  await context.setOffline(true);
  await page.reload();
  await expectRecipe(page, recipe);
  await context.close();
});

test('a recipe opened from My Recipes, without loading its page, reads offline too', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const cook = await cookWithName(browser, 'Lena List');
  const recipe = await createRecipe(cook);
  const { page, context } = cook;
  await page.goto('/recipes');
  await workerControls(page);
  await page
    .getByRole('article', { name: recipe.title })
    .getByRole('link', { name: 'View Recipe' })
    .click();
  await expectRecipe(page, recipe);

  // Kept: the answer the screen read and the photo it showed; the shell draws them offline.
  await context.setOffline(true);
  await page.reload();
  await expectRecipe(page, recipe);
  await context.close();
});

test('signing out empties the cook’s cache: offline, the recipe is gone', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, context, recipe } = await cookWhoOpenedARecipe(browser, 'Sam Signout');
  const before = Object.values(await keptPaths(page)).flat();
  expect(before).toContain(`/recipe/${recipe.id}`);
  expect(before).toContain(`/api/recipes/${recipe.id}`);

  await page.goto('/');
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Start Cooking' })).toBeVisible();
  const kept = await keptPaths(page);
  expect(Object.keys(kept).filter((name) => !name.startsWith('simmer-shell-'))).toEqual([]);
  expect(
    Object.values(kept)
      .flat()
      .filter((path) => !PUBLIC_FILE.test(path)),
  ).toEqual([]);

  // Offline, nobody is known to be signed in, and nothing tells who is: not a 404, no recipe.
  await offline(context, page, `/recipe/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'No connection' })).toBeVisible();
  await expect(page.getByText(recipe.title)).toHaveCount(0);
  await context.close();
});

test('another cook signing in on the device empties the first one’s cache', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, context, recipe } = await cookWhoOpenedARecipe(browser, 'Ada Before');

  // A new account signed in over the old session, without signing out: the next page names
  // someone else.
  const other = await page.request.post('/api/register', {
    data: { email: `after-${uniqueWord()}@example.com`, password: 'a fine password' },
  });
  expect(other.status()).toBe(201);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await expect
    .poll(async () => Object.values(await keptPaths(page)).flat())
    .not.toContain(`/recipe/${recipe.id}`);
  const kept = Object.values(await keptPaths(page)).flat();
  expect(kept).not.toContain(`/api/recipes/${recipe.id}`);
  expect(kept.filter((path) => path.startsWith('/uploads/'))).toEqual([]);

  await offline(context, page, `/recipe/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'No connection' })).toBeVisible();
  await expect(page.getByText(recipe.title)).toHaveCount(0);
  await context.close();
});
