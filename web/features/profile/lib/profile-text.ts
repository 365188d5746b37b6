import type { AccountSession } from '@contracts/account-security';
import type { useT } from '@/lib/i18n/texts';

/** The account texts in the page's language, as `useT('account')` gives them. */
export type AccountT = ReturnType<typeof useT<'account'>>;
/** The public profile's texts in the page's language, as `useT('profile')` gives them. */
export type ProfileT = ReturnType<typeof useT<'profile'>>;

/** The name of '{name}'s Kitchen': the display name, else the first name, else 'Chef'. */
export function profileName(
  t: ProfileT,
  user: {
    displayName?: string | null;
    firstName?: string | null;
  },
): string {
  return user.displayName?.trim() || user.firstName?.trim() || t('chef');
}

/**
 * A signed-in device as the account's list names it, 'Firefox 133 on Windows 10'; the server
 * leaves out what the device's user agent does not say.
 */
export function deviceName(
  t: AccountT,
  { browser, system }: Pick<AccountSession, 'browser' | 'system'>,
) {
  return t('deviceName', {
    browser: browser ?? t('unknownBrowser'),
    system: system ?? t('unknownSystem'),
  });
}
