// MyRecipeBox's CSV export: one recipe a row under a header of lower-case, underscored column
// names; ingredients and instructions are multi-line cells, one item a line.

import { type CsvColumns, csvRecipes } from './shared/csv-recipes.js';
import type { ReadRecipe } from './shared/foreign-recipe.js';

export const MY_RECIPE_BOX_COLUMNS: CsvColumns = {
  title: ['title', 'name'],
  description: ['description'],
  prepTime: ['preparation time', 'prep time'],
  cookTime: ['cooking time', 'cook time'],
  servings: ['servings'],
  yield: ['yield'],
  ingredients: ['ingredients'],
  instructions: ['instructions', 'directions'],
  extras: [
    { label: 'Total time', names: ['total time'], field: 'totalTime' },
    { label: 'Source', names: ['source'] },
    { label: 'Source URL', names: ['url', 'source url'], field: 'sourceUrl' },
    // Categories and tags both group recipes: both become tags, categories first.
    { label: 'Categories', names: ['categories', 'category'], field: 'tags' },
    { label: 'Tags', names: ['tags'], field: 'tags' },
    // Stars out of five, as the app shows them; 0 is "not rated".
    { label: 'Rating', names: ['rating'], field: 'rating' },
    { label: 'Notes', names: ['notes'], field: 'notes' },
    { label: 'Nutrition', names: ['nutrition'], field: 'nutrition' },
    { label: 'Photo', names: ['image url', 'image', 'photo url', 'photo'] },
  ],
};

/**
 * The recipes of MyRecipeBox's CSV export (`rows` as `parseCsv` reads it, header first), mapped by
 * column name; a row without a title refused ("Row 7 has no title").
 */
export const myRecipeBoxRecipes = (rows: string[][]): ReadRecipe[] =>
  csvRecipes(rows, MY_RECIPE_BOX_COLUMNS);
