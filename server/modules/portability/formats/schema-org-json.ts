import type { Resolve, Thing } from '../../recipe-import/json-ld.js';
import { oneLine } from '../../recipe-import/schema-text.js';
import { type ForeignRecipe, withExtras } from './shared/foreign-recipe.js';
import { foreignFromSchemaOrg } from './shared/schema-org-recipe.js';

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

/**
 * One Recipe of a schema.org JSON file (`resolve` follows the file's `@id` references) as a recipe
 * to import: an inline `data:` image is its photo, an image address is kept as text.
 */
export function schemaOrgJsonRecipe(recipe: Thing, resolve: Resolve): ForeignRecipe {
  const image = imageOf(resolve(recipe.image));
  const inline = DATA_IMAGE.test(image);
  const photo: ForeignRecipe['photo'] = inline
    ? async () => Buffer.from(image.replace(DATA_IMAGE, ''), 'base64')
    : null;
  const read = foreignFromSchemaOrg(recipe, photo, resolve);
  // An address is not fetched (an import reads only what was uploaded): it is kept as text.
  const address = !inline && oneLine(image);
  return address
    ? { ...read, description: withExtras(read.description, { Photo: address }) }
    : read;
}
