import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Recipe } from '../../contracts/recipes.js';
import { importForm } from './archives.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from './harness.js';
import { filesOfPhoto, solidPhoto } from './photos.js';

// Other apps' exports through the same POST /api/import (decision 031). The API tests of each
// format family share this app and these helpers.

/** Within a describe: a test app for the suite (closed after it), a JPEG photo, and helpers. */
export function otherAppsImport() {
  let t: TestApp;
  const photos: { jpeg: Buffer } = { jpeg: Buffer.alloc(0) };
  beforeAll(async () => {
    t = await createTestApp({ IMPORT_MAX_MB: '4' });
    photos.jpeg = await solidPhoto('jpeg', 900, 600);
  });
  afterAll(() => t.close());

  const cook = () => signUp(t.app, { database: t.database });
  const importFile = (
    user: SignedInUser,
    file: Buffer,
    fields: Record<string, string> = {},
    headers: object = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: importForm(file, fields),
      headers: { cookie: user.cookie, ...headers },
    });
  /** The cook's recipes, oldest first, each whole (the list holds cards). */
  const mine = async (user: SignedInUser) => {
    const headers = { cookie: user.cookie };
    const cards = (await t.app.inject({ url: '/api/recipes?sort=oldest', headers })).json<
      Recipe[]
    >();
    return Promise.all(
      cards.map(async (card) =>
        (await t.app.inject({ url: `/api/recipes/${card.id}`, headers })).json<Recipe>(),
      ),
    );
  };
  /** What the API answers the cook at `url` (a GET). */
  const get = <T>(user: SignedInUser, url: string) =>
    t.app.inject({ url, headers: { cookie: user.cookie } }).then((response) => response.json<T>());
  const stored = (url: string) =>
    readFileSync(join(t.config.dataDir, 'uploads', url.replace('/uploads/', '')));
  const spooled = () => {
    const dir = join(t.config.dataDir, 'tmp');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  /** The photo and the copies stored beside it, as the disk has them. */
  const filesOf = (url: string) => filesOfPhoto(join(t.config.dataDir, 'uploads'), url);
  return { photos, cook, importFile, mine, get, stored, spooled, filesOf };
}
