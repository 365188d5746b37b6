// The recipe lists' page sizes and page headers, without a schema: the signed-in home reads its
// recipes with them, and a module that defines zod schemas would bring zod to its first download
// (decision 018). contracts/recipes.ts exports them too.

/** A page of My Recipes' cards. */
export const RECIPE_PAGE_SIZE = 24;
/** The dashboard shows at most 6 recent recipes. */
export const DASHBOARD_RECIPES = 6;

/** The page headers of the recipe lists. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
