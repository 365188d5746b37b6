import { recipeCardPageUrl } from '@contracts/api-urls';
import type { RecipeListParams } from './recipe-keys';

/**
 * The address of a page of My Recipes. The shared builder writes the search, sort, tags,
 * favourites and rating, so the plain first page stays byte for byte the address the server
 * hints in index.html; the cookbook and the day not cooked since are added after it.
 */
export function myRecipesPageUrl(params: RecipeListParams, cursor?: string): string {
  const { cookbook, notCookedSince, sort, ...shared } = params;
  const url = recipeCardPageUrl('/api/recipes', { ...shared, sort }, cursor);
  const extra = new URLSearchParams();
  if (cookbook) extra.set('cookbook', String(cookbook));
  if (notCookedSince) extra.set('notCookedSince', notCookedSince);
  return extra.size ? `${url}&${extra}` : url;
}
