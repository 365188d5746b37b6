import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { HttpError } from '../../../http-errors.js';
import { valueLines } from '../../recipe-import/html-text.js';
import { readableDuration } from '../../recipe-import/iso-duration.js';
import { oneLine, servingsOf } from '../../recipe-import/schema-org.js';
import type { Archive } from '../archive.js';
import { splitPhoto } from './paprika-photo.js';
import { type ForeignRecipe, type ReadRecipe, withExtras } from './shared/foreign-recipe.js';
import { type FormatReader, notAnExport } from './shared/format-reader.js';
import { namesOf } from './shared/schema-org-recipe.js';
import { oneRecipe, parseJson, titleFromName } from './shared/text.js';

const unzipGzip = promisify(gunzip);

/** One .paprikarecipe, packed and unpacked: its photo is inside, as base64 (a 10 MB photo ≈ 14 MB). */
const PAPRIKA_RECIPE_MAX_BYTES = 48 * 2 ** 20;

const isRecipe = (name: string) => name.toLowerCase().endsWith('.paprikarecipe');
const isBundle = (name: string) => name.toLowerCase().endsWith('.paprikarecipes');

interface PaprikaRecipe {
  name?: unknown;
  description?: unknown;
  ingredients?: unknown;
  directions?: unknown;
  notes?: unknown;
  nutritional_info?: unknown;
  servings?: unknown;
  prep_time?: unknown;
  cook_time?: unknown;
  total_time?: unknown;
  difficulty?: unknown;
  source?: unknown;
  source_url?: unknown;
  categories?: unknown;
  rating?: unknown;
  photo_data?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A Paprika text field as lines: entities decoded, blank lines dropped. */
const lines = (value: unknown) => valueLines(text(value));
const time = (value: unknown) => readableDuration(oneLine(text(value)));

/**
 * Paprika's recipe as Simmer's: every field without a home in Simmer kept in the description.
 * `photo` is its photo when already taken out of the JSON (paprika-photo.ts); else `photo_data`.
 */
export function fromPaprika(
  recipe: PaprikaRecipe,
  fallbackTitle: string,
  photo?: Buffer | null,
): ForeignRecipe {
  const servingsText = oneLine(text(recipe.servings));
  const base64 = text(recipe.photo_data).trim();
  const photoBytes = photo !== undefined ? photo : base64 ? Buffer.from(base64, 'base64') : null;
  const rating = typeof recipe.rating === 'number' && recipe.rating > 0 ? recipe.rating : null;
  return {
    title: oneLine(text(recipe.name)) || fallbackTitle,
    description: withExtras(lines(recipe.description).join('\n'), {
      Notes: lines(recipe.notes).join('\n'),
      'Total time': time(recipe.total_time),
      Servings: /^\d+(\s*servings?)?$/i.test(servingsText) ? null : servingsText,
      Difficulty: oneLine(text(recipe.difficulty)),
      Nutrition: lines(recipe.nutritional_info).join('\n'),
      Source: oneLine(text(recipe.source)),
      'Source URL': oneLine(text(recipe.source_url)),
      Categories: namesOf(recipe.categories),
      Rating: rating ? `${rating}/5` : null,
    }),
    prepTime: time(recipe.prep_time),
    cookTime: time(recipe.cook_time),
    servings: servingsOf(servingsText),
    ingredients: lines(recipe.ingredients),
    instructions: lines(recipe.directions),
    photo: photoBytes?.length ? async () => photoBytes : null,
  };
}

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
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      throw new HttpError(422, `${name} is not a recipe`);
    }
    return fromPaprika(json as PaprikaRecipe, fallback, split?.photo);
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
