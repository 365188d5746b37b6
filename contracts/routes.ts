/** Client routes of SPEC §2, shared by the router, the navigation bar and the tests. */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  create: '/create',
  edit: (id: number | string) => `/edit/${id}`,
  recipes: '/recipes',
  recipe: (id: number | string) => `/recipe/${id}`,
  account: '/account',
  user: (id: string) => `/user/${id}`,
  announcements: '/announcements',
  createAnnouncement: '/announcements/create',
  login: '/api/login',
  logout: '/api/logout',
  /** Downloads the cook's data (a browser download, CONTRACT "Getting recipes in and out"). */
  exportData: '/api/export',
} as const;
