/**
 * The most posts, and comments, one page may watch the counts of on its event stream (decision
 * 048). No zod here: the page's stream code reads it.
 */
export const WATCHED_MAX = 100;
