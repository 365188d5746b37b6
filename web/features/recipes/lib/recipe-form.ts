import {
  NUTRIENTS,
  type Nutrient,
  nutritionInputSchema,
  ORGANISE_LIMITS,
  sourceUrlSchema,
  tagsSchema,
  totalTimeSchema,
} from '@contracts/organise';
import { DIFFICULTIES, type Difficulty, RECIPE_LIMITS, type Recipe } from '@contracts/recipes';
import { z } from 'zod';
import {
  emptyIngredientRow,
  type IngredientRow,
  ingredientsFromRows,
  joinIngredient,
  splitIngredient,
} from './ingredients';
import type { RecipeDraft } from './paste-recipe';
import type { RecipeT } from './recipe-t';

/** What the create and edit forms hold: text as typed, ingredient rows, one entry per step. */
export interface RecipeFormValues {
  title: string;
  description: string;
  prepTime: string;
  cookTime: string;
  servings: string;
  difficulty: Difficulty;
  isPublic: boolean;
  ingredients: IngredientRow[];
  instructions: { text: string }[];
  tags: string[];
  sourceUrl: string;
  totalTime: string;
  /** Each nutrient as typed; all blank is no nutrition. */
  nutrition: Record<Nutrient, string>;
  /** The language it is written in, one Simmer speaks; '' for not set. */
  language: string;
}

const emptyNutrition = (): Record<Nutrient, string> =>
  Object.fromEntries(NUTRIENTS.map((nutrient) => [nutrient, ''])) as Record<Nutrient, string>;

/**
 * A form value checked by the shared rule the server applies, its messages kept, while the form
 * holds the text as typed (the shared rules turn blanks into null and sort tags).
 */
