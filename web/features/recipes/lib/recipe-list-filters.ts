import { tagKey } from '@contracts/organise';
import type { RECIPE_SCOPES } from '@contracts/recipes';
import { isRecipeSort, type ListSort } from './recipe-sorts';

/**
 * My Recipes' choices as they stand in the address (`?scope=household&search=&sort=&tag=&tag=&
 * favorite=true&minRating=&cookbook=&notCookedSince=`), so the back button, a bookmark and a
 * tag's link all open the same list. The names are the API's own (decision 037).
 */
export interface RecipeListFilters {
  /** Whose recipes: the cook's own, or everyone's in their household (search and sort only). */
  scope: RecipeScope;
  search: string;
  sort: ListSort;
  tags: string[];
  favorite: boolean;
  minRating: number | undefined;
  /** A cookbook's id: only the recipes in it. */
  cookbook: number | undefined;
  /** A day (YYYY-MM-DD): only the recipes not cooked since then, never-cooked ones included. */
  notCookedSince: string | undefined;
}

export type RecipeScope = (typeof RECIPE_SCOPES)[number];

/** The filters besides the search: what 'Clear Filters' takes away. */
export const NO_FILTERS = {
  tags: [],
  favorite: false,
  minRating: undefined,
  cookbook: undefined,
  notCookedSince: undefined,
} satisfies Partial<RecipeListFilters>;

const RATINGS = ['1', '2', '3', '4', '5'];

/** The choices in `params`; anything unknown reads as not chosen. */
export function readListFilters(params: URLSearchParams): RecipeListFilters {
  const sort = params.get('sort') ?? '';
  const minRating = params.get('minRating') ?? '';
  const cookbook = params.get('cookbook') ?? '';
  const notCookedSince = params.get('notCookedSince') ?? '';
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
    scope: params.get('scope') === 'household' ? 'household' : 'mine',
    search: params.get('search') ?? '',
    sort: isRecipeSort(sort) ? sort : 'newest',
    tags,
    favorite: params.get('favorite') === 'true',
    minRating: RATINGS.includes(minRating) ? Number(minRating) : undefined,
    cookbook: /^[1-9]\d{0,15}$/.test(cookbook) ? Number(cookbook) : undefined,
    notCookedSince: isDay(notCookedSince) ? notCookedSince : undefined,
  };
}

/** The address's query for `filters`: defaults left out, so the plain list is plain `/recipes`. */
export function writeListFilters(filters: RecipeListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.scope === 'household') params.set('scope', 'household');
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  for (const tag of filters.tags) params.append('tag', tag);
  if (filters.favorite) params.set('favorite', 'true');
  if (filters.minRating) params.set('minRating', String(filters.minRating));
  if (filters.cookbook) params.set('cookbook', String(filters.cookbook));
  if (filters.notCookedSince) params.set('notCookedSince', filters.notCookedSince);
  return params;
}

/** Whether anything narrows the list (a search, a tag, favourites, a rating, a cookbook, a day). */
export const isFiltered = (filters: RecipeListFilters) =>
  Boolean(
    filters.search.trim() ||
      filters.tags.length ||
      filters.favorite ||
      filters.minRating ||
      filters.cookbook ||
      filters.notCookedSince,
  );

/** A real calendar day written YYYY-MM-DD (what a date input gives), not "2025-02-31". */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

/** `tags` with `tag` added, or taken away when there (whatever its case). */
export function toggleTag(tags: readonly string[], tag: string): string[] {
  const key = tagKey(tag);
  return tags.some((one) => tagKey(one) === key)
    ? tags.filter((one) => tagKey(one) !== key)
    : [...tags, tag];
}
