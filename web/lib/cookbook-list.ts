import { COOKBOOKS_URL } from '@contracts/api-urls';
import { type Cookbook, cookbookListSchema } from '@contracts/cookbooks';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from './api';

/**
 * Every cookbook query sits under this prefix. Shared here because more than one feature shows
 * the cook's cookbooks (the cookbook screens, and My Recipes' filter and bulk bar), and a change to
 * recipes changes cookbooks' counts, covers and pages: one prefix reaches them all.
 */
export const COOKBOOKS_KEY = ['cookbooks'] as const;

/** GET /api/cookbooks: the caller's cookbooks, by name. */
export const myCookbooksQuery = queryOptions({
  queryKey: [...COOKBOOKS_KEY, 'list'] as const,
  queryFn: async ({ signal }): Promise<Cookbook[]> =>
    cookbookListSchema.parse(await getJson(COOKBOOKS_URL, { signal })),
});
