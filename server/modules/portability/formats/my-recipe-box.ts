// MyRecipeBox's CSV export: one recipe a row under a header of lower-case, underscored column
// names; ingredients and instructions are multi-line cells, one item a line.

import { type CsvColumns, columnName, csvRecipes } from './csv-recipes.js';
import type { ReadRecipe } from './foreign-recipe.js';

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
    { label: 'Total time', names: ['total time'] },
    { label: 'Source', names: ['source'] },
    { label: 'Source URL', names: ['url', 'source url'] },
    { label: 'Categories', names: ['categories', 'category'], list: true },
    { label: 'Tags', names: ['tags'], list: true },
    { label: 'Rating', names: ['rating'] },
    { label: 'Notes', names: ['notes'] },
    { label: 'Nutrition', names: ['nutrition'] },
    { label: 'Photo', names: ['image url', 'image', 'photo url', 'photo'] },
  ],
};

/**
 * The recipes of MyRecipeBox's CSV export (`rows` as `parseCsv` reads it, header first), mapped by
 * column name; a row without a title refused ("Row 7 has no title").
 */
export const myRecipeBoxRecipes = (rows: string[][]): ReadRecipe[] =>
  csvRecipes(rows, MY_RECIPE_BOX_COLUMNS);

/** Column names only one of the two apps writes. */
const PLAN_TO_EAT_ONLY = ['directions', 'main ingredient', 'prep time', 'cook time', 'nutrition'];
const MY_RECIPE_BOX_ONLY = ['instructions', 'preparation time', 'cooking time', 'categories'];

/**
 * Which app wrote a CSV export, from its header row: a title and an ingredients column, and more
 * of the column names only Plan to Eat writes ("Directions", "Main Ingredient") or only
 * MyRecipeBox writes ("instructions", "preparation_time"); null for any other CSV.
 */
export function detectCsvFormat(header: string[]): 'plantoeat' | 'myrecipebox' | null {
  const names = new Set(header.map(columnName));
  if (!(names.has('title') || names.has('name')) || !names.has('ingredients')) return null;
  const planToEat = PLAN_TO_EAT_ONLY.filter((name) => names.has(name)).length;
  const myRecipeBox = MY_RECIPE_BOX_ONLY.filter((name) => names.has(name)).length;
  if (planToEat > myRecipeBox) return 'plantoeat';
  if (myRecipeBox > planToEat) return 'myrecipebox';
  return null;
}
