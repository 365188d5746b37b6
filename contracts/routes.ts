/** The client's routes, shared by the router, the navigation bar, the server and the tests. */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  create: '/create',
  edit: (id: number | string) => `/edit/${id}`,
  recipes: '/recipes',
  recipe: (id: number | string) => `/recipe/${id}`,
  /** The cook's tags: rename, merge and delete (decision 037). */
  tags: '/tags',
  /** The cook's cookbooks, and one cookbook (public ones for anyone). */
  cookbooks: '/cookbooks',
  cookbook: (id: number | string) => `/cookbooks/${id}`,
  account: '/account',
  /** What happened to the cook's things: likes, comments, follows, moderators' decisions. */
  notifications: '/notifications',
  /** The household's week of meals, its shopping lists, its members (decision 045). */
  mealPlan: '/meal-plan',
  shopping: '/shopping',
  shoppingList: (id: number | string) => `/shopping/${id}`,
  household: '/household',
  /** Where an invitation link leads: who invites, and a button to join. */
  join: (code: string) => `/join/${code}`,
  user: (id: string) => `/user/${id}`,
  /** Reported content and what moderators did about it; the team (administrators, decision 047). */
  moderation: '/moderation',
  moderationTeam: '/moderation/team',
  moderationLog: '/moderation/log',
  announcements: '/announcements',
  createAnnouncement: '/announcements/create',
  login: '/api/login',
  logout: '/api/logout',
  /** Downloads the cook's data (a browser download, decision 027). */
  exportData: '/api/export',
} as const;

/**
 * The addresses the client's router draws a screen at (web/app/routes.tsx), in its syntax, with
 * the ids their screens accept where they check them: any other address draws the 404 page.
 */
export const screenPaths: readonly { path: string; id?: RegExp; community?: true }[] = [
  { path: paths.home },
  { path: paths.dashboard },
  { path: paths.create },
  // The edit and recipe screens read Number(id): a word is no recipe's address.
  { path: paths.edit(':id'), id: /^\d+$/ },
  { path: paths.recipes },
  { path: paths.recipe(':id'), id: /^\d+$/ },
  { path: paths.tags },
  { path: paths.cookbooks },
  // The cookbook screen reads Number(id), as the recipe screen does.
  { path: paths.cookbook(':id'), id: /^\d+$/ },
  { path: paths.account },
  { path: paths.notifications },
  { path: paths.mealPlan },
  { path: paths.shopping },
  { path: paths.shoppingList(':id'), id: /^\d+$/ },
  { path: paths.household },
  { path: paths.join(':code') },
  // The community's screens: gone when the operator turns the community off (COMMUNITY=off).
  { path: paths.user(':id'), community: true },
  { path: paths.moderation },
  { path: paths.moderationTeam },
  { path: paths.moderationLog },
  { path: paths.announcements, community: true },
  { path: paths.createAnnouncement, community: true },
];

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Whether `pathname` is a screen's address, matched as the router matches it: letters in any
 * case, a trailing slash ignored, `:id` one segment. Whether the screen then shows something (a
 * recipe that exists, a screen for signed-in cooks only) is the screen's own business. With
 * `community: false` the community's screens are no addresses.
 */
export function isScreenAddress(pathname: string, { community = true } = {}): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return screenPaths.some(({ path, id, community: ofCommunity }) => {
    if (ofCommunity && !community) return false;
    const pattern = path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) return false;
    return pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) return id ? id.test(decoded(segment)) : true;
      return part.toLowerCase() === segment.toLowerCase();
    });
  });
}
