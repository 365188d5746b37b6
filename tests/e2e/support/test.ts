import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
} from '@playwright/test';

export { expect } from '@playwright/test';

// The server draws each screen before any script runs (decision 023), so a page shows its buttons
// and fields before React has adopted them; an action in between is lost, as a user's tap on a
// slow phone would be. A test acts as soon as it sees its target, so every page these tests open
// waits, before each action or assertion, until the app has adopted what the server drew.

/** True once every element inside #root is React's (hydrated, or drawn by the browser). */
function adopted(): boolean {
  const root = document.getElementById('root');
  if (!root) return true;
  const isReacts = (element: Element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  return Array.from(root.querySelectorAll('*')).every(isReacts);
}

const handlers = new WeakMap<Page, ReturnType<Page['locator']>>();

async function waitForAdoption(page: Page): Promise<void> {
  try {
    await page.waitForFunction(adopted, undefined, { timeout: 15_000 });
  } catch (error) {
    // The page went away meanwhile (a navigation): the next check looks at the new one.
    if (!page.isClosed() && !/context was destroyed|navigation/i.test(String(error))) throw error;
  }
}

/** Makes `page` wait for the app before each action or assertion on one of the app's pages. */
async function watch(page: Page): Promise<void> {
  if (handlers.has(page)) return;
  const appPage = page.locator('#root > *').first();
  handlers.set(page, appPage);
  await page.addLocatorHandler(appPage, () => waitForAdoption(page), { noWaitAfter: true });
}

/**
 * For a test that keeps the app's code from running on purpose (to look at the server's HTML
 * alone): its actions and assertions no longer wait for the app.
 */
export async function stopWaitingForTheApp(page: Page): Promise<void> {
  const appPage = handlers.get(page);
  if (appPage) await page.removeLocatorHandler(appPage);
}

function watchContext(context: BrowserContext, options?: BrowserContextOptions): BrowserContext {
  // Without JavaScript nothing is ever adopted: such a page is read as the server drew it.
  if (options?.javaScriptEnabled === false) return context;
  for (const page of context.pages()) void watch(page);
  context.on('page', (page) => void watch(page));
  return context;
}

/** The browser, whose new contexts and pages wait for the app as above. */
function watchBrowser(browser: Browser): Browser {
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') {
        return async (options?: BrowserContextOptions) =>
          watchContext(await target.newContext(options), options);
      }
      if (property === 'newPage') {
        return async (options?: BrowserContextOptions) => {
          const page = await target.newPage(options);
          if (options?.javaScriptEnabled !== false) await watch(page);
          return page;
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Playwright's `test`, with every browser context waiting for the app (see above). */
export const test = base.extend({
  browser: [async ({ browser }, use) => use(watchBrowser(browser)), { scope: 'worker' }],
  context: async ({ context }, use) => use(watchContext(context)),
});
