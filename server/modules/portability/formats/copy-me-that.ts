// Copy Me That exports a zip of `recipes.html` and `images/`: one `<div class="recipe">` per
// recipe, its parts named by ids (repeated in every recipe) and classes. The markup has changed
// over the years, so each part is looked for by several names, and the ingredients and steps by
// their headings when no name is found.

import {
  attribute,
  elementsOf,
  type HtmlElement,
  parseHtml,
} from '../../recipe-import/html-text.js';
import { stepLines } from '../../recipe-import/recipe-steps.js';
import { localImagePath, nameList, servingsText, timeText } from './shared/fields.js';
import { type ReadRecipe, type RecipeWithImagePath, withExtras } from './shared/foreign-recipe.js';
import {
  findAll,
  hasClass,
  lineOf,
  listItems,
  sectionAfterHeading,
  textOf,
  type Where,
} from './shared/html-export.js';
import { present, sourceOf, starsOf } from './shared/organised.js';

const isRecipe = (element: HtmlElement) => hasClass(element, 'recipe');

const NAME: Where = { id: ['name'], class: ['recipeName', 'recipe-name'], itemprop: ['name'] };
const TITLE_TAGS: Where = { tag: ['h1', 'h2', 'h3'] };
const IMAGE: Where = { class: ['recipeImage', 'recipe-image'], itemprop: ['image'] };
const LINK: Where = { id: ['original_link', 'originalLink'], class: ['original_link'] };
const DESCRIPTION: Where = {
  id: ['description'],
  class: ['recipeDescription', 'description'],
  itemprop: ['description'],
};
const YIELD: Where = {
  id: ['recipeYield', 'servings', 'yield'],
  class: ['recipeYield'],
  itemprop: ['recipeYield'],
};
const PREP: Where = {
  id: ['recipePrepTime', 'prepTime'],
  class: ['recipePrepTime'],
  itemprop: ['prepTime'],
};
const COOK: Where = {
  id: ['recipeCookTime', 'cookTime'],
  class: ['recipeCookTime'],
  itemprop: ['cookTime'],
};
const TOTAL: Where = {
  id: ['recipeTotalTime', 'totalTime'],
  class: ['recipeTotalTime'],
  itemprop: ['totalTime'],
};
const INGREDIENTS: Where = { id: ['ingredients'], class: ['recipeIngredients', 'ingredients'] };
const INGREDIENT: Where = { class: ['recipeIngredient'], itemprop: ['recipeIngredient'] };
const STEPS: Where = {
  id: ['instructions', 'directions', 'steps'],
  class: ['recipeInstructions', 'instructions'],
};
const STEP: Where = {
  class: ['instruction', 'recipeInstruction'],
  itemprop: ['recipeInstructions'],
};
const NOTES: Where = { id: ['recipeNotes', 'notes'], class: ['recipeNotes', 'notes'] };
const TAG: Where = { class: ['recipeCategory', 'tag'], itemprop: ['recipeCategory'] };
const RATING: Where = {
  id: ['rating', 'recipeRating'],
  class: ['rating', 'recipeRating'],
  itemprop: ['ratingValue'],
};
const MADE: Where = { id: ['made_this', 'madeThis'], class: ['made_this', 'madeThis'] };

const INGREDIENTS_HEADING = /^ingredients\s*:?$/i;
const STEPS_HEADING = /^(?:steps|instructions|directions|method|preparation)\s*:?$/i;
const NOTES_HEADING = /^notes\s*:?$/i;
const ANY_HEADING =
  /^(?:ingredients|steps|instructions|directions|method|preparation|notes)\s*:?$/i;
/** "Prep time: 10 min", "Servings: 4": the label the page shows before a value. */
const LABEL =
  /^(?:prep(?:aration)?|cook(?:ing)?|total|active|servings?|serves|yields?|makes|rating)(?:\s+time)?\s*:\s*/i;

/** A list's items without the heading the export writes first ("Ingredients"). */
const withoutHeading = (items: string[], heading: RegExp) =>
  heading.test(items[0] ?? '') ? items.slice(1) : items;

