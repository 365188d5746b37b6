import { recipeKeeperRecipes } from './recipe-keeper.js';
import { htmlExportReader } from './shared/html-export-reader.js';

/** Recipe Keeper: its export zip, `recipes.html` (microdata `div.recipe-details`) and `images/`. */
export const recipeKeeperReader = htmlExportReader(
  'recipekeeper',
  'a Recipe Keeper export (a zip of recipes.html and images/)',
  'Recipe Keeper',
  recipeKeeperRecipes,
);
