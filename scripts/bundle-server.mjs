// The server as `npm start` runs it: server/main.ts and everything it imports of ours, with the
// pure-JavaScript ES modules it loads at start-up, bundled into a few files (decision 038). Node
// spends most of a start finding, reading and linking modules one by one; a bundle of a few
// files starts in a fraction of that time. Packages that read their own files, load native or
// WebAssembly code, or are CommonJS stay where npm put them and load as usual.
import { join } from 'node:path';
import { build } from 'esbuild';
import { root } from './build.mjs';

/** Bundled: ES modules without files, native code or `require` of their own, loaded at start. */
const BUNDLED = new Set([
  'zod',
  'drizzle-orm',
  'fastify-type-provider-zod',
  'parse5',
  'entities',
  'csv-parse',
]);

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const serverBundleDir = join(root, 'dist', 'node', 'bundle');

await build({
  absWorkingDir: root,
  entryPoints: ['server/main.ts'],
  outdir: serverBundleDir,
  bundle: true,
  // Modules loaded only when a feature is first used stay apart, and load then.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          path.startsWith('node:') || !BUNDLED.has(packageOf(path))
            ? { path, external: true }
            : undefined,
        );
      },
    },
  ],
});
