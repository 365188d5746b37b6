import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../../../contracts/recipes.js';
import { climbingZip, importForm, plainBulk, zip } from '../../../test/archives.js';
import { nextcloudRecipeJson } from '../../../test/exports/json-apps.js';
import { paprikaExport } from '../../../test/exports/paprika.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../../test/harness.js';

// Hostile archives: refused with a clear message, nothing written outside the import's temporary
// file, the server healthy afterwards (decision 031). Limits are small here.

describe('hostile archives', () => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({
      IMPORT_MAX_MB: '2',
      IMPORT_MAX_ENTRIES: '5000',
      IMPORT_MAX_EXPANDED_MB: '4',
      IMPORT_MAX_FILE_MB: '1',
    });
    user = await signUp(t.app, { database: t.database });
  });
  afterAll(() => t.close());

  const importFile = (file: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: importForm(file),
      headers: { cookie: user.cookie },
    });
  const refusal = async (file: Buffer) => {
    const response = await importFile(file);
    return [response.statusCode, response.json().message];
  };
  /** Every file under the data folder, to see that a refusal wrote none. */
  const files = () => {
    const list = (dir: string): string[] =>
      existsSync(dir)
        ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
            entry.isDirectory() ? list(join(dir, entry.name)) : [join(dir, entry.name)],
          )
        : [];
    return list(t.config.dataDir);
  };
  const titles = async () =>
    (await t.app.inject({ url: '/api/recipes?sort=oldest', headers: { cookie: user.cookie } }))
      .json<Recipe[]>()
      .map((recipe) => recipe.title);

  it('refuses whole archives that are bombs, climb out, or hold too many files, writing nothing', async () => {
    const before = files();
    // 20 MB of spaces packs into a few kilobytes.
    expect(await refusal(await zip({ 'recipes.json': Buffer.alloc(20 * 2 ** 20, 32) }))).toEqual([
      422,
      expect.stringMatching(
        /^recipes\.json in the archive unpacks to \d+ times its size \(at most 200\): it looks like a zip bomb/,
      ),
    ]);
    // Five megabytes that pack only four times: no bomb, but more than this import unpacks.
    const bulky = Object.fromEntries(
      Array.from({ length: 5 }, (_, n) => [`soup-${n}/notes.txt`, plainBulk(2 ** 20)]),
    );
    expect(
      await refusal(
        await zip({ 'soup/recipe.json': JSON.stringify(nextcloudRecipeJson('Soup')), ...bulky }),
      ),
    ).toEqual([413, 'The archive unpacks to more than 4 MB, more than an import reads']);
    expect(await refusal(await climbingZip('evil.txt', 'gotcha'))).toEqual([
      422,
      'The archive holds a file named "../evil.txt", outside the archive: it is refused',
    ]);
    const crowd = Object.fromEntries(
      Array.from({ length: 10_000 }, (_, n) => [`crowd/${n}.txt`, 'x']),
    );
    expect(await refusal(await zip(crowd))).toEqual([
      413,
      'The archive holds too many files (10000; at most 5000)',
    ]);
    // A JSON file over IMPORT_MAX_FILE_MB is not read at all.
    const huge = Buffer.from(
      JSON.stringify({
        ...nextcloudRecipeJson('Huge'),
        description: plainBulk(1.5 * 2 ** 20).toString(),
      }),
    );
    expect(await refusal(huge)).toEqual([413, 'The file is too large to read (max 1 MB)']);
    expect(files()).toEqual(before);
    expect(existsSync(join(dirname(t.config.dataDir), 'evil.txt'))).toBe(false);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('passes over symbolic links, and refuses an oversized recipe file on its own', async () => {
    const archive = await zip({
      'Linked/recipe.json': JSON.stringify(nextcloudRecipeJson('Linked photo')),
      'Linked/full.jpg': { contents: '/etc/passwd', symlink: true },
      'Big/recipe.json': JSON.stringify({
        ...nextcloudRecipeJson('Big'),
        description: plainBulk(3 * 2 ** 20).toString(),
      }),
    });
    const response = await importFile(archive);
    expect(response.json()).toEqual({
      imported: 1,
      skipped: 0,
      refused: [{ title: 'Big', reason: 'Big/recipe.json in the archive is too large (max 2 MB)' }],
    });
    const cards = (
      await t.app.inject({ url: '/api/recipes', headers: { cookie: user.cookie } })
    ).json<Recipe[]>();
    expect(cards.find((recipe) => recipe.title === 'Linked photo')?.image).toBeNull();
  });

  it('refuses on its own a recipe whose text the database cannot hold (decision 035)', async () => {
    const archive = await zip({
      'Nul/recipe.json': JSON.stringify(nextcloudRecipeJson('Nul', { description: 'Hot\u0000' })),
      'Half/recipe.json': JSON.stringify(nextcloudRecipeJson('Half an emoji \ud83c')),
      'Whole/recipe.json': JSON.stringify(nextcloudRecipeJson('Whole tomato 🍅')),
    });
    const report = (await importFile(archive)).json();
    expect(report.imported).toBe(1);
    expect(report.refused).toEqual(
      expect.arrayContaining([
        { title: 'Nul', reason: 'Description contains an invalid character' },
        { title: 'Half an emoji \ud83c', reason: 'Title contains an invalid character' },
      ]),
    );
    expect(await titles()).toContain('Whole tomato 🍅');
  });

  it('stops reading where a gzipped recipe would unpack past the limit, keeping what came before', async () => {
    const archive = await paprikaExport([
      { name: 'Before the bomb', ingredients: 'flour', directions: 'Bake.' },
      { name: 'The bomb', ingredients: 'air', directions: ' '.repeat(5 * 2 ** 20) },
      { name: 'After the bomb', ingredients: 'flour', directions: 'Bake.' },
    ]);
    const response = await importFile(archive);
    expect(response.json()).toEqual({
      imported: 1,
      skipped: 0,
      refused: [
        {
          title: 'The rest of the export',
          reason:
            'It was not read: The archive unpacks to more than 4 MB, more than an import reads',
        },
      ],
    });
    expect(await titles()).toContain('Before the bomb');
    expect(await titles()).not.toContain('After the bomb');
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('hostile CSV exports', () => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    // Uploads large enough for a 50 MB cell to reach the CSV reader.
    t = await createTestApp({ IMPORT_MAX_MB: '64' });
    user = await signUp(t.app, { database: t.database });
  });
  afterAll(() => t.close());

  const refusal = async (file: Buffer) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: importForm(file),
      headers: { cookie: user.cookie },
    });
    return [response.statusCode, response.json().message];
  };
  const header = 'Title,Ingredients,Directions,Main Ingredient\r\n';

  it('refuses a CSV with a 50 MB cell, or a quote never closed, and stays healthy', async () => {
    const huge = Buffer.concat([
      Buffer.from(`${header}Soup,"`),
      plainBulk(50 * 2 ** 20),
      Buffer.from('",Boil.,Water\r\n'),
    ]);
    expect(await refusal(huge)).toEqual([
      413,
      'Row 2 (starting on line 2) of the CSV file is longer than 1048576 characters',
    ]);
    const unclosed = Buffer.from(
      `${header}Soup,water,Boil.,Water\r\nStew,"beef\r\ncarrots,Stew.,\r\n`,
    );
    expect(await refusal(unclosed)).toEqual([
      422,
      'Row 3 (starting on line 3) of the CSV file has a quoted cell that is never closed (a " is missing)',
    ]);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const cards = (
      await t.app.inject({ url: '/api/recipes', headers: { cookie: user.cookie } })
    ).json<Recipe[]>();
    expect(cards).toEqual([]);
  });
});
