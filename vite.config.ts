import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { simmerTexts } from './scripts/texts-plugin.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The offline worker (web/sw.js, decision 029) goes out as /sw.js, beside index.html, so that it
 * may serve the whole app, with a fingerprint of the build in place of its placeholder: the
 * browser installs a worker again only when its bytes change, and the worker names its caches
 * after the build, so a build that changes anything the browser gets is a new worker with new
 * caches. It also gets the list of the build's files under /assets/.
 */
function serviceWorker(): Plugin {
  return {
    name: 'simmer-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const source = readFileSync(here('./web/sw.js'), 'utf8');
      const build = createHash('sha256').update(source);
      // index.html and the public files too: neither is named by its content.
      for (const file of ['./web/index.html', './web/public/favicon.svg']) {
        build.update(readFileSync(here(file)));
      }
      for (const [name, item] of Object.entries(bundle).sort(([a], [b]) => a.localeCompare(b))) {
        build.update(name).update(item.type === 'chunk' ? item.code : item.source);
      }
      const fingerprint = build.digest('hex').slice(0, 16);
      // What it may find already loaded when it first takes over a page (keepWhatPagesLoaded).
      const files = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/') && !name.endsWith('.map'))
        .sort()
        .map((name) => `/${name}`);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: source
          .replace('__SIMMER_BUILD__', fingerprint)
          .replace('/* __SIMMER_FILES__ */ []', JSON.stringify(files)),
      });
    },
  };
}

/**
 * Each lazy chunk's list of what to preload with it, without the chunks its importer imports
 * statically: those were loaded before the importer ran. Vite leaves out only the importer itself,
 * so every route of the first chunk named React, the router, the utilities and the entry again,
 * and the first chunk carried all those names (decision 018).
 */
function preloadOnlyWhatIsMissing() {
  let bundle: Rolldown.OutputBundle = {};
  /** The chunk `file` and every chunk it imports statically, however deep. */
  const loadedWith = (file: string, seen = new Set<string>()) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk' || seen.has(file)) return seen;
    seen.add(file);
    for (const imported of chunk.imports) loadedWith(imported, seen);
    return seen;
  };
  /**
   * A chunk smaller than this (an icon, a few constants) is fetched when the chunk importing it
   * is read, in one round trip with the other small ones, rather than named on the first
   * download's preload lists, where each name costs as much as a small chunk's code saves.
   */
  const worthPreloading = (file: string) => {
    const chunk = bundle[file];
    return chunk?.type !== 'chunk' || chunk.code.length >= PRELOAD_MIN_BYTES;
  };
  return {
    // Runs before Vite's own generateBundle, which asks resolveDependencies for each import().
    plugin: {
      name: 'simmer-preload-only-what-is-missing',
      apply: 'build',
      generateBundle(_options, output) {
        bundle = output;
      },
    } satisfies Plugin,
    resolveDependencies: (_file: string, deps: string[], { hostId }: { hostId: string }) => {
      const loaded = loadedWith(hostId);
      return deps.filter((dep) => !loaded.has(dep) && worthPreloading(dep));
    },
  };
}

/** Chunks under this many bytes (before compression) are not preloaded; see worthPreloading. */
const PRELOAD_MIN_BYTES = 1024;

const preload = preloadOnlyWhatIsMissing();

export default defineConfig(({ isSsrBuild }) => ({
  root: here('./web'),
  plugins: [
    react(),
    tailwindcss(),
    simmerTexts(here('./locales')),
    ...(isSsrBuild ? [] : [serviceWorker(), preload.plugin]),
  ],
  resolve: { alias: { '@': here('./web'), '@contracts': here('./contracts') } },
  // The manifest tells scripts/size.mjs which chunks the first screen needs.
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    // React, its DOM and the router are needed by the first screen and by every lazy one: one
    // chunk of them, rather than the pieces the bundler would split off as lazy screens share
    // them, which compress worse apart and cost the first screen more (decision 018).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
                },
              ],
            },
          },
        },
  },
  // The server's first render of a page (web/ssr, `vite build --ssr`, decision 023) is one
  // self-contained bundle: it needs none of the client's packages installed at run time.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    // In development the API runs on its own port (npm run dev starts both).
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
}));
