import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom does not implement scrolling; the router's <ScrollRestoration> calls it on navigation.
window.scrollTo = () => {};

// jsdom has no ResizeObserver; Radix (Switch, etc.) measures elements with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

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
