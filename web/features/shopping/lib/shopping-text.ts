/** "1 item", "12 items". */
export const itemCountText = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/** What a list's summary says of it: "3 of 12 items left", "All 4 items checked", "Empty". */
export function listCountText({
  itemCount,
  uncheckedCount,
}: {
  itemCount: number;
  uncheckedCount: number;
}): string {
  if (itemCount === 0) return 'Empty';
  if (uncheckedCount === 0)
    return itemCount === 1 ? 'The item is checked' : `All ${itemCount} items checked`;
  return `${uncheckedCount} of ${itemCountText(itemCount)} left`;
}

export const SENDING = 'Sending…';

/** The sending status under a list's title; empty once everything has been sent. */
export function syncText(waiting: number, stalled: boolean): string {
  if (waiting === 0) return '';
  if (!stalled) return SENDING;
  return `Offline — ${waiting === 1 ? '1 change' : `${waiting} changes`} waiting to be sent`;
}
