import { NUTRIENTS, type Nutrient } from '@contracts/organise';
import { ingredientsFromRows } from './ingredients';
import {
  instructionsFromSteps,
  type RecipeFormMessages,
  type RecipeFormValues,
} from './recipe-form';

// What the create and edit forms send: their values as the multipart body the API reads.

export interface RecipePhotoChange {
  /** A newly chosen photo. */
  image?: File | null;
  /** Edit only: drop the current photo. */
  removeImage?: boolean;
}

/** The nutrients filled in, trimmed; none is no nutrition (null). */
export function nutritionFromForm(
  nutrition: Record<Nutrient, string>,
): Partial<Record<Nutrient, string>> | null {
  const filled = NUTRIENTS.flatMap((nutrient) => {
    const text = nutrition[nutrient]?.trim();
    return text ? [[nutrient, text] as const] : [];
  });
  return filled.length ? Object.fromEntries(filled) : null;
}

/**
 * The multipart body of POST/PUT /api/recipes: text fields, an empty text meaning null, the lists
 * (and nutrition) JSON-encoded, `isPublic` 'true'/'false', and the photo last. The owner's
 * favourite, rating and notes are not the form's: left out, an update leaves them as they are.
 */
export function recipeFormData(
  values: RecipeFormValues,
  messages: RecipeFormMessages,
  photo: RecipePhotoChange = {},
): FormData {
  const form = new FormData();
  const servings = values.servings.trim() || (messages.blankServings === 'one' ? '1' : '');
  form.set('title', values.title.trim());
  form.set('description', values.description.trim());
  form.set('prepTime', values.prepTime.trim());
  form.set('cookTime', values.cookTime.trim());
  form.set('servings', servings);
  form.set('difficulty', values.difficulty);
  form.set('ingredients', JSON.stringify(ingredientsFromRows(values.ingredients)));
  form.set('instructions', JSON.stringify(instructionsFromSteps(values.instructions)));
  form.set('isPublic', String(values.isPublic));
  form.set('tags', JSON.stringify(values.tags.map((tag) => tag.trim()).filter(Boolean)));
  form.set('sourceUrl', values.sourceUrl.trim());
  form.set('totalTime', values.totalTime.trim());
  const nutrition = nutritionFromForm(values.nutrition);
  form.set('nutrition', nutrition ? JSON.stringify(nutrition) : '');
  if (values.language || messages.blankLanguage === 'null') form.set('language', values.language);
  if (photo.removeImage && !photo.image) form.set('removeImage', 'true');
  if (photo.image) form.set('image', photo.image);
  return form;
}
