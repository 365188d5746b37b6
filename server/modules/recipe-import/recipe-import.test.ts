import { join } from 'node:path';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  RECIPE_IMPORT_ERRORS,
  RECIPE_IMPORT_URL,
  recipeImportResponseSchema,
} from '../../../contracts/recipe-import.js';
import { buildApp } from '../../app.js';
import { rateEvents } from '../../db/schema/index.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { closedPort, type PageServer, startPageServer } from '../../test/page-server.js';
import { createRecipe } from '../../test/recipes.js';

// POST /api/recipes/import (decision 028), against a page server on loopback that
// IMPORT_ALLOWED_HOSTS lets the app reach. No test leaves this machine.

/** Short, so that the hanging page costs the suite a fraction of a second, not 10 s. */
const TIMEOUT_MS = 1500;

describe('import from a URL', () => {
  let site: PageServer;
  /** A second site on another loopback address, which nothing allows. */
  let elsewhere: PageServer;
  let refusedPort: number;
  let t: TestApp;
  let cook: SignedInUser;

  beforeAll(async () => {
    elsewhere = await startPageServer({ host: '127.0.0.2' });
    site = await startPageServer({ redirectTarget: () => `${elsewhere.origin}/stew/` });
    refusedPort = await closedPort();
    t = await createTestApp(
      { IMPORT_ALLOWED_HOSTS: `127.0.0.1:${site.port}, 127.0.0.1:${refusedPort}` },
      (config) => ({ ...config, recipeImport: { ...config.recipeImport, timeoutMs: TIMEOUT_MS } }),
    );
    cook = await signUp(t.app);
  });
  // The suite makes more imports than a cook's hourly allowance: each test starts afresh.
  beforeEach(async () => {
    await t.database.db.delete(rateEvents).where(like(rateEvents.key, 'recipe-import:%'));
  });
  afterAll(async () => {
    await t?.close();
    await site?.close();
    await elsewhere?.close();
  });

  const importFrom = (url: unknown, app: FastifyInstance = t.app, cookie = cook.cookie) =>
    app.inject({
      method: 'POST',
      url: RECIPE_IMPORT_URL,
      headers: cookie ? { cookie } : {},
      payload: { url },
    });

  it('says when the cook already has a recipe from the same page', async () => {
    const first = recipeImportResponseSchema.parse(
      (await importFrom(`${site.origin}/stew/`)).json(),
    );
    const saved = await createRecipe(t.app, cook.cookie, {
      title: 'My stew',
      sourceUrl: first.recipe.sourceUrl ?? '',
    });
    const again = recipeImportResponseSchema.parse(
      (await importFrom(`${site.origin}/stew/`)).json(),
    );
    expect(again.recipe.duplicateOf).toEqual({ id: saved.id, title: 'My stew' });
    // Another cook's copy is none of this cook's business.
    const stranger = await signUp(t.app);
    const theirs = recipeImportResponseSchema.parse(
      (await importFrom(`${site.origin}/stew/`, t.app, stranger.cookie)).json(),
    );
    expect(theirs.recipe.duplicateOf).toBeNull();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/recipes/${saved.id}`,
      headers: { cookie: cook.cookie },
    });
  });

  it('answers the mapped draft, its photo stored through the photo pipeline', async () => {
    const response = await importFrom(`${site.origin}/stew/`);
    expect(response.statusCode, response.body).toBe(200);
    const { recipe } = recipeImportResponseSchema.parse(response.json());
    expect(recipe).toEqual({
      title: 'Winter Beef & Barley Stew',
      description:
        "A slow, thick stew for cold evenings — the barley does the thickening, so there's no flour to brown.",
      prepTime: '25 min',
      cookTime: '2 hr 15 min',
      servings: 6,
      ingredients: expect.arrayContaining(['2 tbsp olive oil', 'Salt & pepper']),
      instructions: expect.arrayContaining([
        'Brown the beef: Pat the beef dry and season it well.',
      ]),
      imageUrl: expect.stringMatching(/^\/uploads\/recipes\/[\w-]+-1200x800\.webp$/),
      tags: ['barley', 'British', 'Main course', 'stew', 'winter warmer'],
      sourceUrl: `${site.origin}/stew/`,
      totalTime: '2 hr 40 min',
      nutrition: expect.objectContaining({ calories: '512 kcal', protein: '38 g' }),
      // The page's `<html lang="en">`.
      language: 'en',
      duplicateOf: null,
    });
    expect(recipe.instructions).toHaveLength(5);
    // Served like an uploaded photo: WebP, re-encoded, the camera's EXIF gone.
    const photo = await t.app.inject({ url: recipe.imageUrl as string });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const meta = await sharp(photo.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      1200,
      800,
      undefined,
    ]);
    // Nothing saved: the draft is not among the cook's recipes.
    const mine = await t.app.inject({ url: '/api/recipes', headers: { cookie: cook.cookie } });
    expect(mine.json()).toEqual([]);
  });

  it('reads microdata, gzip-compressed pages and the charset the page is sent in', async () => {
    const microdata = await importFrom(`${site.origin}/microdata`);
    expect(microdata.statusCode, microdata.body).toBe(200);
    expect(microdata.json().recipe).toMatchObject({
      title: 'Brown Butter Chocolate Chip Cookies',
      servings: 24,
      // Its photo's address (../img/cookies.jpg) is not on the site: the draft comes without.
      imageUrl: null,
    });
    const gzip = await importFrom(`${site.origin}/gzip`);
    expect(gzip.statusCode, gzip.body).toBe(200);
    expect(gzip.json().recipe.title).toBe('Winter Beef & Barley Stew');
    const latin1 = await importFrom(`${site.origin}/latin1`);
    expect(latin1.json().recipe.title).toBe('Crème brûlée');
    // UTF-8 that its server calls Latin-1 is read as UTF-8, not as "1Â¼ cups water".
    const mislabelled = await importFrom(`${site.origin}/mislabelled`);
    expect(mislabelled.json().recipe.ingredients).toEqual(['1¼ cups water']);
    // No charset in the header: the page's <meta> names it.
    const greek = await importFrom(`${site.origin}/meta-charset`);
    expect(greek.json().recipe.title).toBe('Σούπα');
  });

  it('a page without structured data: its headed ingredients and method, heading and photo', async () => {
    const response = await importFrom(`${site.origin}/headed`);
    expect(response.statusCode, response.body).toBe(200);
    const { recipe } = recipeImportResponseSchema.parse(response.json());
    expect(recipe).toMatchObject({
      title: 'Grandma’s Soda Bread',
      ingredients: [
        '450 g plain flour',
        '1 tsp bicarbonate of soda',
        '1 tsp salt',
        '400 ml buttermilk',
        '1 tbsp oats',
      ],
      instructions: [
        'Heat the oven to 200 °C and flour a baking tray.',
        'Mix the flour, soda and salt, then stir in the buttermilk to a soft dough.',
        'Shape a round, cut a deep cross, scatter the oats and bake for 35 minutes.',
      ],
      sourceUrl: `${site.origin}/headed`,
    });
    // Its sharing photo, fetched and stored like any recipe's.
    expect(recipe.imageUrl).toMatch(/^\/uploads\/recipes\/.+\.webp$/);
  });

  it('follows up to 5 redirects', async () => {
    const response = await importFrom(`${site.origin}/hop/5`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().recipe.title).toBe('Winter Beef & Barley Stew');
  });

  it('leaves the photo out, not the recipe, when the photo cannot be had', async () => {
    for (const path of ['/photo-missing', '/photo-not-a-photo', '/photo-private']) {
      const response = await importFrom(`${site.origin}${path}`);
      expect(response.statusCode, path).toBe(200);
      expect(response.json().recipe, path).toMatchObject({
        title: 'Photo test soup',
        instructions: ['Boil the water.'],
        imageUrl: null,
      });
    }
  });

  it('tries the recipe’s next photo when the best cannot be had', async () => {
    const response = await importFrom(`${site.origin}/photo-fallback`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().recipe.imageUrl).toMatch(/^\/uploads\/recipes\/.+\.webp$/);
    expect(site.hits.get('/photos/gone-2400x1600.jpg')).toBe(1);
  });

  it('422 for a page without a recipe', async () => {
    const response = await importFrom(`${site.origin}/no-recipe`);
    expect([response.statusCode, response.json()]).toEqual([
      422,
      { message: RECIPE_IMPORT_ERRORS.noRecipe },
    ]);
  });

  const unreachable = [502, { message: 'That site could not be reached' }];

  it('502 for a page that is missing, or a refused connection', async () => {
    for (const url of [`${site.origin}/missing`, `http://127.0.0.1:${refusedPort}/stew/`]) {
      const response = await importFrom(url);
      expect([response.statusCode, response.json()], url).toEqual(unreachable);
    }
  });

  it('502 past 5 MB: the read stops there and the connection is closed', async () => {
    const response = await importFrom(`${site.origin}/endless`);
    expect([response.statusCode, response.json()]).toEqual(unreachable);
    // What the server had sent when the app hung up: 5 MB, and what socket buffers held.
    expect(await site.endlessSent()).toBeLessThan(5 * 1024 * 1024 + 8 * 1024 * 1024);
    for (const path of ['/declared-huge', '/gzip-bomb']) {
      const refused = await importFrom(`${site.origin}${path}`);
      expect([refused.statusCode, refused.json()], path).toEqual(unreachable);
    }
  });

  it('502 for a page that does not arrive in time', async () => {
    const started = Date.now();
    const response = await importFrom(`${site.origin}/hang`);
    expect([response.statusCode, response.json()]).toEqual(unreachable);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
  });

  it('502 for a sixth redirect', async () => {
    const response = await importFrom(`${site.origin}/hop/6`);
    expect([response.statusCode, response.json()]).toEqual(unreachable);
    expect(site.hits.get('/hop/0')).toBe(1);
  });

  const notAllowed = [400, { message: 'That address is not allowed' }];

  it.each([
    ['another scheme', 'ftp://127.0.0.1/stew.html'],
    ['a file', 'file:///etc/passwd'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['AWS metadata over IPv6', 'http://[fd00:ec2::254]/latest/meta-data/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['an IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/'],
    ['a private address', 'http://10.0.0.1/'],
    ['CGNAT', 'http://100.64.0.1/'],
    ['the unspecified address', 'http://0.0.0.0/'],
    ['a loopback address in another form', 'http://2130706433/'],
  ])('400 for %s (%s)', async (_what, url) => {
    const response = await importFrom(url);
    expect([response.statusCode, response.json()]).toEqual(notAllowed);
  });

  it('400 for a name that resolves to loopback, before connecting', async () => {
    const response = await importFrom(`http://localhost:${site.port}/stew/?via=localhost`);
    expect([response.statusCode, response.json()]).toEqual(notAllowed);
    expect(site.hits.get('/stew/?via=localhost')).toBeUndefined();
  });

  it('400 for an allowed host on a port it is not allowed on', async () => {
    const response = await importFrom(`http://127.0.0.1:${elsewhere.port}/stew/`);
    expect([response.statusCode, response.json()]).toEqual(notAllowed);
  });

  it('400 for a redirect from an allowed host to one that is not, which is never asked', async () => {
    const response = await importFrom(`${site.origin}/redirect-out`);
    expect([response.statusCode, response.json()]).toEqual(notAllowed);
    expect(elsewhere.hits.size).toBe(0);
    const ftp = await importFrom(`${site.origin}/redirect-ftp`);
    expect([ftp.statusCode, ftp.json()]).toEqual(notAllowed);
  });

  it('without IMPORT_ALLOWED_HOSTS, the same loopback page is not allowed', async () => {
    const config = {
      ...t.config,
      recipeImport: { ...t.config.recipeImport, allowedHosts: [] },
    };
    const strict = await buildApp({
      config,
      database: t.database,
      webRoot: join(t.config.dataDir, 'none'),
    });
    try {
      const before = site.hits.get('/stew/') ?? 0;
      const response = await importFrom(`${site.origin}/stew/`, strict);
      expect([response.statusCode, response.json()]).toEqual(notAllowed);
      expect(site.hits.get('/stew/') ?? 0).toBe(before);
    } finally {
      await strict.close();
    }
  });
});
