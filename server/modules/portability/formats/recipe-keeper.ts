import type { Nutrient } from '../../../../contracts/organise.js';
// Recipe Keeper exports a zip of `recipes.html` and `images/`: one `<div class="recipe-details">`
// per recipe, its fields as schema.org-style microdata of Recipe Keeper's own names
// (`recipeIngredients` and `recipeDirections` as blocks of `<p>` lines, `recipeCourse`,
// `recipeNutCalories`…), times as ISO 8601 durations in `content`.

import { capitalised, collapseWhitespace } from '../../../text.js';
import { readItem } from '../../recipe-import/embedded-items.js';
import {
  attribute,
  elementsOf,
  type HtmlElement,
  parseHtml,
} from '../../recipe-import/html-text.js';
import { hasType, type Thing } from '../../recipe-import/json-ld.js';
import { stepLines } from '../../recipe-import/recipe-steps.js';
import { localImagePath, nameList, servingsText, timeText } from './shared/fields.js';
import { type ReadRecipe, type RecipeWithImagePath, withExtras } from './shared/foreign-recipe.js';
import { present, sourceOf, starsOf } from './shared/organised.js';

/** Recipe Keeper's nutrition fields that Simmer has a nutrient for. */
const NUTRIENT_OF: Record<string, Nutrient> = {
  recipeNutCalories: 'calories',
  recipeNutTotalFat: 'fat',
  recipeNutSaturatedFat: 'saturatedFat',
  recipeNutTotalCarbohydrate: 'carbohydrates',
  recipeNutSugars: 'sugar',
  recipeNutDietaryFiber: 'fiber',
  recipeNutProtein: 'protein',
  recipeNutSodium: 'sodium',
  recipeNutCholesterol: 'cholesterol',
};

import { hasClass } from './shared/html-export.js';

const isRecipe = (element: HtmlElement) => hasClass(element, 'recipe-details');
const isMicrodataRecipe = (element: HtmlElement) =>
  attribute(element, 'itemscope') !== undefined &&
  hasType((attribute(element, 'itemtype') ?? '').split(/\s+/), 'Recipe');

/** Properties read into fields, or of no use to a cook (the photo is read apart). */
const READ = new Set([
  'name',
  'description',
  'recipeYield',
  'prepTime',
  'cookTime',
  'totalTime',
  'recipeIngredients',
  'recipeIngredient',
  'recipeDirections',
  'recipeInstructions',
  'recipeNotes',
  'recipeCourse',
  'recipeCategory',
  'recipeCollection',
  'recipeSource',
  'recipeUrl',
  'url',
  'recipeRating',
  'recipeIsFavourite',
  'image',
  'photo',
  'recipeShareId',
  'recipeId',
]);

/** A property's text values (a nested item has none here). */
const values = (thing: Thing, name: string): string[] =>
  ((thing[name] as unknown[] | undefined) ?? []).filter(
    (value): value is string => typeof value === 'string',
  );
/** A property's lines: every value's, already decoded by the HTML parser. */
const lines = (thing: Thing, ...names: string[]) =>
  names.flatMap((name) =>
    values(thing, name).flatMap((value) =>
      // At line feeds only: the parser already made every line break one.
      value.split('\n').map(collapseWhitespace).filter(Boolean),
    ),
  );
const text = (thing: Thing, ...names: string[]) => lines(thing, ...names).join('\n') || null;

/** `recipeNutTotalFat` → "Total fat", `recipeServingTip` → "Serving tip". */
const label = (name: string) => {
  const words = name
    .replace(/^recipe(?:Nut)?(?=[A-Z])/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_+/g, ' ')
    .toLowerCase();
  return capitalised(words);
};

/**
 * Every recipe of Recipe Keeper's `recipes.html`, in page order (each `div.recipe-details`, or
 * each microdata Recipe where there are none), with its photo's path inside the export
 * (`images/…`, decoded; null for none). A recipe without a name is refused, numbered in page
 * order ("Recipe 2 in recipes.html": "It has no title").
 */
export function recipeKeeperRecipes(html: string): RecipeWithImagePath[] {
  const document = parseHtml(html);
  let roots = [...elementsOf(document, isRecipe)].filter(isRecipe);
  if (!roots.length) roots = [...elementsOf(document, isMicrodataRecipe)].filter(isMicrodataRecipe);
  return roots.map((root, index) => readRecipe(root, index + 1));
}

function readRecipe(root: HtmlElement, number: number): RecipeWithImagePath {
  // The recipe's item: the div itself, or one microdata Recipe inside it.
  const item = isMicrodataRecipe(root)
    ? root
    : ([...elementsOf(root)].find(isMicrodataRecipe) ?? root);
  const thing = readItem(item);
  const title = lines(thing, 'name').join(' ');
  if (!title) {
    return {
      recipe: { title: `Recipe ${number} in recipes.html`, reason: 'It has no title' },
      imagePath: null,
    };
  }
  const servings = servingsText(values(thing, 'recipeYield')[0]);
  const rating = values(thing, 'recipeRating')[0]?.trim();
  const favourite = values(thing, 'recipeIsFavourite')[0]?.trim().toLowerCase();
  const nutrition: Partial<Record<Nutrient, string>> = {};
  const otherNutrition: string[] = [];
  const others: Record<string, string | null> = {};
  for (const name of Object.keys(thing)) {
    if (name.startsWith('@') || READ.has(name)) continue;
    const value = lines(thing, name).join(' ');
    if (!value) continue;
    const nutrient = NUTRIENT_OF[name];
    if (nutrient) nutrition[nutrient] ??= value;
    else if (/^recipeNut[A-Z]/.test(name)) otherNutrition.push(`${label(name)}: ${value}`);
    else others[label(name)] ??= value;
  }

  const image =
    values(thing, 'image')[0] ??
    values(thing, 'photo')[0] ??
    [...elementsOf(root)]
      .find((element) => element.tagName === 'img')
      ?.attrs.find((attr) => attr.name === 'src')?.value;

  const address = sourceOf(text(thing, 'recipeUrl', 'url'));
  const recipe: ReadRecipe = {
    title,
    description: withExtras(text(thing, 'description'), {
      Servings: servings.text,
      Source: text(thing, 'recipeSource'),
      'Source URL': address.extra,
      Nutrition: otherNutrition.join(', '),
      ...others,
    }),
    ...present({
      // Courses, categories and collections are all ways of grouping: tags, in that order.
      tags: nameList([
        ...values(thing, 'recipeCourse'),
        ...values(thing, 'recipeCategory'),
        ...values(thing, 'recipeCollection'),
      ]),
      sourceUrl: address.sourceUrl,
      totalTime: timeText(values(thing, 'totalTime')[0]),
      nutrition: Object.keys(nutrition).length ? nutrition : null,
      // Out of five already; Recipe Keeper writes 0 for "not rated".
      rating: starsOf(rating),
      favorite: favourite === 'true',
      notes: text(thing, 'recipeNotes'),
    }),
    prepTime: timeText(values(thing, 'prepTime')[0]),
    cookTime: timeText(values(thing, 'cookTime')[0]),
    servings: servings.servings,
    ingredients: lines(thing, 'recipeIngredients', 'recipeIngredient'),
    instructions: stepLines(lines(thing, 'recipeDirections', 'recipeInstructions')),
    photo: null,
  };
  return { recipe, imagePath: localImagePath(image) };
}
