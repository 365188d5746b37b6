import { RECIPE_IMPORT_URL, recipeImportResponseSchema } from '@contracts/recipe-import';
import { apiRequest, readJson } from '@/lib/api';
import type { RecipeDraft } from '../lib/paste-recipe';

export interface ImportedDraft {
  draft: RecipeDraft;
  /** The page's photo, already through the media pipeline; null when it had none to keep. */
  imageUrl: string | null;
}

/** POST /api/recipes/import: the recipe on a web page, for the Create form to fill itself. */
export async function importFromUrl(url: string, signal?: AbortSignal): Promise<ImportedDraft> {
  // A draft read from the page, not saved: the cook checks it, then saves (decision 028).
  const answer = await readJson(await apiRequest('POST', RECIPE_IMPORT_URL, { url }, { signal }));
  const { imageUrl, ...recipe } = recipeImportResponseSchema.parse(answer).recipe;
  return {
    imageUrl,
    draft: {
      ...recipe,
      description: recipe.description ?? '',
      prepTime: recipe.prepTime ?? '',
      cookTime: recipe.cookTime ?? '',
      sourceUrl: recipe.sourceUrl ?? '',
      totalTime: recipe.totalTime ?? '',
    },
  };
}

/** The imported photo as a file, so it is saved with the recipe like a chosen one. */
export async function importedPhoto(imageUrl: string): Promise<File | null> {
  try {
    const response = await fetch(imageUrl, { credentials: 'include' });
    if (!response.ok) return null;
    const blob = await response.blob();
    const extension = blob.type.split('/')[1] ?? 'jpg';
    return new File([blob], `imported-photo.${extension}`, { type: blob.type });
  } catch {
    // The recipe is still worth having without its photo.
    return null;
  }
}
