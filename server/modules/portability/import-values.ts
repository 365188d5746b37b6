import { RECIPE_LIMITS, type RecipeInput } from '../../../contracts/recipes.js';
import { clip } from '../../text.js';
import type { ForeignRecipe } from './formats/shared/foreign-recipe.js';
import { fitSteps } from './long-steps.js';

/** What the create form's schema is given: checked by it as a form's are. */
type FormValues = Omit<RecipeInput, 'difficulty'> & { difficulty: string | null };

const optional = (text: string | null | undefined, max: number) => {
  const trimmed = text?.trim();
  return trimmed ? clip(trimmed, max) : null;
};

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
  };
  return { values };
}
