import { z } from 'zod';
import { apiRequest, readJson } from '@/lib/api';
import type { RecipeDraft } from '../lib/paste-recipe';

// CONTRACT "Getting recipes in and out": a draft read from the page, not saved.
const importedSchema = z.object({
  recipe: z.object({
    title: z.string(),
    description: z.string().nullable(),
    prepTime: z.string().nullable(),
    cookTime: z.string().nullable(),
    servings: z.number().int().nullable(),
    ingredients: z.array(z.string()),
    instructions: z.array(z.string()),
    imageUrl: z.string().nullable(),
  }),
});

export interface ImportedRecipe {
  draft: RecipeDraft;
  /** The page's photo, already through the media pipeline; null when it had none to keep. */
  imageUrl: string | null;
}

/** POST /api/recipes/import: the recipe on a web page, for the Create form to fill itself. */
export async function importFromUrl(url: string, signal?: AbortSignal): Promise<ImportedRecipe> {
  const answer = await readJson(
    await apiRequest('POST', '/api/recipes/import', { url }, { signal }),
  );
  const { imageUrl, ...recipe } = importedSchema.parse(answer).recipe;
  return {
    imageUrl,
    draft: {
      ...recipe,
      description: recipe.description ?? '',
      prepTime: recipe.prepTime ?? '',
      cookTime: recipe.cookTime ?? '',
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
