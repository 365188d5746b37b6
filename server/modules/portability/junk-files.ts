// Files the computers that make zips leave in them, which are never a cook's data. Every reader
// lists an archive through `Archive.names()`, so passing them over there passes them over for
// every format (decision 031): none is counted as a recipe, and none can refuse an upload.

/** Names of files Finder and Explorer write into folders, compared in any case. */
const JUNK_NAMES = new Set([
  // macOS: a folder's view settings.
  '.ds_store',
  // Windows: a folder's thumbnail cache, and its icon and look.
  'thumbs.db',
  'desktop.ini',
]);

/**
 * Whether a file of a zip is such debris: anything in a `__MACOSX/` folder (what macOS's own
 * "Compress" adds, at any depth when a zip was zipped again), an AppleDouble `._name` file (the
 * same Finder data, which other tools write beside the file it belongs to), `.DS_Store`,
 * `Thumbs.db` or `desktop.ini`.
 */
export function isJunkFile(name: string): boolean {
  const parts = name.split('/');
  const base = parts.at(-1) ?? '';
  return parts.includes('__MACOSX') || base.startsWith('._') || JUNK_NAMES.has(base.toLowerCase());
}
