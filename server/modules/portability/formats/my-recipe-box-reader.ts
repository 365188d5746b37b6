import { myRecipeBoxRecipes } from './my-recipe-box.js';
import { csvExportReader } from './shared/csv-export-reader.js';

/** MyRecipeBox: its CSV export, uploaded as it is or zipped. */
export const myRecipeBoxReader = csvExportReader('myrecipebox', 'MyRecipeBox', myRecipeBoxRecipes);
