import { type SQL, sql } from 'drizzle-orm';
import type { RecipeListOptions, RecipeScope } from './recipe-list-options.js';

/** A statement's value by name: a placeholder for a prepared statement, or the value itself. */
export type PageValue<V> = (name: keyof V & string) => unknown;

export type ListValueName =
  | 'pattern'
  | 'tags'
  | 'minRating'
  | 'cookbook'
  | 'notCookedSince'
  | 'userId'
  | 'key'
  | 'id'
  | 'rank'
  | 'limit';

/**
 * A search's match: the search text (title, description, ingredients, tags) for anyone, and the
 * notes for their owner only.
 */
export const searchMatch = (scope: RecipeScope, pattern: unknown): SQL =>
  scope.publicOnly
    ? sql`r.search_text like ${pattern}`
    : sql`(r.search_text like ${pattern} or lower(r.notes) like ${pattern})`;

/**
 * The conditions of a list without its page: whose recipes (`owner`), and the filters.
 *
 * A search matches the search text (title, description, ingredients, tags) through the trigram
 * index led by user_id, so only the cook's own rows are ever rechecked (decision 040). Notes are
 * the owner's: only the owner's search matches them, through an index of their own; a profile's
 * search never looks at them.
 */
export function listConditions(
  scope: RecipeScope,
  options: RecipeListOptions,
  v: (name: ListValueName) => unknown,
  owner: SQL,
): SQL[] {
  const where: SQL[] = [owner];
  // Public and not withheld (decision 047): withheld recipes are few, skipped as the index reads.
  if (scope.publicOnly) where.push(sql`r.is_public and not r.withheld`);
  if (options.search) where.push(searchMatch(scope, v('pattern')));
  // Served by the GIN index of (user_id, tag_keys): one cook's entries of those tags.
  if (options.tag?.length) where.push(sql`r.tag_keys @> ${v('tags')}::text[]`);
  if (options.favorite) where.push(sql`r.favorite`);
  if (options.minRating) where.push(sql`r.rating_key >= ${v('minRating')}`);
  // Never cooked is '-infinity', before every day: one range of the last-cooked index.
  if (options.notCookedSince) {
    where.push(sql`r.last_cooked_key < ${v('notCookedSince')}::date`);
  }
  // A cookbook holds only its cook's recipes, so with the owner condition another cook's
  // cookbook yields nothing; the route tells that apart from an empty cookbook of one's own.
  if (options.cookbook) {
    where.push(
      sql`r.id in (select cr.recipe_id from cookbook_recipes cr where cr.cookbook_id = ${v('cookbook')})`,
    );
  }
  return where;
}
