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

// The headings, bullets and labels recipes are written with in the four languages Simmer speaks
// (a cook pastes recipes of any of them, whatever the screen's language): English, German,
// French, Spanish, in that order within each list.
const INGREDIENTS_HEADING = new RegExp(
  `^(?:${[
    "ingredients?|what you(?:'|’)?ll need|you(?:'|’)?ll need|you will need",
    'zutaten(?: für .+)?|du brauchst',
    'ingrédients?(?: pour .+)?',
    'ingredientes?(?: para .+)?',
  ].join('|')})\\s*:?$`,
  'iu',
);
const STEPS_HEADING = new RegExp(
  `^(?:${[
    'instructions?|directions?|method|steps?|preparation|how to make(?: it)?',
    "zubereitung|anleitung|schritte|so geht(?:'|’)?s",
    'préparation|étapes|marche à suivre',
    'preparación|elaboración|instrucciones|pasos|modo de preparación',
  ].join('|')})\\s*:?$`,
  'iu',
);
const BULLET = /^(?:[-*•·▢□◦‣–—]|\d+[.)]|(?:step|schritt|étape|paso)\s*\d+\s*[:.)-]?)\s*/iu;
const STARTS_WITH_AMOUNT = new RegExp(
  `^(?:${AMOUNT}|(?:${[
    '(?:a |one )?(?:pinch|handful|dash|sprig|knob|few|couple)',
    '(?:eine? )?(?:prise|handvoll|schuss|zweig|bund|etwas)',
    '(?:une? )?(?:pincée|poignée|trait|brin|filet|botte|peu)',
    '(?:una? )?(?:pizca|puñado|chorrito|ramita|manojo|poco)',
  ].join('|')})(?![\\p{L}]))`,
  'iu',
);
// "Serves 4", "Portionen: 4"; or "for 4 people" in the three others ("für 4 Personen", "pour 4
// personnes", "para 4 personas"), which needs its people word: "Pour 2 cups of milk" is a step.
const SERVINGS = new RegExp(
  `^(?:(?:${[
    'serves|servings|yield|yields|makes',
    'portionen|ergibt',
    'portions|parts',
    'raciones|porciones|rinde',
  ].join(
    '|',
  )})\\s*:?\\s*(\\d+)|(?:für|pour|para)\\s+(\\d+)\\s+(?:personen|portionen|personnes|portions|parts|personas|raciones|porciones))`,
  'iu',
);
const PREP = new RegExp(
  `^(?:${[
    'prep(?:aration)?(?: time)?',
    'vorbereitung(?:szeit)?|arbeitszeit',
    '(?:temps de )?préparation',
    '(?:tiempo de )?preparación',
  ].join('|')})\\s*:\\s*(.+)$`,
  'iu',
);
const COOK = new RegExp(
  `^(?:${[
    '(?:cook(?:ing)?|bake|baking)(?: time)?',
    'kochzeit|backzeit|garzeit',
    '(?:temps de )?cuisson',
    '(?:tiempo de )?(?:cocción|horneado)',
  ].join('|')})\\s*:\\s*(.+)$`,
  'iu',
);

/** What a line holds once its bullet or step number is gone. */
const unbulleted = (line: string) => line.replace(BULLET, '').trim();

/** A line that reads like an ingredient: short, starting with an amount or a bullet. */
const looksLikeIngredient = (line: string) =>
  line.length <= 100 && (STARTS_WITH_AMOUNT.test(line) || /^[-*•·▢□◦‣]/.test(line));

/**
 * A best-effort reading of a recipe pasted as text: the first line is the title; "Ingredients"
 * and "Method"-like headings (or "Zutaten" and "Zubereitung", and so on) split the rest when they are there, otherwise short lines starting
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
    const served = servings?.[1] ?? servings?.[2];
    if (served && draft.servings === null) draft.servings = Number(served);
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
