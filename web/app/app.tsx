import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';
import { RouteError } from './route-error';
import { AppRoutes } from './routes';

/**
 * The whole app around a router: the browser's (web/main.tsx) or, for the server's first render of
 * a page, a static one (web/ssr/render-page.tsx). Both must build the same tree, or the browser
 * cannot adopt the server's HTML (hydration).
 */
export function App({
  queryClient,
  router: Router,
  texts,
}: {
  queryClient: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
  /** The page's texts: the browser's, or a server render's own (decision 049). */
  texts?: I18n;
}) {
  return (
    <StrictMode>
      <ErrorBoundary fallback={<RouteError />}>
        <AppProviders queryClient={queryClient} texts={texts}>
          <Router>
            <AppRoutes />
          </Router>
        </AppProviders>
      </ErrorBoundary>
    </StrictMode>
  );
}
