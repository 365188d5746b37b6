import { PAGE_STATE_ID, type PageState } from '@contracts/page-render';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '@/app/app';
import { preloadScreen } from '@/app/routes';
import { startLanguage } from '@/lib/i18n/language';
import { createQueryClient } from '@/lib/query-client';
import { sessionHint } from '@/lib/session-hint';
import { setPageMinute } from '@/lib/use-now';
import { cn } from '@/lib/utils';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** A turn for the browser (to paint, to answer a tap) between two steps of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Starts the app in steps of a few milliseconds each, rather than one task that holds the page
 * for ~60 ms on a fast machine and four times that on a phone (decision 024).
 */
async function start(root: HTMLElement): Promise<void> {
  // The screen's own chunk first: until that code is here the screen cannot respond.
  preloadScreen(window.location.pathname, sessionHint());
  await nextTask();
  // tailwind-merge builds its tables on its first call (~15 ms): here, not inside the first render.
  cn();
  await nextTask();

  const queryClient = createQueryClient();
  const app = <App queryClient={queryClient} router={BrowserRouter} />;
  // The server drew the page (decision 023): start from the data it was drawn from and adopt its
  // HTML. Without that state (the dev server, a render that failed) draw the page here.
  const stateScript = document.getElementById(PAGE_STATE_ID);
  if (stateScript?.textContent) {
    const state = JSON.parse(stateScript.textContent) as PageState;
    // The texts the page was drawn with, in its language, before React adopts its HTML.
    await startLanguage(state.texts);
    hydrate(queryClient, state.queries as DehydratedState);
    setPageMinute(state.minute);
    hydrateRoot(root, app);
  } else {
    // Each component loads the texts it shows as it is drawn.
    await startLanguage([]);
    createRoot(root).render(app);
  }
}

/**
 * A production build installs the offline worker (web/sw.js, decision 029) once the app runs and
 * the browser has a moment: nothing of the first screen waits for it or shares the line with it.
 */
function registerOfflineWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
  if ('requestIdleCallback' in window) requestIdleCallback(register);
  else setTimeout(register, 1_000);
}

void start(container).then(registerOfflineWorker);
