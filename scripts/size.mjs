// `npm run size`: how much JavaScript a phone must download before the first screen can respond —
// the entry (web/boot.ts, the page's one script tag), the app it loads right after the first paint
// (web/main.tsx), everything those import statically, and the chunk of the '/' route with its own
// static imports — gzipped, against a budget. Builds first when the sources changed (npm start's
// check). Exits 1 over budget, so CI fails (decision 018).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuilt, root } from './build.mjs';

/**
 * Kilobytes (1 000 bytes) of gzipped JavaScript before the landing page renders. A phone on a slow
 * line must have the first screen within at most 120; 112 at first (React DOM alone is 64), the budget a ratchet with room for small
 * additions: raise it only with a reason in docs/decisions/018-first-screen-download.md.
 */
export const BUDGET_KB = 117.5;
/** The manifest keys (source paths relative to web/) whose chunks the first screen needs: the
 *  entry, the app it starts, and the '/' route's chunk should it ever be split from the app. */
const ENTRY = 'index.html';
const APP = 'main.tsx';
const FIRST_ROUTE = 'app/routes/home-or-landing.tsx';

const web = join(root, 'dist', 'web');

/** The chunks of `keys` and of everything they import statically, each once. */
function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk for ${key} in the Vite manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key]);
}

const gzipped = (file) => gzipSync(readFileSync(join(web, file)), { level: 9 }).length;

export function firstScreenSize() {
  const manifest = JSON.parse(readFileSync(join(web, '.vite', 'manifest.json'), 'utf8'));
  const chunks = closure(manifest, [ENTRY, APP, ...(manifest[FIRST_ROUTE] ? [FIRST_ROUTE] : [])]);
  const js = chunks.map((chunk) => ({ file: chunk.file, bytes: gzipped(chunk.file) }));
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => ({
    file,
    bytes: gzipped(file),
  }));
  return { js, css };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  ensureBuilt();
  const { js, css } = firstScreenSize();
  const kb = (bytes) => (bytes / 1000).toFixed(1);
  for (const { file, bytes } of [...js, ...css])
    console.log(`${kb(bytes).padStart(7)} KB  ${file}`);
  const total = js.reduce((sum, { bytes }) => sum + bytes, 0);
  const ok = total <= BUDGET_KB * 1000;
  console.log(
    `${kb(total).padStart(7)} KB  JavaScript before the first screen, gzipped (budget ${BUDGET_KB} KB) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  if (!ok) process.exit(1);
}
