import { AMOUNT } from '@contracts/amounts';
import type { Nutrition } from '@contracts/organise';

/**
 * A recipe read from somewhere else, for the Create form to fill itself with. A page read by the
 * server also brings its tags, address, total time and nutrition, and names the cook's recipe
 * from the same address when there is one.
 */
export interface RecipeDraft {
  title: string;
  description: string;
  prepTime: string;
  cookTime: string;
  servings: number | null;
  ingredients: string[];
  instructions: string[];
  tags?: string[];
  sourceUrl?: string;
  totalTime?: string;
  nutrition?: Nutrition | null;
  duplicateOf?: { id: number; title: string } | null;
  /** The language the page declares or reads as; null when not known. */
  language?: string | null;
}

const INGREDIENTS_HEADING =
  /^(?:ingredients?|what you(?:'|’)?ll need|you(?:'|’)?ll need|you will need)\s*:?$/i;
const STEPS_HEADING =
  /^(?:instructions?|directions?|method|steps?|preparation|how to make(?: it)?)\s*:?$/i;
const BULLET = /^(?:[-*•·▢□◦‣–—]|\d+[.)]|step\s*\d+\s*[:.)-]?)\s*/i;
const STARTS_WITH_AMOUNT = new RegExp(
  `^(?:${AMOUNT}|(?:a |one )?(?:pinch|handful|dash|sprig|knob|few|couple)\\b)`,
  'i',
);
const SERVINGS = /^(?:serves|servings|yield|yields|makes)\s*:?\s*(\d+)/i;
const PREP = /^prep(?:aration)?(?: time)?\s*:\s*(.+)$/i;
const COOK = /^(?:cook(?:ing)?|bake|baking)(?: time)?\s*:\s*(.+)$/i;

/** What a line holds once its bullet or step number is gone. */
const unbulleted = (line: string) => line.replace(BULLET, '').trim();

/** A line that reads like an ingredient: short, starting with an amount or a bullet. */
const looksLikeIngredient = (line: string) =>
  line.length <= 100 && (STARTS_WITH_AMOUNT.test(line) || /^[-*•·▢□◦‣]/.test(line));

/**
 * A best-effort reading of a recipe pasted as text: the first line is the title; "Ingredients"
 * and "Method"-like headings split the rest when they are there, otherwise short lines starting
 * with an amount are ingredients and the rest are steps; "Serves 4", "Prep time: 10 min" and
 * "Cook time: 1 hour" lines fill their fields. Bullets and step numbers are dropped. The cook
 * checks the form before saving, so a wrong guess costs a drag, never a lost line.
 */
export function parsePastedRecipe(text: string): RecipeDraft {
  const draft: RecipeDraft = {
    title: '',
    description: '',
    prepTime: '',
    cookTime: '',
    servings: null,
    ingredients: [],
    instructions: [],
  };
  const description: string[] = [];
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const headed = lines.some((line) => INGREDIENTS_HEADING.test(line) || STEPS_HEADING.test(line));
  let section: 'intro' | 'ingredients' | 'steps' = 'intro';

  for (const line of lines) {
    if (!draft.title) {
      draft.title = unbulleted(line);
      continue;
    }
    if (INGREDIENTS_HEADING.test(line)) {
      section = 'ingredients';
      continue;
    }
    if (STEPS_HEADING.test(line)) {
      section = 'steps';
      continue;
    }
    const servings = SERVINGS.exec(line);
    const prep = PREP.exec(line);
    const cook = COOK.exec(line);
    if (servings?.[1] && draft.servings === null) draft.servings = Number(servings[1]);
    else if (prep?.[1] && !draft.prepTime) draft.prepTime = prep[1].trim();
    else if (cook?.[1] && !draft.cookTime) draft.cookTime = cook[1].trim();
    else if (section === 'ingredients') draft.ingredients.push(unbulleted(line));
    else if (section === 'steps') draft.instructions.push(unbulleted(line));
    else if (headed) description.push(line);
    // No headings at all: sorted by their look.
    else if (looksLikeIngredient(line)) draft.ingredients.push(unbulleted(line));
    else if (draft.ingredients.length > 0) draft.instructions.push(unbulleted(line));
    else description.push(line);
  }

  draft.description = description.join('\n');
  return draft;
}
