import type { Nutrient } from '../../../../../contracts/organise.js';
import type { ImportedCookedDay } from './collection.js';

// Other apps' exports come in through the same import as Simmer's own (decision 031). Each
// format's reader turns what it finds into ForeignRecipes; the import checks each one by the
// create form's rules, skips exact duplicates and stores its photo through the media pipeline,
// one at a time.

/** A recipe read from another app's export, before Simmer's rules check it. */
export interface ForeignRecipe {
  title: string;
  /**
   * The description, with whatever has no field in Simmer appended as plain text by
   * `withExtras`, so the cook loses nothing.
   */
  description: string;
  /** Free text as the cook reads it ("25 min", "1 hr 15 min"); ISO 8601 durations converted. */
  prepTime: string | null;
  cookTime: string | null;
  servings: number | null;
  /** One line each; section headings ("For the sauce:") kept as their own line, in order. */
  ingredients: string[];
  /** One step each; sections flattened in order (a section's name as its own line first). */
  instructions: string[];
  /** The main photo's bytes, read only when this recipe is imported; null when it has none. */
  photo: (() => Promise<Buffer | null>) | null;
  // The organising fields (decision 037), as the export has them; `formValues` fits them to the
  // form's rules, dropping what cannot be kept rather than refusing the recipe.
  /** Tags, categories, keywords: one name each. */
  tags?: readonly string[] | null;
  /** Where the recipe came from; kept only when it is an http(s) address. */
  sourceUrl?: string | null;
  totalTime?: string | null;
  /** Nutrition per serving by Simmer's nutrient names ("calories", "fat", …), each as text. */
  nutrition?: Partial<Record<Nutrient, string | null | undefined>> | null;
  favorite?: boolean | null;
  /** 1–5 stars; anything else is no rating. */
  rating?: number | null;
  notes?: string | null;
  /**
   * The language it is written in, as the export says ("de", "fr-CA"); null when the export says
   * it is not known. Left out, it is guessed from the text.
   */
  language?: string | null;
  /** The id the export gave the recipe, which its cookbooks name members by. */
  sourceId?: string | number | null;
  /** The days it was cooked (Simmer's own export), oldest or newest first as written. */
  cookingLog?: readonly ImportedCookedDay[] | null;
}

/** A reader's verdict on one recipe it could not read at all: refused with this reason. */
export interface UnreadableRecipe {
  title: string;
  reason: string;
}

/** What a format reader yields, one at a time (an export of 5 000 never sits whole in memory). */
export type ReadRecipe = ForeignRecipe | UnreadableRecipe;

/**
 * A recipe read from an export that keeps its photo in a file of its own, and that file's path
 * as the export names it (null for none): the reader attaches the photo from the archive.
 */
export interface RecipeWithImagePath {
  recipe: ReadRecipe;
  imagePath: string | null;
}

export const isUnreadable = (item: ReadRecipe): item is UnreadableRecipe =>
  'reason' in item && !('ingredients' in item);

/** What a recipe says that Simmer has no field for, by label ("Source", "Tags"). */
export type Extras = Record<string, string | number | readonly string[] | null | undefined>;

/**
 * The description followed by every extra that has a value, as "Label: value" paragraphs
 * (lists joined with ", "), e.g. withExtras('A stew.', { Source: 'https://…', Tags: ['winter'] }).
 */
export function withExtras(description: string | null | undefined, extras: Extras): string {
  const parts = [description?.trim() ?? ''];
  for (const [label, value] of Object.entries(extras)) {
    const text = Array.isArray(value)
      ? value
          .map((item) => String(item).trim())
          .filter(Boolean)
          .join(', ')
      : String(value ?? '').trim();
    if (text) parts.push(`${label}: ${text}`);
  }
  return parts.filter(Boolean).join('\n\n');
}
