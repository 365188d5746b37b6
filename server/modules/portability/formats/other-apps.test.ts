import { describe, expect, it } from 'vitest';
import { zip } from '../../../test/archives.js';
import { CHOWDOWN_FILES, chowdownExport } from '../../../test/exports/chowdown.js';
import { MY_RECIPE_BOX_ROWS, PLAN_TO_EAT_ROWS, toCsv } from '../../../test/exports/csv.js';
import {
  COPY_ME_THAT_HTML,
  htmlExport,
  RECIPE_KEEPER_HTML,
} from '../../../test/exports/html-pages.js';
import { nextcloudRecipeJson } from '../../../test/exports/json-apps.js';
import { paprikaExport, soupForPaprika } from '../../../test/exports/paprika.js';
import { otherAppsImport } from '../../../test/import-app.js';

// Other apps' exports through the same POST /api/import (decision 031): whatever the format:
// duplicates, refusals, progress, detection and the format field.

describe('importing other apps’ exports', () => {
  const { cook, importFile, mine, spooled } = otherAppsImport();

  it('skips exact duplicates only, refuses a bad recipe alone, and keeps a recipe whose photo is not one', async () => {
    const user = await cook();
    await importFile(user, await paprikaExport([soupForPaprika(null)]));
    const archive = await paprikaExport([
      soupForPaprika(null),
      {
        ...soupForPaprika(null),
        name: 'Roast Tomato Soup &amp; Basil',
        directions: 'Heat a tin of soup.',
        uid: 'other',
      } as never,
      { name: 'No ingredients at all', ingredients: '  \n ', directions: 'Nothing to do.' },
      {
        name: 'Pretend photo',
        ingredients: 'water',
        directions: 'Boil.',
        photo_data: Buffer.from('not a photo').toString('base64'),
      },
    ]);
    const response = await importFile(user, archive);
    expect(response.json()).toEqual({
      imported: 2,
      skipped: 1,
      refused: [{ title: 'No ingredients at all', reason: 'At least one ingredient is required' }],
      // Imported, so not among the refusals: a note says what was left behind.
      notes: [
        {
          title: 'Pretend photo',
          reason: 'Imported without its photo. Its photo is not a photo Simmer can read',
        },
      ],
    });
    const titles = (await mine(user)).map((recipe) => [
      recipe.title,
      recipe.instructions[0],
      recipe.image,
    ]);
    expect(titles).toEqual([
      ['Roast Tomato Soup & Basil', 'Roast the tomatoes at 200°C for 40 minutes.', null],
      ['Roast Tomato Soup & Basil', 'Heat a tin of soup.', null],
      ['Pretend photo', 'Boil.', null],
    ]);
  });

  it('streams progress lines for a Paprika export', async () => {
    const user = await cook();
    const archive = await paprikaExport(
      Array.from({ length: 5 }, (_, n) => ({
        name: `Dish ${n}`,
        ingredients: 'salt',
        directions: 'Cook.',
      })),
    );
    const response = await importFile(user, archive, {}, { accept: 'application/x-ndjson' });
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toEqual({ done: 0, total: 5 });
    expect(lines.at(-1)).toEqual({ done: 5, total: 5, imported: 5, skipped: 0, refused: [] });
  });

  it('tells each export apart by its contents, and reads it as the format field says', async () => {
    const user = await cook();
    const formatOf = async (file: Buffer, format?: string) =>
      (await importFile(user, file, format ? { format } : {})).json();
    // Recipe Keeper's recipes.html is not Copy Me That's, though both are called the same.
    expect(await formatOf(await htmlExport(RECIPE_KEEPER_HTML), 'recipekeeper')).toMatchObject({
      imported: 2,
    });
    expect(await formatOf(await htmlExport(RECIPE_KEEPER_HTML))).toMatchObject({ skipped: 2 });
    expect(await formatOf(await htmlExport(COPY_ME_THAT_HTML), 'copymethat')).toMatchObject({
      imported: 2,
    });
    expect(await formatOf(await htmlExport(COPY_ME_THAT_HTML))).toMatchObject({ skipped: 2 });
    const chowdown = await chowdownExport(CHOWDOWN_FILES, {});
    expect(await formatOf(chowdown, 'chowdown')).toMatchObject({ imported: 2 });
    expect(await formatOf(chowdown)).toMatchObject({ skipped: 2 });
    const planToEat = Buffer.from(toCsv(PLAN_TO_EAT_ROWS));
    expect(await formatOf(planToEat, 'plantoeat')).toMatchObject({ imported: 3 });
    expect(await formatOf(planToEat)).toMatchObject({ skipped: 3 });
    const myRecipeBox = Buffer.from(toCsv(MY_RECIPE_BOX_ROWS));
    expect(await formatOf(myRecipeBox, 'myrecipebox')).toMatchObject({ imported: 2 });
    expect(await formatOf(myRecipeBox)).toMatchObject({ skipped: 2 });
  });

  it('takes the format field over detection, and refuses formats it does not read yet', async () => {
    const user = await cook();
    const nextcloud = await zip({
      'soup/recipe.json': JSON.stringify(nextcloudRecipeJson('Soup')),
    });
    const asMealie = await importFile(user, nextcloud, { format: 'mealie' });
    expect([asMealie.statusCode, asMealie.json().message]).toEqual([
      422,
      'This is not a Mealie export: it has no database.json, recipes/<slug>/<slug>.json or recipes/<name>.json',
    ]);
    const asNextcloud = await importFile(user, nextcloud, { format: 'nextcloud' });
    expect(asNextcloud.json()).toEqual({ imported: 1, skipped: 0, refused: [] });
    // A CSV whose header could be either app's is read as the one named.
    const either = Buffer.from('title,ingredients,directions,instructions\nBroth,water,Boil.,\n');
    const csv = await importFile(user, either, { format: 'plantoeat' });
    expect(csv.json()).toEqual({ imported: 1, skipped: 0, refused: [] });
    const plain = await importFile(user, either);
    expect([plain.statusCode, plain.json().message]).toEqual([
      422,
      expect.stringMatching(/^Simmer cannot tell what this file is\./),
    ]);
    const keeper = await htmlExport(RECIPE_KEEPER_HTML);
    const asCopyMeThat = await importFile(user, keeper, { format: 'copymethat' });
    expect([asCopyMeThat.statusCode, asCopyMeThat.json().message]).toEqual([
      422,
      'This is not a Copy Me That export: it has no recipes.html holding its recipes',
    ]);
    const notCsv = await importFile(user, Buffer.from('{"name": "Soup"}'), {
      format: 'myrecipebox',
    });
    expect([notCsv.statusCode, notCsv.json().message]).toEqual([
      422,
      'This is not a MyRecipeBox export: its first row names no Title column',
    ]);
    const unknown = await importFile(user, nextcloud, { format: 'cookbook3000' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      422,
      'Importing "cookbook3000" files is not supported yet',
    ]);
    const long = await importFile(user, nextcloud, { format: 'x'.repeat(5000) });
    expect([long.statusCode, long.json().message]).toEqual([
      422,
      `Importing "${'x'.repeat(39)}…" files is not supported yet`,
    ]);
    expect(spooled()).toEqual([]);
  });
});
