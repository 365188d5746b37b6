import { useState } from 'react';

export type FeedView = 'list' | 'grid';

/** Per device, like a layout preference should be; the key is namespaced for the app. */
export const FEED_VIEW_KEY = 'simmer.feed-view';

function storedView(): FeedView {
  try {
    return localStorage.getItem(FEED_VIEW_KEY) === 'grid' ? 'grid' : 'list';
  } catch {
    // Storage can be off (private modes, blocked cookies): the default list still works.
    return 'list';
  }
}

/** The feed's grid/list choice, remembered in localStorage. A list reads best, so it is the default. */
export function useFeedView(): [FeedView, (view: FeedView) => void] {
  const [view, setView] = useState<FeedView>(storedView);
  const choose = (next: FeedView) => {
    setView(next);
    try {
      localStorage.setItem(FEED_VIEW_KEY, next);
    } catch {
      // Not remembered, but still applied for this visit.
    }
  };
  return [view, choose];
}