function checkedBy<S extends z.ZodType>(base: S, shared: z.ZodType) {
  return base.superRefine((value, ctx) => {
    const result = shared.safeParse(value);
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
}

/** The texts that differ between Create Recipe and Edit Recipe. */
export interface RecipeFormMessages {
  title: string;
  ingredients: string;
  instructions: string;
  /** Edit falls back to 1 serving when the field is not a number; create sends null. */
  blankServings: 'null' | 'one';
  /**
   * A language not set: create leaves it to the server to tell from the text (a pasted recipe
   * comes in without one); edit saves it as not known.
   */
  blankLanguage: 'guess' | 'null';
}

/** Create Recipe's texts, in the page's language. */
export const createMessages = (t: RecipeT): RecipeFormMessages => ({
  title: t('createTitleRequired'),
  ingredients: t('createIngredientsRequired'),
  instructions: t('createInstructionsRequired'),
  blankServings: 'null',
  blankLanguage: 'guess',
});

/** Edit Recipe's texts, in the page's language. */
export const editMessages = (t: RecipeT): RecipeFormMessages => ({
  title: t('editTitleRequired'),
  ingredients: t('editIngredientsRequired'),
  instructions: t('editInstructionsRequired'),
  blankServings: 'one',
  blankLanguage: 'null',
});

/**
 * The form's rules: the shared recipe rules (contracts) with the screen's own messages, in the
 * page's language (the shared rules' own messages stay as the server words them).
 */
export function recipeFormSchema(t: RecipeT, messages: RecipeFormMessages) {
  const L = RECIPE_LIMITS;
  return z.object({
    title: z
      .string()
      .trim()
      .min(1, messages.title)
      .max(L.title, t('titleTooLong', { max: L.title })),
    description: z
      .string()
      .trim()
      .max(L.description, t('descriptionTooLong', { max: L.description })),
    prepTime: z
      .string()
      .trim()
      .max(L.time, t('prepTimeTooLong', { max: L.time })),
    cookTime: z
      .string()
      .trim()
      .max(L.time, t('cookTimeTooLong', { max: L.time })),
    servings: z
      .string()
      .trim()
      .refine((text) => text === '' || /^\d+$/.test(text), t('servingsWhole'))
      .refine((text) => text === '' || Number(text) >= 1, t('servingsMin'))
      .refine((text) => text === '' || Number(text) <= L.servings, {
        message: t('servingsMax', { max: L.servings }),
      }),
    difficulty: z.enum(DIFFICULTIES, { error: t('chooseDifficulty') }),
    isPublic: z.boolean(),
    ingredients: z
      .array(z.object({ quantity: z.string(), unit: z.string(), name: z.string() }))
      .superRefine((rows, ctx) => {
        rows.forEach((row, index) => {
          if (row.name.trim() && joinIngredient(row).length > L.ingredient) {
            ctx.addIssue({ code: 'custom', path: [index, 'name'], message: t('tooLong') });
          }
        });
        const count = ingredientsFromRows(rows).length;
        if (count === 0) ctx.addIssue({ code: 'custom', message: messages.ingredients });
        if (count > L.ingredients) {
          ctx.addIssue({
            code: 'custom',
            message: t('tooManyIngredients', { max: L.ingredients }),
          });
        }
      }),
    instructions: z
      .array(
        z.object({ text: z.string().max(L.instruction, t('stepTooLong', { max: L.instruction })) }),
      )
      .superRefine((steps, ctx) => {
        const count = instructionsFromSteps(steps).length;
        if (count === 0) ctx.addIssue({ code: 'custom', message: messages.instructions });
        if (count > L.instructions) {
          ctx.addIssue({ code: 'custom', message: t('tooManySteps', { max: L.instructions }) });
        }
      }),
    tags: checkedBy(z.array(z.string()), tagsSchema),
    sourceUrl: checkedBy(z.string(), sourceUrlSchema),
    totalTime: checkedBy(z.string(), totalTimeSchema),
    nutrition: checkedBy(
      z.object(
        Object.fromEntries(NUTRIENTS.map((nutrient) => [nutrient, z.string()])) as Record<
          Nutrient,
          z.ZodString
        >,
      ),
      nutritionInputSchema,
    ),
    language: z.string(),
  });
}

/** A new recipe starts with one empty ingredient row, one empty step, 1 serving, easy. */
export function emptyRecipeForm(): RecipeFormValues {
  return {
    title: '',
    description: '',
    prepTime: '',
    cookTime: '',
    servings: '1',
    difficulty: 'easy',
    isPublic: false,
    ingredients: [emptyIngredientRow()],
    instructions: [{ text: '' }],
    tags: [],
    sourceUrl: '',
    totalTime: '',
    nutrition: emptyNutrition(),
    language: '',
  };
}

/** A stored recipe as edit-form values; ingredients are split into rows. */
export function recipeToFormValues(recipe: Recipe): RecipeFormValues {
  return {
    title: recipe.title,
    description: recipe.description ?? '',
    prepTime: recipe.prepTime ?? '',
    cookTime: recipe.cookTime ?? '',
    servings: recipe.servings === null ? '' : String(recipe.servings),
    difficulty: recipe.difficulty ?? 'easy',
    isPublic: recipe.isPublic,
    ingredients: recipe.ingredients.length
      ? recipe.ingredients.map(splitIngredient)
      : [emptyIngredientRow()],
    instructions: recipe.instructions.length
      ? recipe.instructions.map((text) => ({ text }))
      : [{ text: '' }],
    tags: [...recipe.tags],
    sourceUrl: recipe.sourceUrl ?? '',
    totalTime: recipe.totalTime ?? '',
    nutrition: Object.fromEntries(
      NUTRIENTS.map((nutrient) => [nutrient, recipe.nutrition?.[nutrient] ?? '']),
    ) as Record<Nutrient, string>,
    language: recipe.language ?? '',
  };
}

/**
 * A recipe read from a web page or pasted text as form values, clipped to what the form accepts
 * (the cook checks it before saving). Ingredients are split into rows as on edit.
 */
export function draftToFormValues(draft: RecipeDraft): RecipeFormValues {
  const L = RECIPE_LIMITS;
  const clip = (text: string, max: number) => text.trim().slice(0, max);
  const servings = draft.servings && draft.servings <= L.servings ? draft.servings : null;
  const ingredients = draft.ingredients
    .map((line) => clip(line, L.ingredient))
    .filter(Boolean)
    .slice(0, L.ingredients);
  const instructions = draft.instructions
    .map((step) => clip(step, L.instruction))
    .filter(Boolean)
    .slice(0, L.instructions);
  return {
    ...emptyRecipeForm(),
    title: clip(draft.title, L.title),
    description: clip(draft.description, L.description),
    prepTime: clip(draft.prepTime, L.time),
    cookTime: clip(draft.cookTime, L.time),
    servings: servings === null ? '' : String(servings),
    ingredients: ingredients.length ? ingredients.map(splitIngredient) : [emptyIngredientRow()],
    instructions: instructions.length ? instructions.map((text) => ({ text })) : [{ text: '' }],
    tags: (draft.tags ?? []).slice(0, ORGANISE_LIMITS.tagsPerRecipe),
    sourceUrl: draft.sourceUrl ?? '',
    totalTime: clip(draft.totalTime ?? '', ORGANISE_LIMITS.totalTime),
    nutrition: Object.fromEntries(
      NUTRIENTS.map((nutrient) => [nutrient, draft.nutrition?.[nutrient] ?? '']),
    ) as Record<Nutrient, string>,
    language: draft.language ?? '',
  };
}

/** Blank steps are dropped. */
export function instructionsFromSteps(steps: readonly { text: string }[]): string[] {
  return steps.map((step) => step.text.trim()).filter(Boolean);
}
