import { isSupportedLanguage, supportedLanguages } from '../../i18n/languages.js';

/** The detector's names (ISO 639-3) of the languages Simmer speaks, and ours for them. */
const DETECTED: Readonly<Record<string, string>> = { eng: 'en', deu: 'de', fra: 'fr', spa: 'es' };
const candidates = Object.keys(DETECTED).filter((code) =>
  supportedLanguages.includes(DETECTED[code] as string),
);

/**
 * Below this many letters a recipe says too little to tell ("Pizza, mozzarella, basil" reads as
 * Spanish as much as anything); and when the runner-up scores this close to the best, the text
 * could be either. Both were tried on real recipes of each language, where the runner-up stays
 * below 0.9.
 */
const MIN_LETTERS = 40;
const MAX_RUNNER_UP = 0.93;

/**
 * The detector (franc-min, trigram profiles of the most spoken languages, some 100 KB) loads on
 * the first guess, not at start-up, where an unchanged app must answer within 3 s (decision 013).
 */
let detector: Promise<typeof import('franc-min')> | undefined;

/** What a recipe is written in, read from its text. */
interface RecipeText {
  title: string;
  ingredients: readonly string[];
  instructions: readonly string[];
}

/**
 * The language the recipe's title, ingredients and steps are written in, when it is one Simmer
 * speaks and the text says so clearly; null when there is too little text or it is not clear.
 */
export async function guessRecipeLanguage(recipe: RecipeText): Promise<string | null> {
  const text = [recipe.title, ...recipe.ingredients, ...recipe.instructions].join('\n');
  if ((text.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) return null;
  detector ??= import('franc-min');
  const { francAll } = await detector;
  const [best, runnerUp] = francAll(text, { only: candidates, minLength: MIN_LETTERS });
  if (!best || best[0] === 'und') return null;
  if (runnerUp && runnerUp[1] >= MAX_RUNNER_UP) return null;
  return DETECTED[best[0]] ?? null;
}

/**
 * The language a page or an export declares ("de-DE", "fr"), as one Simmer speaks; null when it
 * declares another; undefined when it declares none.
 */
export function declaredLanguage(tag: unknown): string | null | undefined {
  if (typeof tag !== 'string' || !tag.trim()) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(primary) ? primary : null;
}
