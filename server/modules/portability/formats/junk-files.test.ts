import { describe, expect, it } from 'vitest';
import { unzip, zip } from '../../../test/archives.js';
import { CHOWDOWN_FILES } from '../../../test/exports/chowdown.js';
import { MY_RECIPE_BOX_ROWS, toCsv } from '../../../test/exports/csv.js';
import {
  COPY_ME_THAT_HTML,
  htmlExport,
  RECIPE_KEEPER_HTML,
} from '../../../test/exports/html-pages.js';
import { nextcloudRecipeJson, tandoorRecipeJson } from '../../../test/exports/json-apps.js';
import { paprikaRecipeFile } from '../../../test/exports/paprika.js';
import { otherAppsImport } from '../../../test/import-app.js';

// The junk files real zips carry (macOS's __MACOSX/ and ._name AppleDouble files, .DS_Store,
// Windows' Thumbs.db and desktop.ini) are passed over for every format (decision 031): none
// counts as a recipe, none refuses the upload.

/** The Finder's and Explorer's files beside each of `files`, as a zip made on a shared disk has. */
function withJunk(files: Record<string, Buffer | string>): Record<string, Buffer | string> {
  const junk: Record<string, string> = {};
  for (const name of Object.keys(files)) {
    const at = name.lastIndexOf('/') + 1;
    const folder = name.slice(0, at);
    junk[`${folder}._${name.slice(at)}`] = 'Mac OS X        ATTR';
    junk[`__MACOSX/${folder}._${name.slice(at)}`] = 'Mac OS X        ATTR';
    junk[`${folder}.DS_Store`] = 'Bud1';
    junk[`${folder}Thumbs.db`] = 'thumbnails';
    junk[`${folder}desktop.ini`] = '[.ShellClassInfo]';
  }
  // The junk first: a reader that looks at the first file of a kind must not find it.
  return { ...junk, ...files };
}

describe('importing an export with junk files beside its own', () => {
  const { cook, importFile } = otherAppsImport();

  it('reads each format as if they were not there', async () => {
    const exports: Record<string, Record<string, Buffer | string>> = {
      paprika: {
        'Recipes/Toast.paprikarecipe': paprikaRecipeFile({
          name: 'Toast',
          ingredients: 'bread',
          directions: 'Toast it.',
        }),
      },
      tandoor: {
        '1.zip': await zip({ 'recipe.json': JSON.stringify(tandoorRecipeJson('Tarka dal')) }),
      },
      nextcloud: { 'Soup/recipe.json': JSON.stringify(nextcloudRecipeJson('Soup')) },
      mealie: {
        'recipes/rice/rice.json': JSON.stringify({
          name: 'Rice',
          slug: 'rice',
          recipe_ingredient: ['rice'],
          recipe_instructions: [{ text: 'Boil.' }],
        }),
      },
      chowdown: Object.fromEntries(
        Object.entries(CHOWDOWN_FILES).map(([name, text]) => [`_recipes/${name}`, text]),
      ),
      myrecipebox: { 'export/MyRecipeBox.csv': toCsv(MY_RECIPE_BOX_ROWS) },
      copymethat: Object.fromEntries(await unzip(await htmlExport(COPY_ME_THAT_HTML))),
      recipekeeper: Object.fromEntries(await unzip(await htmlExport(RECIPE_KEEPER_HTML))),
    };
    const clean = await cook();
    const junky = await cook();
    for (const [format, files] of Object.entries(exports)) {
      const expected = (await importFile(clean, await zip(files))).json();
      expect([format, expected.imported > 0]).toEqual([format, true]);
      const response = await importFile(junky, await zip(withJunk(files)));
      expect([format, response.json()]).toEqual([format, expected]);
    }
    // Named by the format field too, the reader finds no more.
    const named = await importFile(
      await cook(),
      await zip(withJunk(exports.mealie as Record<string, string>)),
      { format: 'mealie' },
    );
    expect(named.json()).toEqual({ imported: 1, skipped: 0, refused: [] });
  });
});
