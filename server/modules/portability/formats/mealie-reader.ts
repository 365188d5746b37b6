import { RECIPE_PHOTO_MAX_BYTES } from '../../../../contracts/recipes.js';
import type { Archive } from '../archive.js';
import { mealieRecipe } from './mealie.js';
import { isMealieBackup, mealieDatabaseFile, openMealieBackup } from './mealie-backup-reader.js';
import { type MealieShelved, mealieCategoryKeys, mealieCookbooks } from './mealie-cookbooks.js';
import {
  baseName,
  folderOf,
  oneRecipe,
  parseJson,
  RECIPE_FILE_MAX_BYTES,
  titleFromName,
} from './shared/export-files.js';
import type { ReadRecipe } from './shared/foreign-recipe.js';
import { type FormatReader, notAnExport } from './shared/format-reader.js';
import { asObject, jsonText } from './shared/json-values.js';

// Where Mealie has put its recipes (decision 031), in a zip made by Mealie or by a cook who
// unzipped it and zipped its folder again (`mealie_2021-Jan-05/…`, so any folders may come first):
// - from v0.5 on, backups and data exports: `recipes/<slug>/<slug>.json`, the photo and its
//   smaller copies in `recipes/<slug>/images/` (`original.webp`, `min-original.webp`,
//   `tiny-original.webp`). A backup's other data (`users/users.json`…) is not in `recipes/`.
// - the first backups (v0.1–v0.4): `recipes/<slug>.json` (v0.4: `<name>.json`), the photos in
//   `images/` beside `recipes/`: `images/<slug>.jpg`, from v0.4 `images/<slug>/original.webp`.
// - one recipe downloaded from its page: `<slug>.json` and `original.webp`, and nothing else.
// - from v1, a backup (Admin → Backups) is a database dump instead, `database.json`, which
//   mealie-backup-reader.ts reads.
// v0.4 and v0.5 backups also hold `pages/pages.json`, the custom pages that become cookbooks
// (mealie-cookbooks.ts says what each version carries).

const PHOTO = /\.(webp|jpe?g|png|gif|avif)$/i;
/** The photo Mealie keeps, then the smaller copies it made of it: the largest one there is. */
const SIZES = ['original', 'min-original', 'tiny-original'];

const parts = (name: string) => name.split('/');
const isJson = (name: string) => name.toLowerCase().endsWith('.json');

/** `…/recipes/<slug>/<slug>.json` (v0.5 on). */
const inOwnFolder = (name: string) => {
  const [file, folder, recipes] = parts(name).reverse();
  return recipes === 'recipes' && `${folder}.json` === file;
};

/** `…/recipes/<file>.json` (v0.1–v0.4). */
const inRecipesFolder = (name: string) => parts(name).at(-2) === 'recipes';

const isPhotoCopy = (name: string) => SIZES.some((size) => name.startsWith(`${size}.`));

/** One recipe's zip: a `.json` with nothing beside it but its photo. */
const isSingleRecipeZip = (names: string[]) =>
  names.filter(isJson).length === 1 &&
  names.every((name) => !name.includes('/') && (isJson(name) || isPhotoCopy(name)));

function recipeFiles(archive: Archive): string[] {
  const names = archive.names();
  if (isSingleRecipeZip(names)) return names.filter(isJson);
  return names.filter((name) => isJson(name) && (inOwnFolder(name) || inRecipesFolder(name)));
}

/** The archive's photos by their path without the extension, a WebP preferred. */
function photosByStem(archive: Archive): Map<string, string> {
  const photos = new Map<string, string>();
  for (const name of archive.names()) {
    if (!PHOTO.test(name)) continue;
    const stem = name.replace(PHOTO, '');
    if (!photos.has(stem) || name.toLowerCase().endsWith('.webp')) photos.set(stem, name);
  }
  return photos;
}

/** Where a recipe's photo may be, best first, by the layout its file is in. */
function photoStems(file: string, json: unknown): string[] {
  const folder = folderOf(file);
  if (inOwnFolder(file) || folder === '') {
    return SIZES.map((size) => `${folder}${inOwnFolder(file) ? 'images/' : ''}${size}`);
  }
  const images = `${folder.replace(/recipes\/$/, '')}images/`;
  const recipe = asObject(json);
  const slug = jsonText(recipe.slug) || baseName(file).replace(/\.json$/i, '');
  const image = jsonText(recipe.image).replace(PHOTO, '');
  return [
    ...SIZES.map((size) => `${images}${slug}/${size}`),
    `${images}${slug}`,
    ...(image ? [`${images}${image}`] : []),
  ];
}

/**
 * Each recipe, its file's path as its `sourceId`; what the cookbooks need of it is put on the
 * `shelf` as it is read, so the pages are worked out without reading any recipe twice.
 */
async function* read(
  archive: Archive,
  files: string[],
  shelf: MealieShelved[],
): AsyncGenerator<ReadRecipe> {
  const photos = photosByStem(archive);
  for (const file of files) {
    yield await oneRecipe(titleFromName(file), async () => {
      const json = parseJson(await archive.read(file, RECIPE_FILE_MAX_BYTES), file);
      const recipe = mealieRecipe(json, titleFromName(file));
      shelf.push({ sourceId: file, title: recipe.title, categories: mealieCategoryKeys(json) });
      const stem = photoStems(file, json).find((path) => photos.has(path));
      const photo = stem ? photos.get(stem) : undefined;
      return {
        ...recipe,
        sourceId: file,
        photo: photo ? () => archive.read(photo, RECIPE_PHOTO_MAX_BYTES) : null,
      };
    });
  }
}

/** `…/pages/pages.json`: a v0.4–v0.5 backup's custom pages (not the Finder's `._` copy). */
const isPagesFile = (name: string) =>
  parts(name).slice(-2).join('/') === 'pages/pages.json' && !name.startsWith('__MACOSX/');

/**
 * The backup's custom pages as cookbooks of the recipes read, or none when it has no pages file
 * or one that cannot be read: the recipes matter more than their grouping (decision 041).
 */
async function pagesAsCookbooks(archive: Archive, shelf: MealieShelved[], maxBytes: number) {
  const file = archive.names().find(isPagesFile);
  if (!file) return [];
  try {
    return mealieCookbooks(parseJson(await archive.read(file, maxBytes), file), shelf);
  } catch {
    return [];
  }
}

/**
 * Mealie: its backups and exports, from the first to v1's and one recipe's zip; a v1+ backup
 * (a database dump, `database.json`) is read by mealie-backup-reader.ts.
 */
export const mealieReader: FormatReader = {
  format: 'mealie',
  label:
    'a Mealie backup or export (a zip of database.json, recipes/<slug>/<slug>.json or recipes/<name>.json)',
  detect: async ({ archive, maxFileBytes }) =>
    archive
      ? recipeFiles(archive).length > 0 || (await isMealieBackup(archive, maxFileBytes))
      : false,
  async open({ archive, maxFileBytes }) {
    const files = archive ? recipeFiles(archive) : [];
    if (archive && files.length === 0 && mealieDatabaseFile(archive)) {
      return openMealieBackup(archive, maxFileBytes);
    }
    if (!archive || files.length === 0) {
      throw notAnExport(
        'Mealie',
        'it has no database.json, recipes/<slug>/<slug>.json or recipes/<name>.json',
      );
    }
    const shelf: MealieShelved[] = [];
    return {
      total: files.length,
      recipes: read(archive, files, shelf),
      badPhoto: 'import-without',
      cookbooks: () => pagesAsCookbooks(archive, shelf, maxFileBytes),
    };
  },
};
