// `npm run build` builds the web client (Vite → dist/web) and the server (tsc → dist/node, and
// its bundle for `npm start` → dist/node/bundle).
// `npm start` calls ensureBuilt() first, which rebuilds only a part whose inputs changed since its
// last successful build (decision 013): a content fingerprint, not timestamps, so a `git pull`,
// a checkout or an `npm install` of other versions is always noticed and a start never serves
// stale code, while an unchanged tree starts in about a second.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { delimiter, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = dirname(dirname(fileURLToPath(import.meta.url)));
const stampDir = join(root, 'dist', '.stamps');
const shared = ['contracts', 'tsconfig.base.json', 'package.json', 'package-lock.json'];

/** What each part is built from, what proves it exists, and how it is built. */
export const targets = {
  web: {
    label: 'web client',
    inputs: [
      'web',
      'locales',
      'vite.config.ts',
      'tsconfig.json',
      'scripts/precompress.mjs',
      'scripts/texts-plugin.mjs',
      ...shared,
    ],
    output: 'dist/web/index.html',
    clean: [],
    // The client, then the server's first render of its pages (decision 023), beside it.
    command:
      'vite build --logLevel warn && ' +
      'vite build --ssr ssr/render-page.tsx --outDir ../dist/web-ssr --logLevel warn && ' +
      'node scripts/precompress.mjs dist/web',
  },
  server: {
    label: 'server',
    inputs: ['server', 'tsconfig.server.json', 'scripts/bundle-server.mjs', ...shared],
    output: 'dist/node/bundle/main.js',
    // tsc never deletes: a removed source file would otherwise live on in dist/node.
    clean: ['dist/node'],
    // tsc checks the types and writes each module (the benchmarks import single ones); what
    // `npm start` runs is the bundle beside it (scripts/bundle-server.mjs, decision 038).
    command: 'tsc -p tsconfig.server.json && node scripts/bundle-server.mjs',
  },
};

// Tests are compiled by neither build, so editing one does not make the next start rebuild.
const isTest = (name) => /\.test\.tsx?$/.test(name);

/** The files of one input (a file, or every file under a directory), as sorted relative paths. */
function filesOf(input, dir) {
  const full = join(dir, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !isTest(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** A hash over the path and content of every input file of a target (in `dir`, the project). */
export function fingerprint(target, dir = root) {
  const hash = createHash('sha256');
  for (const input of target.inputs) {
    for (const file of filesOf(input, dir)) {
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(join(dir, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

const stampPath = (name) => join(stampDir, `${name}.sha256`);

function isFresh(name, target, print) {
  if (!existsSync(join(root, target.output))) return false;
  if (!existsSync(stampPath(name))) return false;
  return readFileSync(stampPath(name), 'utf8').trim() === print;
}

function build(name, target, print) {
  for (const dir of target.clean) rmSync(join(root, dir), { recursive: true, force: true });
  rmSync(stampPath(name), { force: true });
  const started = Date.now();
  const result = spawnSync(target.command, {
    cwd: root,
    shell: true,
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`,
    },
  });
  if (result.status !== 0) {
    throw new Error(`building the ${target.label} failed (${target.command})`);
  }
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stampPath(name), `${print}\n`);
  console.error(
    `simmer: built the ${target.label} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * Builds every part that is missing or whose inputs changed (all of them with `force`). Throws when
 * a build fails, leaving that part without a stamp so the next start tries again.
 */
export function ensureBuilt({ force = false } = {}) {
  for (const [name, target] of Object.entries(targets)) {
    const print = fingerprint(target);
    if (!force && isFresh(name, target, print)) continue;
    if (!force)
      console.error(
        `simmer: building the ${target.label} (its sources changed or it was never built)`,
      );
    build(name, target, print);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensureBuilt({ force: !process.argv.includes('--if-stale') });
  } catch (error) {
    console.error(`simmer: ${error.message}`);
    process.exit(1);
  }
}
