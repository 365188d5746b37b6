import type { useT } from '@/lib/i18n/texts';

// The bell's words, apart from the notifications' own (notification-text.ts): the bell is on every
// signed-in screen, the notifications' texts only on their screen (decision 018).

/** The texts of every screen, as `useT('common')` gives them: the bell is on each. */
type CommonT = ReturnType<typeof useT<'common'>>;

/** The unread count the bell shows: the server counts up to 100, the badge says "99+" past 99. */
export const BADGE_MAX = 99;

export const badgeText = (count: number) => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));

/** The bell's accessible name: the badge alone is a number without a meaning. */
export function bellLabel(t: CommonT, count: number): string {
  return count > BADGE_MAX
    ? t('bellLabelMany', { max: BADGE_MAX })
    : t('bellLabel', { count: Math.max(count, 0) });
}
