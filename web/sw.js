// The offline worker (decision 029): a recipe a cook has opened stays readable without a network.
// Plain JavaScript, emitted by the build as /sw.js (vite.config.ts) so that its scope is the whole
// app, with the build's fingerprint in place of the placeholder below: every build is a new
// worker, and a new worker's caches replace the old ones.
//
// Two caches, both named after the build:
// - the shell, which any browser may keep whoever is signed in: the page with nothing drawn in it
//   (/index.html, where the app draws any screen itself), the hashed scripts and stylesheets under
//   /assets/ (a name never changes content), the icon and /api/app-config (the same for everyone).
//   It outlives a sign-out, so that an offline visit still gets the app, never the browser's
//   error page.
// - the cook's data: recipe pages as the server drew them (they embed the signed-in cook's data),
//   the answers of /api/auth/user and /api/recipes/:id (yours, or another cook's public one: the
//   server answers 404 otherwise), and the photos recipe pages show. It belongs to one cook: it is
//   deleted on sign-out and sign-in, and whenever a page or /api/auth/user names someone else as
//   signed in, or nobody.
//
// Pages and API answers come from the network first (what the server says now wins) and from the
// cache only when the network fails; hashed assets and photos come from the cache first. A worker
// about to take over pages that loaded without it (the first visit) keeps what they loaded.

const BUILD = '__SIMMER_BUILD__';
/** Every file of the build under /assets/ (vite.config.ts writes the list in). */
const BUILD_FILES = /* __SIMMER_FILES__ */ [];
const PREFIX = 'simmer-';
const SHELL = `${PREFIX}shell-${BUILD}`;
const DATA = `${PREFIX}data-${BUILD}`;

/** The page as built, unrendered: the server's static copy of the client's index.html. */
const SHELL_PAGE = '/index.html';
const USER_URL = '/api/auth/user';
const RECIPE_PAGE = /^\/recipe\/(\d+)$/;
const RECIPE_API = /^\/api\/recipes\/(\d+)$/;
/** Navigations that sign someone in or out: whatever the cache holds is about to be someone's past. */
const SIGN_IN_OR_OUT = new Set(['/api/login', '/api/logout', '/api/register', '/api/callback']);
/**
 * The data a server-drawn page starts from (PAGE_STATE_ID in contracts/page-render.ts): JSON with
 * `<` escaped, so it ends at the first `<`.
 */
const PAGE_STATE = /<script type="application\/json" id="simmer-state">([^<]*)<\/script>/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      const page = await fetch(SHELL_PAGE, { cache: 'no-cache' });
      if (!page.ok) throw new Error(`${SHELL_PAGE} answered ${page.status}`);
      // The entry script and stylesheet it names; the rest of the app is kept as it is used.
      const assets = (await page.clone().text()).match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [];
      await cache.addAll(['/favicon.svg', ...new Set(assets)]);
      await cache.put(SHELL_PAGE, page);
      // Here rather than on activation, which holds every request of the pages it takes over
      // until done. (Nothing of it is needed to serve: a failure keeps only less.)
      await keepWhatPagesLoaded().catch(() => {});
      // The new build's worker takes over at once: its assets are the ones the server now has.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(PREFIX) && name !== SHELL && name !== DATA)
          .map((name) => caches.delete(name)),
      );
      // The page that registered the worker is served by it from now on, not from its next load.
      await self.clients.claim();
      // Who is signed in, so that recipes read from now on are kept for them (see keepAnswer).
      await keepAnswer(new Request(USER_URL), await fetch(USER_URL).catch(() => null));
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;

  if (request.method !== 'GET') {
    // A recipe being changed or deleted: its kept copies would show what is no longer so. (The
    // request itself goes to the network untouched: an upload keeps its progress events.)
    const recipe = RECIPE_API.exec(path);
    if (recipe) event.waitUntil(forgetRecipe(recipe[1]));
    return;
  }
  if (request.mode === 'navigate') {
    if (SIGN_IN_OR_OUT.has(path)) event.respondWith(forgetCook().then(() => fetch(request)));
    else if (!path.startsWith('/api/') && !path.startsWith('/uploads/')) {
      event.respondWith(page(event));
    }
    return;
  }
  if (path.startsWith('/assets/') || path === '/favicon.svg') {
    event.respondWith(cacheFirst(event, SHELL));
  } else if (path === USER_URL || RECIPE_API.test(path)) {
    event.respondWith(networkFirst(event, keepAnswer));
  } else if (path === '/api/app-config') {
    event.respondWith(networkFirst(event, keepPublic));
  } else if (
    path.startsWith('/uploads/') &&
    request.destination === 'image' &&
    RECIPE_PAGE.test(pathOf(request.referrer))
  ) {
    event.respondWith(cacheFirst(event, DATA));
  }
  // Anything else goes to the network as if there were no worker.
});

