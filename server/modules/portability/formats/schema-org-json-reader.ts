import { ErrorCode } from '../../../../contracts/errors.js';
import { HttpError } from '../../../http-errors.js';
import { findRecipes } from '../../recipe-import/json-ld.js';
import { schemaOrgJsonRecipe } from './schema-org-json.js';
import { decodeText } from './shared/export-files.js';
import type { FormatReader } from './shared/format-reader.js';

/** Any schema.org JSON file: one Recipe, a list of them, or a graph holding them. */
export const schemaOrgJsonReader: FormatReader = {
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
        ErrorCode.UNKNOWN_FORMAT,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(await source.text());
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(422, 'The file is not valid JSON', ErrorCode.UNREADABLE_ARCHIVE);
    }
    const { recipes, resolve } = findRecipes([json]);
    if (recipes.length === 0) {
      throw new HttpError(422, 'The file holds no schema.org Recipe', ErrorCode.UNKNOWN_FORMAT);
    }
    function* read() {
      for (const recipe of recipes) yield schemaOrgJsonRecipe(recipe, resolve);
    }
    return { total: recipes.length, recipes: read(), badPhoto: 'import-without' };
  },
};
