import type { Archive } from '../../archive.js';
import { baseName, folderOf, photoAt, readTextOnce, takeText } from './export-files.js';
import { isUnreadable, type ReadRecipe, type RecipeWithImagePath } from './foreign-recipe.js';
import { type FormatReader, notAnExport } from './format-reader.js';

// Copy Me That and Recipe Keeper both export a zip of `recipes.html` and `images/`; which app
// wrote it is told by the page's markup, not its name.

const isRecipesHtml = (name: string) => baseName(name).toLowerCase() === 'recipes.html';

/** The app whose markup `recipes.html` has: Recipe Keeper's `recipe-details` divs (or its
 * `recipeIngredients`/`recipeDirections` microdata), else Copy Me That's `recipe` divs. */
export function htmlExportApp(html: string): 'copymethat' | 'recipekeeper' | null {
  let copyMeThat = false;
  for (const match of html.matchAll(/\bclass\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const names = (match[1] ?? match[2] ?? '').toLowerCase().split(/\s+/);
    if (names.includes('recipe-details')) return 'recipekeeper';
    if (names.includes('recipe')) copyMeThat = true;
  }
  if (/\bitemprop\s*=\s*["']?recipe(?:Ingredients|Directions)\b/.test(html)) return 'recipekeeper';
  return copyMeThat ? 'copymethat' : null;
}

/** A reader of one app's `recipes.html` export, its recipes and photo paths read by `parse`. */
export function htmlExportReader(
  format: 'copymethat' | 'recipekeeper',
  label: string,
  app: string,
  parse: (html: string) => RecipeWithImagePath[],
): FormatReader {
  const page = async (archive: Archive, maxFileBytes: number, take = false) => {
    const name = archive.names().find(isRecipesHtml);
    if (!name) return null;
    const html = await (take ? takeText : readTextOnce)(archive, name, maxFileBytes);
    return { name, html };
  };
  return {
    format,
    label,
    async detect({ archive, maxFileBytes }) {
      const found = archive && (await page(archive, maxFileBytes));
      return found ? htmlExportApp(found.html) === format : false;
    },
    async open({ archive, maxFileBytes }) {
      const found = archive && (await page(archive, maxFileBytes, true));
      const read = found ? parse(found.html) : [];
      if (!archive || !found || read.length === 0) {
        throw notAnExport(app, 'it has no recipes.html holding its recipes');
      }
      // Photo paths are the page's: relative to the folder recipes.html is in.
      const folder = folderOf(found.name);
      function* recipes(): Generator<ReadRecipe> {
        for (const { recipe, imagePath } of read) {
          if (isUnreadable(recipe) || !imagePath) {
            yield recipe;
            continue;
          }
          const paths = [...new Set([folder + imagePath, imagePath])];
          yield { ...recipe, photo: photoAt(archive as Archive, paths, imagePath) };
        }
      }
      return { total: read.length, recipes: recipes(), badPhoto: 'import-without' };
    },
  };
}
