// Plan to Eat's CSV export: one recipe a row under a header of capitalised column names; the
// ingredients and directions are multi-line cells, one item a line, section headings as lines.

import { type CsvColumns, csvRecipes } from './shared/csv-recipes.js';
import type { ReadRecipe } from './shared/foreign-recipe.js';

export const PLAN_TO_EAT_COLUMNS: CsvColumns = {
  title: ['title', 'name'],
  description: ['description'],
  prepTime: ['prep time'],
  cookTime: ['cook time'],
  servings: ['servings'],
  yield: ['yield'],
  ingredients: ['ingredients'],
  instructions: ['directions', 'instructions'],
  extras: [
    { label: 'Total time', names: ['total time'], field: 'totalTime' },
    { label: 'Source', names: ['source'] },
    { label: 'Source URL', names: ['url', 'original url', 'source url'], field: 'sourceUrl' },
    { label: 'Main ingredient', names: ['main ingredient'] },
    // Courses and tags both group recipes: both become tags, the course first.
    { label: 'Course', names: ['course'], field: 'tags' },
    { label: 'Tags', names: ['tags'], field: 'tags' },
    { label: 'Rating', names: ['rating'], field: 'rating' },
    { label: 'Notes', names: ['notes'], field: 'notes' },
    { label: 'Nutrition', names: ['nutrition', 'nutritional info'], field: 'nutrition' },
    { label: 'Photo', names: ['photo url', 'photo', 'image url', 'image'] },
  ],
};

/**
 * The recipes of Plan to Eat's CSV export (`rows` as `parseCsv` reads it, header first), mapped by
 * column name whatever its case; a row without a title refused ("Row 7 has no title").
 */
export const planToEatRecipes = (rows: string[][]): ReadRecipe[] =>
  csvRecipes(rows, PLAN_TO_EAT_COLUMNS);
