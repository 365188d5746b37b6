import type { UserSummary } from '@contracts/user';

type Named = Pick<UserSummary, 'displayName' | 'firstName' | 'lastName'>;

/**
 * What to call a person the cook shares a household with: the display name, else the real name,
 * else `fallback`. Household screens name members who never set a display name, so the real name
 * matters here more than in the Community.
 */
export function personName(user: Named, fallback = 'A member'): string {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return user.displayName?.trim() || fullName || fallback;
}
