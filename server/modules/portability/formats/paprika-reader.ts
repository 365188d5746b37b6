import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { HttpError } from '../../../http-errors.js';
import type { Archive } from '../archive.js';
import { type PaprikaRecipeJson, paprikaRecipe } from './paprika.js';
import { splitPhoto } from './paprika-photo.js';
import { oneRecipe, parseJson, titleFromName } from './shared/export-files.js';
import type { ReadRecipe } from './shared/foreign-recipe.js';
import { type FormatReader, notAnExport } from './shared/format-reader.js';
import { isJsonObject } from './shared/json-values.js';

const unzipGzip = promisify(gunzip);

/** One .paprikarecipe, packed and unpacked: its photo is inside, as base64 (a 10 MB photo ≈ 14 MB). */
const PAPRIKA_RECIPE_MAX_BYTES = 48 * 2 ** 20;

const isRecipe = (name: string) => name.toLowerCase().endsWith('.paprikarecipe');
const isBundle = (name: string) => name.toLowerCase().endsWith('.paprikarecipes');

/** One .paprikarecipe entry: gzipped JSON (or, from some tools, the JSON itself). */
async function readOne(archive: Archive, name: string): Promise<ReadRecipe> {
  const fallback = titleFromName(name);
  return oneRecipe(fallback, async () => {
    const packed = await archive.read(name, PAPRIKA_RECIPE_MAX_BYTES);
    let bytes = packed;
    if (packed[0] === 0x1f && packed[1] === 0x8b) {
      try {
        bytes = await unzipGzip(packed, { maxOutputLength: PAPRIKA_RECIPE_MAX_BYTES });
      } catch (error) {
        throw new HttpError(
          (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 413 : 422,
          `${name} cannot be unpacked: ${(error as Error).message}`,
        );
      }
      archive.budget.charge(bytes.length);
    }
    const split = splitPhoto(bytes);
    const json = parseJson(split?.json ?? bytes, name);
    if (!isJsonObject(json)) {
      throw new HttpError(422, `${name} is not a recipe`);
    }
    return paprikaRecipe(json as PaprikaRecipeJson, fallback, split?.photo);
  });
}

/** The largest .paprikarecipes read from inside another zip (it is read into memory). */
const maxBundleBytes = (maxFileBytes: number) => maxFileBytes;

async function* read(
  archive: Archive,
  maxFileBytes: number,
  names: string[],
): AsyncGenerator<ReadRecipe> {
  for (const name of names) {
    if (isRecipe(name)) {
      yield await readOne(archive, name);
      continue;
    }
    const bundle = await archive.openNested(name, maxBundleBytes(maxFileBytes));
    try {
      for (const inner of bundle.names().filter(isRecipe)) yield await readOne(bundle, inner);
    } finally {
      bundle.close();
    }
  }
}

/**
 * Paprika: a .paprikarecipes (a zip of gzipped JSON recipes, photo inside as base64), a zip of
 * several .paprikarecipes, or a zip of single .paprikarecipe files in folders.
 */
export const paprikaReader: FormatReader = {
  format: 'paprika',
  label: 'a Paprika export (.paprikarecipes, or a zip of them)',
  detect: async ({ archive }) =>
    archive?.names().some((name) => isRecipe(name) || isBundle(name)) ?? false,
  async open({ archive, maxFileBytes }) {
    const names = archive?.names().filter((name) => isRecipe(name) || isBundle(name)) ?? [];
    if (!archive || names.length === 0) {
      throw notAnExport('Paprika', 'it has no .paprikarecipe files');
    }
    // Counting a bundle inside the zip opens it once more than reading it: only its list is read.
    let total = 0;
    for (const name of names) {
      if (isRecipe(name)) {
        total += 1;
        continue;
      }
      const bundle = await archive.openNested(name, maxBundleBytes(maxFileBytes));
      total += bundle.names().filter(isRecipe).length;
      bundle.close();
    }
    return { total, recipes: read(archive, maxFileBytes, names), badPhoto: 'import-without' };
  },
};
