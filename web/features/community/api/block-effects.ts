import { createContext, useContext } from 'react';

/**
 * A block ends the follows between the two cooks, which the profile screens show (followers,
 * following, the Follow button) and this feature may not name (features do not import each
 * other): the routes say what to read again through this context. Without it, only the
 * community's own lists are read again.
 */
const CookBlockedContext = createContext<(userId: string) => void>(() => {});

export const CookBlockedProvider = CookBlockedContext.Provider;

export const useCookBlocked = () => useContext(CookBlockedContext);
