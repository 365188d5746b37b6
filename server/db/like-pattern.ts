/**
 * A `like` pattern for a case-insensitive substring search over lower-cased text. `like` treats
 * % and _ as wildcards; a cook searching for "50%" means the characters.
 */
export const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
