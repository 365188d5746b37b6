import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECIPE_IMPORT_URL, recipeImportResponseSchema } from '../../../contracts/recipe-import.js';
import {
  announcements,
  rateEvents,
  recipeImportDrafts,
  recipes,
  users,
} from '../../db/schema/index.js';
import { startHousekeeping } from '../../housekeeping.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { type PageServer, startPageServer } from '../../test/page-server.js';
import { filesOfPhoto } from '../../test/photos.js';
import { createMediaService, type MediaService } from '../media/media-service.js';
import { createStorage, filesOfKey, keyFromUrl, type MediaStorage } from '../media/storage.js';
import { purgeOldDraftPhotos } from './import-drafts.js';
import { importRecipe } from './import-recipe.js';

// The photos import from a URL stores for its drafts, and the purge that deletes them a day later
// (decision 028). The page server is on loopback, let through by IMPORT_ALLOWED_HOSTS.

describe('draft photos of import from a URL', () => {
  let site: PageServer;
  let t: TestApp;
  let cook: SignedInUser;
  /** The app's store, and a media service over it like the one housekeeping is given. */
  let storage: MediaStorage;
  let media: MediaService;

  beforeAll(async () => {
    site = await startPageServer();
    t = await createTestApp({ IMPORT_ALLOWED_HOSTS: `127.0.0.1:${site.port}` });
    cook = await signUp(t.app);
    storage = createStorage(t.config);
    media = createMediaService(t.config);
  });
  beforeEach(async () => {
    await t.database.db.delete(rateEvents).where(like(rateEvents.key, 'recipe-import:%'));
  });
  afterAll(async () => {
    await t?.close();
    await site?.close();
  });

  const db = () => t.database.db;

  /** Imports the stew page as `who`; answers its stored photo's URL. */
  async function importStew(who: SignedInUser = cook): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: RECIPE_IMPORT_URL,
      headers: { cookie: who.cookie },
      payload: { url: `${site.origin}/stew/` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { imageUrl } = recipeImportResponseSchema.parse(response.json()).recipe;
    if (!imageUrl) throw new Error('the stew page was imported without its photo');
    return imageUrl;
  }

  const draftRows = (urls: string[]) =>
    db().select().from(recipeImportDrafts).where(inArray(recipeImportDrafts.url, urls));

  /** As if the import had been `hours` ago. */
  const age = (url: string, hours: number) =>
    db()
      .update(recipeImportDrafts)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(recipeImportDrafts.url, url));

  /** The photo and its copies as found on disk (not by the naming rules under test). */
  const filesOnDisk = (url: string) => filesOfPhoto(`${t.config.dataDir}/uploads`, url);

  /** Whether the store has each file the photo's key names, the photo first. */
  async function inStore(url: string): Promise<boolean[]> {
    const key = keyFromUrl(url);
    if (!key) throw new Error(`not one of our URLs: ${url}`);
    return Promise.all(
      filesOfKey(key).map(async (file) => {
        const stored = await storage.open(file);
        // Read to the end, so that no stream is left to open a file the purge deletes.
        if (stored) await stored.stream.toArray();
        return stored !== null;
      }),
    );
  }

  const served = async (url: string) => (await t.app.inject({ url })).statusCode;

  it('an import records its photo as a draft of its cook', async () => {
    const before = new Date(Date.now() - 60_000);
    const url = await importStew();
    const [row] = await draftRows([url]);
    expect(row).toMatchObject({ url, userId: cook.id });
    expect(row?.createdAt.getTime()).toBeGreaterThan(before.getTime());
    // The photo and its smaller copies.
    expect(filesOnDisk(url).length).toBeGreaterThan(1);
  });

  it('the purge leaves a draft younger than a day alone', async () => {
    const url = await importStew();
    await age(url, 23);
    await purgeOldDraftPhotos(db(), media);
    expect(await draftRows([url])).toHaveLength(1);
    expect(await served(url)).toBe(200);
    expect(await inStore(url)).not.toContain(false);
  });

  it('the purge deletes a day-old draft: every file of its photo, then its row', async () => {
    const url = await importStew();
    const files = filesOnDisk(url);
    expect(files.length).toBeGreaterThan(1);
    expect(await inStore(url)).toHaveLength(files.length);
    await age(url, 25);

    expect(await purgeOldDraftPhotos(db(), media)).toBeGreaterThanOrEqual(1);
    expect(await draftRows([url])).toEqual([]);
    expect(await served(url)).toBe(404);
    expect(await inStore(url)).not.toContain(true);
    expect(filesOnDisk(url)).toEqual([]);
  });

  it('goes through the drafts in batches, and a file already gone is no error', async () => {
    const urls = [await importStew(), await importStew(), await importStew()];
    for (const url of urls) await age(url, 30);
    // One is gone already, as when another instance got there first.
    await media.remove(urls[1]);
    expect(await purgeOldDraftPhotos(db(), media, { batchSize: 2 })).toBeGreaterThanOrEqual(3);
    expect(await draftRows(urls)).toEqual([]);
    for (const url of urls) expect(filesOnDisk(url), url).toEqual([]);
    // Again, with nothing left to do.
    expect(await purgeOldDraftPhotos(db(), media)).toBe(0);
  });

  it('keeps the files of a draft photo a recipe or a post shows, dropping only its row', async () => {
    const [forRecipe, forPost] = [await importStew(), await importStew()];
    await db()
      .insert(recipes)
      .values({
        userId: cook.id,
        title: 'Stew',
        ingredients: ['beef'],
        instructions: ['Simmer.'],
        image: forRecipe,
      });
    await db().insert(announcements).values({ userId: cook.id, title: 'Stew!', image: forPost });
    const files = [filesOnDisk(forRecipe), filesOnDisk(forPost)];
    await age(forRecipe, 25);
    await age(forPost, 25);

    await purgeOldDraftPhotos(db(), media);
    expect(await draftRows([forRecipe, forPost])).toEqual([]);
    expect([filesOnDisk(forRecipe), filesOnDisk(forPost)]).toEqual(files);
    expect(await served(forRecipe)).toBe(200);
    expect(await served(forPost)).toBe(200);
  });

  it('housekeeping runs the purge', async () => {
    const url = await importStew();
    await age(url, 25);
    const stop = startHousekeeping(db(), media, t.app.log);
    try {
      await vi.waitFor(async () => expect(await draftRows([url])).toEqual([]), { timeout: 5000 });
      expect(await served(url)).toBe(404);
    } finally {
      stop();
    }
  });

  it("a cook's drafts go with their account", async () => {
    const leaving = await signUp(t.app);
    const url = await importStew(leaving);
    await db().delete(users).where(eq(users.id, leaving.id));
    expect(await draftRows([url])).toEqual([]);
  });

  it('a photo that cannot be recorded is removed again and left out of the draft', async () => {
    const stored: string[] = [];
    const recipe = await importRecipe(`${site.origin}/stew/`, {
      media: {
        ...media,
        savePhoto: async (...args) => {
          const url = await media.savePhoto(...args);
          stored.push(url);
          return url;
        },
      },
      allowedHosts: t.config.recipeImport.allowedHosts,
      timeoutMs: t.config.recipeImport.timeoutMs,
      log: t.app.log,
      recordPhoto: () => Promise.reject(new Error('the database went away')),
    });
    expect(recipe).toMatchObject({ title: 'Winter Beef & Barley Stew', imageUrl: null });
    expect(stored).toHaveLength(1);
    expect(filesOnDisk(stored[0] as string)).toEqual([]);
    expect(await draftRows(stored)).toEqual([]);
  });
});
