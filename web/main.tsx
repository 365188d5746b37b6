import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '@/app/error-boundary';
import { AppProviders } from '@/app/providers';
import { RouteError } from '@/app/route-error';
import { AppRoutes, preloadScreen } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';
import { sessionHint } from '@/lib/session-hint';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The screen's chunk, right after the first paint (a task after the next frame) rather than
// before it: Lighthouse counts every request started before the first paint against it
// (decision 022).
requestAnimationFrame(() =>
  setTimeout(() => preloadScreen(window.location.pathname, sessionHint())),
);

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary fallback={<RouteError />}>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </ErrorBoundary>
  </StrictMode>,
);
