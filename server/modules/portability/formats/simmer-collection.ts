import { z } from 'zod';
import type { Archive } from '../archive.js';
import type { ImportedCookbook, ImportedCookedDay } from './shared/collection.js';
import { decodeText } from './shared/export-files.js';

/**
 * The cook's cookbooks in a Simmer export (decision 041), beside recipes.json: each with its
 * members as the ids recipes.json gives them, in the cookbook's order. An export made before
 * cookbooks existed has no such file, and imports as it always did.
 */
export const SIMMER_COOKBOOKS_FILE = 'cookbooks.json';

const cookbookSchema = z.object({
  name: z.string(),
  description: z.string().nullish(),
  isPublic: z.boolean().optional(),
  recipeIds: z.array(z.number().int()).catch([]),
});

const cookedDaySchema = z.object({ date: z.string(), note: z.string().nullish() });

/** A recipe item's cooking log: the entries that look like days; none for an older export. */
export function cookedDaysIn(item: unknown): ImportedCookedDay[] {
  const log = (item as { cookingLog?: unknown } | null)?.cookingLog;
  if (!Array.isArray(log)) return [];
  return log.flatMap((entry) => {
    const day = cookedDaySchema.safeParse(entry);
    return day.success ? [day.data] : [];
  });
}

/**
 * The export's cookbooks, or none when it has no cookbooks.json or one that cannot be read: the
 * recipes matter more than their grouping, so a damaged file costs only the cookbooks.
 */
export async function simmerCookbooks(
  archive: Archive,
  maxBytes: number,
): Promise<ImportedCookbook[]> {
  if (!archive.has(SIMMER_COOKBOOKS_FILE)) return [];
  let items: unknown;
  try {
    items = JSON.parse(decodeText(await archive.read(SIMMER_COOKBOOKS_FILE, maxBytes)));
  } catch {
    return [];
  }
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const book = cookbookSchema.safeParse(item);
    if (!book.success) return [];
    const { recipeIds, ...rest } = book.data;
    return [{ ...rest, members: recipeIds }];
  });
}
