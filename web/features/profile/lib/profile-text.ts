import type { AccountSession } from '@contracts/account-security';

/** The name of '{name}'s Kitchen': the display name, else the first name, else 'Chef'. */
export function profileName(user: {
  displayName?: string | null;
  firstName?: string | null;
}): string {
  return user.displayName?.trim() || user.firstName?.trim() || 'Chef';
}

// One formatter for every date shown: toLocaleDateString with options builds a new one per call.
const longDateFormatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** A long US-English date, e.g. 'March 5, 2025': when a profile joined, when a device signed in. */
export function longDate(iso: string): string {
  return longDateFormatter.format(new Date(iso));
}

/**
 * A signed-in device as the account's list names it, 'Firefox 133 on Windows 10'; the server
 * leaves out what the device's user agent does not say.
 */
export function deviceName({ browser, system }: Pick<AccountSession, 'browser' | 'system'>) {
  return `${browser ?? 'Unknown browser'} on ${system ?? 'unknown system'}`;
}
