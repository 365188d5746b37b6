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
export const BUDGET_KB = 120;
/** The manifest keys (source paths relative to web/) whose chunks the first screen needs: the
 *  entry, the app it starts, and the '/' route's chunk should it ever be split from the app. */
const ENTRY = 'index.html';
const APP = 'main.tsx';
const FIRST_ROUTE = 'app/routes/home-or-landing.tsx';
/** The namespaces of texts the landing page shows (decision 049), one language's at a time. */
const FIRST_TEXTS = ['common', 'landing'];

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
  // The texts come in the page's language only: the first screen is measured in each.
  const languages = [
    ...new Set(
      Object.keys(manifest)
        .map((key) => /virtual:simmer-texts\/([\w-]+)\//.exec(key)?.[1])
        .filter(Boolean),
    ),
  ];
  // The language's table of its parts, then the parts the landing page shows.
  const texts = languages.map((language) => {
    const parts = ['', ...FIRST_TEXTS.map((namespace) => `/${namespace}`)].map((part) => {
      const chunk = manifest[`../virtual:simmer-texts/${language}${part}`];
      if (!chunk) throw new Error(`no texts ${language}${part} in the Vite manifest`);
      return gzipped(chunk.file);
    });
    return { language, bytes: parts.reduce((sum, bytes) => sum + bytes, 0) };
  });
  return { js, css, texts };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  ensureBuilt();
  const { js, css, texts } = firstScreenSize();
  const kb = (bytes) => (bytes / 1000).toFixed(1);
  for (const { file, bytes } of [...js, ...css])
    console.log(`${kb(bytes).padStart(7)} KB  ${file}`);
  const code = js.reduce((sum, { bytes }) => sum + bytes, 0);
  let ok = true;
  for (const { language, bytes } of texts) {
    const total = code + bytes;
    const fits = total <= BUDGET_KB * 1000;
    ok &&= fits;
    console.log(
      `${kb(total).padStart(7)} KB  JavaScript before the first screen in ${language} (texts ${kb(bytes)} KB), gzipped (budget ${BUDGET_KB} KB) ${fits ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  if (!ok) process.exit(1);
}
