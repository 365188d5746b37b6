import { createContext, useContext } from 'react';

/**
 * Where focus goes after a comment deleted from the menu is gone (its post's comments toggle),
 * shared by every comment of a thread however deep.
 */
const ThreadFocusContext = createContext<() => HTMLElement | null>(() => null);

export const ThreadFocusProvider = ThreadFocusContext.Provider;

export function useThreadFocusFallback(): () => HTMLElement | null {
  return useContext(ThreadFocusContext);
}
