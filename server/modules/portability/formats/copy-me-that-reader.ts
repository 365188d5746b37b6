import { copyMeThatRecipes } from './copy-me-that.js';
import { htmlExportReader } from './shared/html-export-reader.js';

/** Copy Me That: its export zip, `recipes.html` (`div.recipe` each) and `images/`. */
export const copyMeThatReader = htmlExportReader(
  'copymethat',
  'a Copy Me That export (a zip of recipes.html and images/)',
  'Copy Me That',
  copyMeThatRecipes,
);
