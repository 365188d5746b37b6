// The saved recipe pages the import-accuracy benchmark reads: recipe-scrapers' test data, one
// folder per site (`tests/test_data/<host>/<name>.testhtml`, the values its site-specific scraper
// extracts beside it in `<name>.json`). Read from a checkout of that repository, or straight from
// a bare git mirror of it (a mirror may lack some large files: those pages are left out).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const DATA = 'tests/test_data';

/** Every file under the test data as `host/file`, and a reader of one (null when missing). */
async function openCorpus(path) {
  if (existsSync(join(path, DATA))) {
    const folder = join(path, DATA);
    const files = [];
    for (const host of await readdir(folder)) {
      for (const file of await readdir(join(folder, host))) files.push(`${host}/${file}`);
    }
    return { files, read: (file) => readFile(join(folder, file)).catch(() => null) };
  }
  const git = (args, input) =>
    execFileSync('git', ['--git-dir', path, ...args], { input, maxBuffer: 2 ** 30 });
  const files = git(['ls-tree', '-r', '--name-only', 'HEAD', DATA])
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((name) => name.slice(DATA.length + 1));
  return {
    files,
    read: async (file) => {
      try {
        return git(['cat-file', 'blob', `HEAD:${DATA}/${file}`]);
      } catch {
        return null;
      }
    },
  };
}

/**
 * The pages of the sites whose host name starts with a letter in `letters` (e.g. "a-m"), each
 * `{ host, name, html: Buffer, expected }`, in host then name order. A page without its values
 * (or whose file is missing) is left out.
 */
export async function readPages(path, letters) {
  const first = new RegExp(`^[${letters}]`, 'i');
  const corpus = await openCorpus(path);
  const files = new Set(corpus.files);
  const pages = [];
  for (const file of [...files].filter((f) => f.endsWith('.testhtml')).sort()) {
    const [host, base] = file.split('/');
    if (!first.test(host) || !base) continue;
    const name = base.slice(0, -'.testhtml'.length);
    if (!files.has(`${host}/${name}.json`)) continue;
    const [html, values] = await Promise.all([
      corpus.read(file),
      corpus.read(`${host}/${name}.json`),
    ]);
    if (!html || !values) continue;
    pages.push({ host, name, html, expected: JSON.parse(values.toString('utf8')) });
  }
  return pages;
}
