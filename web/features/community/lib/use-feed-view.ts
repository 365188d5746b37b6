import { useStoredChoice } from '@/lib/use-stored-choice';

export type FeedView = 'list' | 'grid';

/** Per device, like a layout preference should be; the key is namespaced for the app. */
export const FEED_VIEW_KEY = 'simmer.feed-view';

const VIEWS: readonly FeedView[] = ['list', 'grid'];

/** The feed's grid/list choice, remembered on this device. A list reads best: the default. */
export function useFeedView(): [FeedView, (view: FeedView) => void] {
  return useStoredChoice(FEED_VIEW_KEY, VIEWS, 'list');
}
