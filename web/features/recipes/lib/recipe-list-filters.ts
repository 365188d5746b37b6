import { tagKey } from '@contracts/organise';
import type { RecipeSort } from '@contracts/recipes';
import { isRecipeSort } from './recipe-sorts';

/**
 * My Recipes' choices as they stand in the address (`?search=&sort=&tag=&tag=&favorite=true&
 * minRating=`), so the back button, a bookmark and a tag's link all open the same list. The
 * names are the API's own (decision 037).
 */
export interface RecipeListFilters {
  search: string;
  sort: RecipeSort;
  tags: string[];
  favorite: boolean;
  minRating: number | undefined;
}

const RATINGS = ['1', '2', '3', '4', '5'];

/** The choices in `params`; anything unknown reads as not chosen. */
export function readListFilters(params: URLSearchParams): RecipeListFilters {
  const sort = params.get('sort') ?? '';
  const minRating = params.get('minRating') ?? '';
  const seen = new Set<string>();
  const tags = params
    .getAll('tag')
    .map((tag) => tag.trim())
    .filter((tag) => {
      if (!tag || seen.has(tagKey(tag))) return false;
      seen.add(tagKey(tag));
      return true;
    });
  return {
    search: params.get('search') ?? '',
    sort: isRecipeSort(sort) ? sort : 'newest',
    tags,
    favorite: params.get('favorite') === 'true',
    minRating: RATINGS.includes(minRating) ? Number(minRating) : undefined,
  };
}

/** The address's query for `filters`: defaults left out, so the plain list is plain `/recipes`. */
export function writeListFilters(filters: RecipeListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  for (const tag of filters.tags) params.append('tag', tag);
  if (filters.favorite) params.set('favorite', 'true');
  if (filters.minRating) params.set('minRating', String(filters.minRating));
  return params;
}

/** Whether anything narrows the list (a search, a tag, favourites, a rating). */
export const isFiltered = (filters: RecipeListFilters) =>
  Boolean(filters.search.trim() || filters.tags.length || filters.favorite || filters.minRating);

/** `tags` with `tag` added, or taken away when there (whatever its case). */
export function toggleTag(tags: readonly string[], tag: string): string[] {
  const key = tagKey(tag);
  return tags.some((one) => tagKey(one) === key)
    ? tags.filter((one) => tagKey(one) !== key)
    : [...tags, tag];
}
