import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom does not implement scrolling; the app scrolls to the top on navigation (use-scroll-restoration.ts).
window.scrollTo = () => {};

// jsdom has no ResizeObserver; Radix (Switch, etc.) measures elements with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// A screen's chunk is compiled on its first visit in a test file (it is lazy, as in the browser);
// on a loaded two-core CI machine that alone can outlast Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The app starts loading the user schema (and zod) beside its first request instead of before the
// first screen (current-user.ts). A browser fetches that small chunk in parallel; here its first
// import compiles zod, which on a loaded CI machine outlasted a test's wait for the signed-in
// screen. Compiled once up front, the tests wait only for what they are about.
await import('@contracts/user');

// Every text in English, as the screens show them before anyone picks another language: a
// component's namespace is then never waited for (decision 049).
const { browserTexts, loadParts, partsOfLanguage } = await import('@/lib/i18n/texts');
await loadParts(browserTexts, 'en', Object.keys(await partsOfLanguage('en')));
// A test that switched the language leaves the next one in English.
afterEach(() => {
  browserTexts.activate('en');
  document.documentElement.lang = 'en';
});
