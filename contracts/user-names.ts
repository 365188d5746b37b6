// Display-name rules shared by server and client, kept apart from the zod schemas of user.ts so
// the first screen can use them without downloading zod (scripts/size.mjs).

/** A display name counts only when it is non-blank after trimming. */
export function hasDisplayName(user: { displayName?: string | null } | null | undefined): boolean {
  return Boolean(user?.displayName?.trim());
}

/** First letters of the display-name words, upper-cased, at most 2, fallback 'U'. */
export function initials(name: string | null | undefined): string {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    // Whole characters, not UTF-16 halves: an emoji stays one (unbroken) initial.
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');
  return letters || 'U';
}
