import { createContext, useContext } from 'react';

/**
 * Removing, restoring or dismissing changes what the feed, the threads and the recipe screens
 * show, whose data this feature may not name (features do not import each other): the route
 * says what to read again through this context. Without it, only the moderation lists are.
 */
const ContentChangedContext = createContext<() => void>(() => {});

export const ContentChangedProvider = ContentChangedContext.Provider;

export const useContentChanged = () => useContext(ContentChangedContext);
