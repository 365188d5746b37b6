import {
  COOKBOOK_PAGE_SIZE,
  COOKBOOKS_URL,
  cookbookRecipesUrl,
  cookbookUrl,
  FEATURED_RECIPE_URL,
  type FeedParams,
  feedUrl,
  recipeCardPageUrl,
  recipeUrl,
  TAGS_URL,
  userAnnouncementsUrl,
  userApiPath,
} from './api-urls.js';
import { DASHBOARD_RECIPES, RECIPE_PAGE_SIZE } from './recipes.js';
import { paths } from './routes.js';

/**
 * The API reads the screens of web/app/routes.tsx start with in their default state, for the
 * server to name in the index.html it serves (decision 021): without the hint the browser asks
 * for them only once the entry chunk and then the screen's chunk have run. Screens that start
 * with no read of their own (forms, settings) are not listed.
 */
export interface ScreenReads {
  /** The address in the router's syntax: `:name` is one segment. */
  path: string;
  /** Visitors are shown these screens too; the others are signed-in only (404 for a visitor). */
  visitors: boolean;
  /** The reads, from the address's decoded parameters and whether someone is signed in. */
  reads: (params: Record<string, string>, signedIn: boolean) => string[];
}

/** A recipe's read, for an id the screens accept; anything else shows "not found" and reads nothing. */
const oneRecipe = ({ id = '' }: Record<string, string>) =>
  /^[1-9]\d{0,15}$/.test(id) ? [recipeUrl(id)] : [];

/** The cook's own recipe cards, newest first, as the dashboard and My Recipes first show them. */
const ownRecipes = (limit: number) => () => [
  recipeCardPageUrl('/api/recipes', { sort: 'newest', limit }),
];

const feedParams = (signedIn: boolean): FeedParams => ({
  scope: signedIn ? 'personal' : 'public',
  q: '',
  sort: 'newest',
  filter: 'all',
});

export const screenReads: ScreenReads[] = [
  // A visitor's '/' is the landing page, which reads nothing.
  {
    path: paths.home,
    visitors: false,
    reads: () => [FEATURED_RECIPE_URL],
  },
  {
    path: paths.user(':id'),
    visitors: true,
    reads: ({ id = '' }) => [
      `${userApiPath(id)}/profile`,
      recipeCardPageUrl(`${userApiPath(id)}/recipes`, { sort: 'newest', limit: RECIPE_PAGE_SIZE }),
      userAnnouncementsUrl(id),
    ],
  },
  {
    path: paths.announcements,
    visitors: true,
    reads: (_params, signedIn) => [feedUrl(feedParams(signedIn))],
  },
  {
    path: paths.dashboard,
    visitors: false,
    reads: ownRecipes(DASHBOARD_RECIPES),
  },
  {
    path: paths.edit(':id'),
    visitors: false,
    reads: oneRecipe,
  },
  {
    path: paths.recipes,
    visitors: false,
    reads: ownRecipes(RECIPE_PAGE_SIZE),
  },
  {
    path: paths.recipe(':id'),
    visitors: false,
    reads: oneRecipe,
  },
  {
    path: paths.tags,
    visitors: false,
    reads: () => [TAGS_URL],
  },
  {
    path: paths.cookbooks,
    visitors: false,
    reads: () => [COOKBOOKS_URL],
  },
  {
    // A public cookbook is shown to visitors too.
    path: paths.cookbook(':id'),
    visitors: true,
    reads: ({ id = '' }) =>
      /^[1-9]\d{0,15}$/.test(id)
        ? [
            cookbookUrl(id),
            recipeCardPageUrl(cookbookRecipesUrl(id), { limit: COOKBOOK_PAGE_SIZE }),
          ]
        : [],
  },
];

/**
 * The screen an address shows and its decoded parameters, or null (unknown address, or a
 * signed-in-only screen for a visitor). Trailing slashes are ignored, as the router does.
 */
export function matchScreen(
  pathname: string,
  signedIn: boolean,
): { screen: ScreenReads; params: Record<string, string> } | null {
  const segments = pathname.split('/').filter(Boolean);
  for (const screen of screenReads) {
    if (!signedIn && !screen.visitors) continue;
    const pattern = screen.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { screen, params };
  }
  return null;
}
