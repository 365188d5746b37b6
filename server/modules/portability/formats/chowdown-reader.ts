import type { Archive } from '../archive.js';
import { chowdownImagePath, chowdownRecipe } from './chowdown.js';
import {
  folderOf,
  oneRecipe,
  photoAt,
  RECIPE_FILE_MAX_BYTES,
  readTextOnce,
  takeText,
} from './shared/export-files.js';
import { isUnreadable, type ReadRecipe } from './shared/foreign-recipe.js';
import { type FormatReader, notAnExport } from './shared/format-reader.js';

// Chowdown: a zip of markdown files (a Jekyll site's `_recipes/`), each with `---` front matter,
// the photos in the site's `images/` folder or beside the files.

const isMarkdown = (name: string) => /\.(?:md|markdown)$/i.test(name);
const markdownFiles = (archive: Archive) => archive.names().filter(isMarkdown);

/** Detection reads at most this many of the files, looking for one that opens with `---`. */
const PEEK_FILES = 5;
const OPENS_FRONT_MATTER = /^\uFEFF?---[ \t]*(?:\r\n|\n|\r)/;

/** `a/b/` → [`a/b/`, `a/`, ``]: a folder and those it is in, the deepest first. */
function foldersUp(folder: string): string[] {
  const folders = [folder];
  let at = folder;
  while (at) {
    at = folderOf(at.slice(0, -1));
    folders.push(at);
  }
  return folders;
}

/**
 * Where a photo named in front matter may be: `images/<name>` in the markdown file's folder or
 * any folder above it (a site's `images/` beside its `_recipes/`), then beside the file.
 */
function photoPaths(file: string, name: string): string[] {
  const path = name.replace(/^\/+/, '');
  const folders = foldersUp(folderOf(file));
  return [
    ...new Set([
      ...folders.map((folder) => `${folder}images/${path}`),
      ...folders.map((folder) => folder + path),
    ]),
  ];
}

async function* read(archive: Archive, files: string[]): AsyncGenerator<ReadRecipe> {
  for (const file of files) {
    yield await oneRecipe(file, async () => {
      const markdown = await takeText(archive, file, RECIPE_FILE_MAX_BYTES);
      const recipe = chowdownRecipe(markdown, file);
      const image = chowdownImagePath(markdown);
      if (isUnreadable(recipe) || !image) return recipe;
      return { ...recipe, photo: photoAt(archive, photoPaths(file, image), image) };
    });
  }
}

/** Chowdown: a zip of markdown recipes with front matter; one recipe per .md file. */
export const chowdownReader: FormatReader = {
  format: 'chowdown',
  label: 'a Chowdown zip (markdown files with --- front matter)',
  async detect({ archive }) {
    if (!archive) return false;
    for (const file of markdownFiles(archive).slice(0, PEEK_FILES)) {
      const markdown = await readTextOnce(archive, file, RECIPE_FILE_MAX_BYTES).catch(() => '');
      if (OPENS_FRONT_MATTER.test(markdown)) return true;
    }
    return false;
  },
  async open({ archive }) {
    const files = archive ? markdownFiles(archive) : [];
    if (!archive || files.length === 0) {
      throw notAnExport('Chowdown', 'it has no markdown (.md) files');
    }
    return { total: files.length, recipes: read(archive, files), badPhoto: 'import-without' };
  },
};
