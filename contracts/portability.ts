import { z } from 'zod';

// Getting a cook's data out and recipes back in (decision 027).

/** The files of an export archive, beside `media/<folder>/<file>` for every stored photo and video. */
export const EXPORT_FILES = {
  recipes: 'recipes.json',
  announcements: 'announcements.json',
  comments: 'comments.json',
  profile: 'profile.json',
} as const;

/** Where a stored file goes in the archive: its storage key under `media/`. */
export const EXPORT_MEDIA_FOLDER = 'media';

/** `simmer-export-2026-11-24.zip`: the day it was made, in UTC. */
export function exportFileName(now: Date): string {
  return `simmer-export-${now.toISOString().slice(0, 10)}.zip`;
}

/**
 * A recipe as `recipes.json` holds it; `photo` is its path in the archive. The organising fields
 * (decision 037) are optional: an export made before them still imports. They are read loosely
 * here and fitted to the form's rules by the import, which never refuses a recipe for them.
 */
export const exportedRecipeSchema = z.object({
  id: z.number().int().optional(),
  title: z.string(),
  description: z.string().nullish(),
  prepTime: z.string().nullish(),
  cookTime: z.string().nullish(),
  servings: z.number().int().nullish(),
  difficulty: z.string().nullish(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  isPublic: z.boolean().optional(),
  createdAt: z.string().optional(),
  photo: z.string().nullish(),
  tags: z.array(z.string()).nullish().catch(null),
  sourceUrl: z.string().nullish().catch(null),
  totalTime: z.string().nullish().catch(null),
  nutrition: z.record(z.string(), z.string().nullish()).nullish().catch(null),
  favorite: z.boolean().nullish().catch(null),
  rating: z.number().nullish().catch(null),
  notes: z.string().nullish().catch(null),
  language: z.string().nullish().catch(undefined),
});
export type ExportedRecipe = z.infer<typeof exportedRecipeSchema>;

/** The formats the optional `format` field of `POST /api/import` may name, overriding detection. */
export const IMPORT_FORMATS = [
  'simmer',
  'paprika',
  'mealie',
  'tandoor',
  'nextcloud',
  'copymethat',
  'recipekeeper',
  'plantoeat',
  'myrecipebox',
  'chowdown',
  'schemaorg',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The multipart field of `POST /api/import` that carries the archive. */
export const IMPORT_ARCHIVE_FIELD = 'archive';
/** Asked for with `Accept`, the import streams these progress lines (NDJSON). */
export const IMPORT_PROGRESS_TYPE = 'application/x-ndjson';

/** A recipe the import did not take, and why, in words for the cook. */
export const importRefusalSchema = z.object({ title: z.string(), reason: z.string() });
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

/** A recipe imported with something left behind (its photo that could not be read), and what. */
export const importNoteSchema = z.object({ title: z.string(), reason: z.string() });
export type ImportNote = z.infer<typeof importNoteSchema>;

/**
 * What an import did. `notes` lists the imported recipes that came in without something (counted
 * in `imported`, not refused); it is left out when there are none.
 */
export const importReportSchema = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  refused: z.array(importRefusalSchema),
  notes: z.array(importNoteSchema).optional(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/**
 * One line of the progress stream: how many of the archive's recipes are done; the last line
 * also carries the report.
 */
export const importProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int(),
  imported: z.number().int().optional(),
  skipped: z.number().int().optional(),
  refused: z.array(importRefusalSchema).optional(),
  notes: z.array(importNoteSchema).optional(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;
