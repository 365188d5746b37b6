// The community feed's pages, without a schema: contracts/api-urls.ts builds the feed's addresses
// with them, and every screen's addresses would otherwise bring zod along (decision 018).
// contracts/community.ts exports them too.

/** The feed's page size when none is asked for, and the largest that may be. */
export const FEED_PAGE_SIZE = 20;
export const FEED_MAX_PAGE_SIZE = 100;
export const FEED_SORTS = ['newest', 'oldest', 'popular'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];
export const FEED_FILTERS = ['all', 'liked', 'following'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];
