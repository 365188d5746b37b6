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

/** The git directory of a checkout or a bare mirror. */
const gitDir = (path) => (existsSync(join(path, '.git')) ? join(path, '.git') : path);

/**
 * Earlier versions of the same sites' pages, from the repository's history: each saved page that
 * is no longer at HEAD (the site changed, or left the project), with the values extracted beside
 * it in the same commit. Other pages of the same sites, so a second set to develop against.
 */
export async function readEarlierPages(path, letters) {
  const first = new RegExp(`^[${letters}]`, 'i');
  const git = (args, input) =>
    execFileSync('git', ['--git-dir', gitDir(path), ...args], { input, maxBuffer: 2 ** 30 });
  const atHead = new Set(
    git(['ls-tree', '-r', 'HEAD', DATA])
      .toString()
      .split('\n')
      .map((line) => line.split(/\s+/)[2]),
  );
  // Newest first, and commits that changed only the values too: a page takes its latest values.
  const log = git([
    'log',
    '--format=C %H',
    '--name-only',
    '--',
    `${DATA}/*/*.testhtml`,
    `${DATA}/*/*.json`,
  ]);
  const versions = [];
  let commit = '';
  for (const line of log.toString().split('\n')) {
    if (line.startsWith('C ')) commit = line.slice(2);
    const match = /^tests\/test_data\/([^/]+)\/(.+)\.(?:testhtml|json)$/.exec(line);
    if (match && first.test(match[1])) versions.push({ commit, host: match[1], name: match[2] });
  }
  // Every version's page and values looked up in one git process (a deleted file is "missing").
  const specs = versions.flatMap(({ commit, host, name }) =>
    ['testhtml', 'json'].map((kind) => `${commit}:${DATA}/${host}/${name}.${kind}`),
  );
  const objects = git(['cat-file', '--batch-check=%(objectname)'], specs.join('\n'))
    .toString()
    .split('\n')
    .map((line) => (/^[0-9a-f]{40}$/.test(line) ? line : null));
  const seen = new Set();
  const pages = [];
  versions.forEach(({ commit, host, name }, i) => {
    const [html, values] = [objects[2 * i], objects[2 * i + 1]];
    if (!html || !values || atHead.has(html) || seen.has(html)) return;
    seen.add(html);
    pages.push({
      host,
      name: `${name}@${commit.slice(0, 7)}`,
      html: git(['cat-file', 'blob', html]),
      expected: JSON.parse(git(['cat-file', 'blob', values]).toString('utf8')),
    });
  });
  return pages;
}
