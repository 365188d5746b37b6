import { RECIPE_PHOTO_MAX_BYTES } from '@contracts/recipes';
import type { RecipeT } from './recipe-t';

const MB = 1024 * 1024;

/**
 * Why a chosen file cannot be the recipe photo, or null when it can. The server enforces the same
 * 10 MB limit (413) and reads the type from the bytes (415); checking here saves a long upload.
 */
export function photoProblem(t: RecipeT, file: File): string | null {
  if (!file.type.startsWith('image/')) return t('notAnImage');
  if (file.size > RECIPE_PHOTO_MAX_BYTES) {
    // A number, which the text writes as the page's language does ("12.3", "12,3").
    return t('photoTooBig', { size: Math.round((file.size / MB) * 10) / 10 });
  }
  return null;
}
