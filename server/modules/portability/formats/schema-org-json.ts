import { HttpError } from '../../../http-errors.js';
import { findRecipes, type Thing } from '../../recipe-import/json-ld.js';
import { oneLine } from '../../recipe-import/schema-org.js';
import { type ForeignRecipe, withExtras } from './shared/foreign-recipe.js';
import type { FormatReader } from './shared/format-reader.js';
import { foreignFromSchemaOrg } from './shared/schema-org-recipe.js';
import { decodeText } from './shared/text.js';

const DATA_IMAGE = /^data:image\/[\w.+-]+;base64,/i;

/** The first image of a recipe: an address (kept as text, never fetched) or an inline data: URL. */
function imageOf(value: unknown): string {
  if (Array.isArray(value)) return imageOf(value[0]);
  if (typeof value === 'object' && value !== null) {
    const image = value as Thing;
    return imageOf(image.url ?? image.contentUrl);
  }
  return typeof value === 'string' ? value.trim() : '';
}

/** Any schema.org JSON file: one Recipe, a list of them, or a graph holding them. */
export const schemaOrgReader: FormatReader = {
  format: 'schemaorg',
  label: 'a schema.org JSON file (.json) holding one Recipe or a list of them',
  async detect({ archive, start }) {
    if (archive) return false;
    const text = decodeText(start).trimStart();
    return text.startsWith('{') || text.startsWith('[');
  },
  async open(source) {
    if (source.archive) {
      throw new HttpError(
        422,
        'A schema.org import is one .json file, not a zip',
        'UNKNOWN_FORMAT',
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(await source.text());
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(422, 'The file is not valid JSON', 'UNREADABLE_ARCHIVE');
    }
    const { recipes, resolve } = findRecipes([json]);
    if (recipes.length === 0) {
      throw new HttpError(422, 'The file holds no schema.org Recipe', 'UNKNOWN_FORMAT');
    }
    function* read() {
      for (const recipe of recipes) {
        const image = imageOf(resolve(recipe.image));
        const inline = DATA_IMAGE.test(image);
        const photo: ForeignRecipe['photo'] = inline
          ? async () => Buffer.from(image.replace(DATA_IMAGE, ''), 'base64')
          : null;
        const read = foreignFromSchemaOrg(recipe, photo, resolve);
        // An address is not fetched (an import reads only what was uploaded): it is kept as text.
        const address = !inline && oneLine(image);
        yield address
          ? { ...read, description: withExtras(read.description, { Photo: address }) }
          : read;
      }
    }
    return { total: recipes.length, recipes: read(), badPhoto: 'import-without' };
  },
};
