import type { TextName, useT } from '@/lib/i18n/texts';

/** The shopping texts in the page's language, as `useT('shopping')` gives them. */
export type ShoppingT = ReturnType<typeof useT<'shopping'>>;
/** A shopping text's name. */
export type ShoppingText = TextName<'shopping'>;

/** "1 item to buy", "12 items to buy". */
export const toBuyText = (t: ShoppingT, count: number) => t('itemsToBuy', { count });

/** What a list's summary says of it: "3 of 12 items left", "All 4 items checked", "Empty". */
export function listCountText(
  t: ShoppingT,
  { itemCount, uncheckedCount }: { itemCount: number; uncheckedCount: number },
): string {
  if (itemCount === 0) return t('listEmpty');
  if (uncheckedCount === 0) return t('listAllChecked', { count: itemCount });
  return t('listLeft', { left: uncheckedCount, count: itemCount });
}

/** Whether changes are on their way with a connection (said only when that takes a while). */
export const isSending = (waiting: number, stalled: boolean) => waiting > 0 && !stalled;

/** The sending status under a list's title; empty once everything has been sent. */
export function syncText(t: ShoppingT, waiting: number, stalled: boolean): string {
  if (waiting === 0) return '';
  if (!stalled) return t('sending');
  return t('offlineWaiting', { count: waiting });
}