/**
 * The pages open when this worker takes over loaded their code and photos without it: on the very
 * first visit, and whenever a new build's worker replaces the old one and its caches (their
 * copies go when it activates). The browser
 * keeps those files in its own HTTP cache (hashed files and photos are cached for a year), so
 * they are taken from there, never from the network: only what a page really loaded is kept. A
 * recipe page is asked for again, as if opened now, so that the rules of keepPage decide whether
 * (and for whom) it is kept, and then the photos it shows.
 */
async function keepWhatPagesLoaded() {
  const shell = await caches.open(SHELL);
  await Promise.all(
    BUILD_FILES.map(async (path) => {
      if (await shell.match(path)) return;
      const copy = await browserCopy(path);
      if (copy) await shell.put(path, copy);
    }),
  );
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const { url } of windows) {
    if (!RECIPE_PAGE.test(pathOf(url))) continue;
    const request = new Request(url);
    const response = await fetch(request).catch(() => null);
    if (!response || !(await keepPage(request, response.clone()))) continue;
    const photos = new Set((await response.text()).match(/\/uploads\/[\w./-]+/g));
    await Promise.all(
      [...photos].map(async (path) => {
        const copy = await browserCopy(path);
        // The cook may have changed meanwhile: the photos go with the cook's data only.
        if (copy && (await knownCook()) !== undefined) {
          await (await caches.open(DATA)).put(path, copy);
        }
      }),
    );
  }
}

/** The browser's own cached copy of a file of ours, without asking the network; null if none. */
async function browserCopy(path) {
  try {
    const response = await fetch(path, { cache: 'only-if-cached', mode: 'same-origin' });
    return response.status === 200 && response.type === 'basic' ? response : null;
  } catch {
    return null;
  }
}

/** An app page: the network's, else the copy kept of it, else the shell (the app draws it). */
async function page(event) {
  try {
    const response = await fetch(event.request);
    event.waitUntil(keepPage(event.request, response.clone()));
    return response;
  } catch {
    return (
      (await caches.match(event.request, { cacheName: DATA, ignoreVary: true })) ??
      (await caches.match(SHELL_PAGE, { cacheName: SHELL })) ??
      Response.error()
    );
  }
}

/**
 * Every page the server drew says who it was drawn for: someone else than the cook whose data is
 * kept, or nobody, and that data goes. A recipe page is kept, with the two answers it embeds, so
 * that the app can also show that recipe offline when it gets there without loading the page.
 * Resolves with whether it was kept.
 */
