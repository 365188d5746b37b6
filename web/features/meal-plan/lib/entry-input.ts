import { type MealPlanInput, type MealSlot, mealPlanInputSchema } from '@contracts/meal-plan';

/** What the cook typed and chose for a new meal, before it is checked. */
export interface EntryDraft {
  date: string;
  slot: MealSlot;
  recipeId?: number;
  /** Undefined for a recipe: the recipe's own title is used. */
  title?: string;
  /** As typed: blank for the recipe's own servings (or none). */
  servings: string;
  note: string;
}

export type EntryErrors = Partial<Record<'date' | 'slot' | 'title' | 'servings' | 'note', string>>;

/**
 * The call's body for a draft, checked by the same rules the server applies, or the first
 * complaint about each field. A refusal with neither a recipe nor a title is the title's.
 */
export function checkEntry(
  draft: EntryDraft,
): { input: MealPlanInput; errors?: undefined } | { errors: EntryErrors } {
  const servings = draft.servings.trim();
  const candidate = {
    date: draft.date,
    slot: draft.slot,
    ...(draft.recipeId !== undefined ? { recipeId: draft.recipeId } : {}),
    ...(draft.title !== undefined ? { title: draft.title } : {}),
    ...(servings ? { servings: Number(servings) } : {}),
    ...(draft.note.trim() ? { note: draft.note } : {}),
  };
  const checked = mealPlanInputSchema.safeParse(candidate);
  if (checked.success) return { input: checked.data };
  const errors: EntryErrors = {};
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0] ?? 'title') as keyof EntryErrors;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** A server's refusal of one field (`body.servings`), named as the draft names it. */
export function serverErrors(issues: readonly { path: string; message: string }[]): EntryErrors {
  const errors: EntryErrors = {};
  for (const { path, message } of issues) {
    const field = path.replace(/^body\./, '').split('.')[0];
    if (field === 'date' || field === 'slot' || field === 'servings' || field === 'note') {
      errors[field] ??= message;
    } else {
      errors.title ??= message;
    }
  }
  return errors;
}