/**
 * Every recipe of Copy Me That's `recipes.html`, in page order, each with its photo's path inside
 * the export (`images/…`, decoded; null for none). A recipe without a name is refused, numbered
 * in page order ("Recipe 3 in recipes.html": "It has no title").
 */
export function copyMeThatRecipes(html: string): RecipeWithImagePath[] {
  const roots: HtmlElement[] = [];
  // Not into a recipe: one nested in another (a "component") is read as part of it.
  for (const element of elementsOf(parseHtml(html), isRecipe)) {
    if (isRecipe(element)) roots.push(element);
  }
  return roots.map((root, index) => readRecipe(root, index + 1));
}

function readRecipe(root: HtmlElement, number: number): RecipeWithImagePath {
  const all = (where: Where) => findAll(root, where, isRecipe);
  const one = (where: Where) => all(where)[0];
  const title = lineOf(one(NAME)) || lineOf(one(TITLE_TAGS));
  if (!title) {
    return {
      recipe: { title: `Recipe ${number} in recipes.html`, reason: 'It has no title' },
      imagePath: null,
    };
  }
  const image = one(IMAGE) ?? one({ tag: ['img'] });
  const link = one(LINK);
  const shownValue = (where: Where) => {
    const element = one(where);
    if (!element) return '';
    const text = attribute(element, 'content') ?? lineOf(element);
    return text.replace(LABEL, '');
  };
  const servings = servingsText(shownValue(YIELD));
  const rating = one(RATING);

  const ingredientList = one(INGREDIENTS);
  const ingredients = ingredientList
    ? withoutHeading(listItems(ingredientList), INGREDIENTS_HEADING)
    : itemsOrSection(all(INGREDIENT), root, INGREDIENTS_HEADING);
  const stepList = one(STEPS);
  const steps = stepList
    ? withoutHeading(listItems(stepList), STEPS_HEADING)
    : itemsOrSection(all(STEP), root, STEPS_HEADING);
  const noteList = one(NOTES);
  const notes = noteList
    ? withoutHeading(listItems(noteList), NOTES_HEADING)
    : itemsOrSection([], root, NOTES_HEADING);

  const source = sourceOf(link ? attribute(link, 'href')?.trim() || lineOf(link) : null);
  const recipe: ReadRecipe = {
    title,
    description: withExtras(textOf(one(DESCRIPTION)), {
      Servings: servings.text,
      Source: source.extra,
      'Made this': lineOf(one(MADE)) || null,
    }),
    ...present({
      tags: nameList(all(TAG).map(lineOf)),
      sourceUrl: source.sourceUrl,
      totalTime: timeText(shownValue(TOTAL)),
      rating: rating ? starsOf(ratingOf(rating)) : null,
      notes: notes.join('\n'),
    }),
    prepTime: timeText(shownValue(PREP)),
    cookTime: timeText(shownValue(COOK)),
    servings: servings.servings,
    ingredients,
    instructions: stepLines(steps),
    photo: null,
  };
  return { recipe, imagePath: image ? localImagePath(attribute(image, 'src')) : null };
}

/** A rating as a number where the markup gives one (`data-rating`, `content`), else its text;
 * stars drawn as characters are counted ("★★★★☆" → "4/5"). */
function ratingOf(element: HtmlElement): string | null {
  for (const inner of elementsOf(element)) {
    const value = attribute(inner, 'data-rating') ?? attribute(inner, 'content');
    if (value?.trim()) return value.trim();
  }
  const text = lineOf(element).replace(LABEL, '');
  const stars = /^[★☆\s]+$/.test(text) ? text.replace(/\s/g, '') : '';
  if (stars) return `${stars.replace(/☆/g, '').length}/${Math.max(stars.length, 5)}`;
  return text || null;
}

/** Items marked one by one (`<li class="recipeIngredient">`), else the section under a heading. */
function itemsOrSection(items: HtmlElement[], root: HtmlElement, heading: RegExp): string[] {
  if (items.length) return items.map(lineOf).filter(Boolean);
  const section = sectionAfterHeading(root, heading, ANY_HEADING, isRecipe);
  return section ? listItems(section) : [];
}
