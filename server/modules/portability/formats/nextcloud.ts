import type { Thing } from '../../recipe-import/json-ld.js';
import type { ForeignRecipe } from './shared/foreign-recipe.js';
import { foreignFromSchemaOrg } from './shared/schema-org-recipe.js';

/**
 * One recipe of a Nextcloud Cookbook export (a folder's recipe.json, parsed): a schema.org Recipe,
 * named after its folder when it names itself nowhere. The photo is a file beside it (full.jpg),
 * which the reader attaches.
 */
export function nextcloudRecipe(recipe: Thing, fallbackTitle: string): ForeignRecipe {
  const read = foreignFromSchemaOrg(recipe, null);
  return { ...read, title: read.title || fallbackTitle };
}
