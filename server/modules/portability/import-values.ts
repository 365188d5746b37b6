import {
  isWebAddress,
  NUTRIENTS,
  type Nutrient,
  ORGANISE_LIMITS,
  tagKey,
} from '../../../contracts/organise.js';
import { RECIPE_LIMITS, type RecipeInput } from '../../../contracts/recipes.js';
import { isStorableText } from '../../../contracts/text.js';
import { clip } from '../../text.js';
import { declaredLanguage } from '../recipes/recipe-language.js';
import type { ForeignRecipe } from './formats/shared/foreign-recipe.js';
import { fitSteps } from './long-steps.js';

/** What the create form's schema is given: checked by it as a form's are. */
type FormValues = Omit<RecipeInput, 'difficulty'> & { difficulty: string | null };

const optional = (text: string | null | undefined, max: number) => {
  const trimmed = text?.trim();
  return trimmed ? clip(trimmed, max) : null;
};

/** Text PostgreSQL can keep, else nothing: an organising field is never a reason to refuse. */
const storable = (text: string | null | undefined) =>
  typeof text === 'string' && isStorableText(text) ? text : null;

/**
 * Tags as the form takes them: each one line (control characters as spaces), clipped to a tag's
 * length, one of each spelling, at most as many as a recipe may have (the first ones kept).
 */
export function fitTags(tags: readonly unknown[] | null | undefined): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags ?? []) {
    if (kept.length === ORGANISE_LIMITS.tagsPerRecipe) break;
    const text = storable(typeof tag === 'string' ? tag : null)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
      ?.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!text) continue;
    const name = clip(text, ORGANISE_LIMITS.tag);
    const key = tagKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept;
}

/** An http(s) address within the limit, else nothing (the recipe comes in without its source). */
export function fitSourceUrl(url: string | null | undefined): string | null {
  const text = storable(url)?.trim();
  return text && text.length <= ORGANISE_LIMITS.sourceUrl && isWebAddress(text) ? text : null;
}

/** Nutrition by Simmer's nutrient names, each clipped to a nutrient's length; none is null. */
export function fitNutrition(
  nutrition: Partial<Record<Nutrient, string | null | undefined>> | null | undefined,
): Record<Nutrient, string | null> | null {
  if (!nutrition) return null;
  const fitted = Object.fromEntries(
    NUTRIENTS.map((n) => [n, optional(storable(nutrition[n]), ORGANISE_LIMITS.nutrient)]),
  ) as Record<Nutrient, string | null>;
  return NUTRIENTS.some((n) => fitted[n]) ? fitted : null;
}

/** 1–5 stars (a fraction rounded), anything else none. */
export function fitRating(rating: number | null | undefined): number | null {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return null;
  const stars = Math.round(rating);
  return stars >= 1 && stars <= 5 ? stars : null;
}

/**
 * What the create form would take of a recipe from elsewhere, whatever format it came in: text
 * that only says more (the title, description, times) is clipped with an ellipsis rather than
 * refused; servings out of range are left empty; a step over the limit is cut into steps within
 * it (`fitSteps`), or, when the parts would make too many steps, the recipe is refused with the
 * reason. Ingredients are never cut: a recipe with too many or too long is refused with the
 * rule's words, as is one with too many steps to begin with.
 */
export function formValues(recipe: ForeignRecipe): { values: FormValues } | { reason: string } {
  const steps = fitSteps(recipe.instructions);
  if ('reason' in steps) return { reason: steps.reason };
  const servings = recipe.servings;
  const difficulty = (recipe as { difficulty?: unknown }).difficulty;
  const values: FormValues = {
    title: clip(recipe.title.trim(), RECIPE_LIMITS.title),
    description: optional(recipe.description, RECIPE_LIMITS.description),
    prepTime: optional(recipe.prepTime, RECIPE_LIMITS.time),
    cookTime: optional(recipe.cookTime, RECIPE_LIMITS.time),
    servings:
      servings !== null && Number.isInteger(servings) && servings >= 1
        ? Math.min(servings, RECIPE_LIMITS.servings)
        : null,
    difficulty: typeof difficulty === 'string' && difficulty ? difficulty : null,
    ingredients: recipe.ingredients,
    instructions: steps.steps,
    // Imported recipes are private (decision 027); the cook shares them again if they like.
    isPublic: false,
    tags: fitTags(recipe.tags),
    sourceUrl: fitSourceUrl(recipe.sourceUrl),
    totalTime: optional(storable(recipe.totalTime), ORGANISE_LIMITS.totalTime),
    nutrition: fitNutrition(recipe.nutrition),
    favorite: recipe.favorite === true,
    rating: fitRating(recipe.rating),
    // As written, blank lines around it too; only blank notes are none.
    notes: storable(recipe.notes)?.trim()
      ? clip(recipe.notes as string, ORGANISE_LIMITS.notes)
      : null,
    // One Simmer does not speak is not known; none said at all is guessed when it is saved.
    language:
      recipe.language === undefined ? undefined : (declaredLanguage(recipe.language) ?? null),
  };
  return { values };
}
