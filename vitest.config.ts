import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { simmerTexts } from './scripts/texts-plugin.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { '@': here('./web'), '@contracts': here('./contracts') };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['contracts/**/*.test.ts', 'server/**/*.unit.test.ts', 'scripts/**/*.test.mjs'],
        },
      },
      {
        plugins: [react(), simmerTexts(here('./locales'))],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
          // A few tests type a whole recipe into the form through user-event, key by key; on a
          // loaded two-core machine that outlasts Vitest's default 5 s.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.unit.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
