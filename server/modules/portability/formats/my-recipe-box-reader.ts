import { csvExportReader } from './csv-export.js';
import { myRecipeBoxRecipes } from './my-recipe-box.js';

/** MyRecipeBox: its CSV export, uploaded as it is or zipped. */
export const myRecipeBoxReader = csvExportReader('myrecipebox', 'MyRecipeBox', myRecipeBoxRecipes);
