/** The name of '{name}'s Kitchen': the display name, else the first name, else 'Chef'. */
export function profileName(user: {
  displayName?: string | null;
  firstName?: string | null;
}): string {
  return user.displayName?.trim() || user.firstName?.trim() || 'Chef';
}

/** The Joined date as a long US-English date, e.g. 'March 5, 2025'. */
export function joinedDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