async function keepPage(request, response) {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || response.type !== 'basic' || !type.startsWith('text/html')) return false;
  const match = PAGE_STATE.exec(await response.clone().text());
  // A page the browser draws holds no one's data: nothing to learn, nothing worth keeping.
  if (!match) return false;
  const queries = JSON.parse(match[1]).queries?.queries ?? [];
  const answerOf = (key) => {
    const query = queries.find((q) => q.queryHash === JSON.stringify(key));
    return query?.state?.status === 'success' ? query.state.data : undefined;
  };
  const user = answerOf([USER_URL]);
  if (user === undefined) return false;
  await noteCook(user ? json(user) : null);
  const recipeId = RECIPE_PAGE.exec(new URL(request.url).pathname)?.[1];
  // The recipe's query, as web/features/recipes/api/recipe-keys.ts names it.
  const recipe = recipeId && answerOf(['recipes', 'detail', Number(recipeId)]);
  if (!user || !recipe) return false;
  const cache = await caches.open(DATA);
  await Promise.all([
    cache.put(request, response),
    cache.put(`/api/recipes/${recipeId}`, json(recipe)),
  ]);
  return true;
}

/**
 * The current user's answer says who is signed in (a 401: nobody). A recipe is kept only for the
 * cook known to be signed in both when it was asked for and now: never one read under a session
 * that has since changed hands.
 */
async function keepAnswer(request, response, askedBy) {
  if (!response) return;
  const path = new URL(request.url).pathname;
  if (path === USER_URL) {
    if (response.status === 401) await noteCook(null);
    else if (response.ok) await noteCook(response);
    return;
  }
  const id = RECIPE_API.exec(path)?.[1];
  if (response.status === 404) await forgetRecipe(id);
  if (!response.ok) return;
  const cook = await knownCook();
  if (cook !== undefined && cook === (await askedBy)) {
    await (await caches.open(DATA)).put(request, response);
  }
}

async function keepPublic(request, response) {
  if (response.ok) await (await caches.open(SHELL)).put(request, response);
}

/** The network's answer, kept by `keep`; else the kept one; else a network error, as without us. */
async function networkFirst(event, keep) {
  const { request } = event;
  const askedBy = knownCook();
  try {
    const response = await fetch(request);
    event.waitUntil(keep(request, response.clone(), askedBy));
    return response;
  } catch {
    return (await caches.match(request, { ignoreVary: true })) ?? Response.error();
  }
}

/**
 * Hashed assets never change, and photos are stored under new names when they do: a kept copy is
 * always right. Photos are kept only while a cook is known, so they go with that cook's data.
 */
async function cacheFirst(event, cacheName) {
  const { request } = event;
  const kept = await caches.match(request, { cacheName, ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.status === 200 && response.type === 'basic') {
    const copy = response.clone();
    event.waitUntil(
      (async () => {
        if (cacheName === DATA && (await knownCook()) === undefined) return;
        await (await caches.open(cacheName)).put(request, copy);
      })(),
    );
  }
  return response;
}

/** The id of the cook whose data the cache holds, if any. */
async function knownCook() {
  const answer = await caches.match(USER_URL, { cacheName: DATA });
  return answer ? (await answer.json()).id : undefined;
}

/**
 * Records who is signed in (`answer`: their /api/auth/user answer, or null for nobody): the data
 * kept for anyone else goes first.
 */
async function noteCook(answer) {
  const cook = answer ? (await answer.clone().json()).id : undefined;
  const known = await knownCook();
  if (!answer || (known !== undefined && known !== cook)) await forgetCook();
  if (answer) await (await caches.open(DATA)).put(USER_URL, answer);
}

/** Deletes the cook's data (sign-out, sign-in, someone else signed in). */
async function forgetCook() {
  await caches.delete(DATA);
}

async function forgetRecipe(id) {
  // (Opening the cache would create it: a cook's cache where none is kept.)
  if (!(await caches.has(DATA))) return;
  const cache = await caches.open(DATA);
  await Promise.all([
    cache.delete(`/recipe/${id}`, { ignoreVary: true }),
    cache.delete(`/api/recipes/${id}`, { ignoreVary: true }),
  ]);
}

function json(value) {
  return new Response(JSON.stringify(value), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

function pathOf(address) {
  try {
    return new URL(address).pathname;
  } catch {
    return '';
  }
}
