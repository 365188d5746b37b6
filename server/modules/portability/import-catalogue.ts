import { eq } from 'drizzle-orm';
import { compareTags, tagKey } from '../../../contracts/organise.js';
import type { Db } from '../../db/client.js';
import { type RecipeRow, recipes, tags } from '../../db/schema/index.js';
import type { RecipeWrite } from '../recipes/recipes.queries.js';

/**
 * The cook's tag catalogue (key → spelling), read once for a whole import rather than once per
 * recipe: a cook has at most a few hundred tags, and an import of 5 000 recipes would otherwise
 * ask for them 5 000 times. A tag the import brings first becomes the catalogue's spelling, as
 * the trigger that keeps the catalogue would make it.
 */
export async function tagCatalogue(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: tags.key, name: tags.name })
    .from(tags)
    .where(eq(tags.userId, userId));
  return new Map(rows.map((row) => [row.key, row.name]));
}

/** A recipe's tags in the catalogue's spelling, with their keys, both in key order. */
export function cataloguedTags(catalogue: Map<string, string>, names: readonly string[]) {
  const stored = names.map((name) => catalogue.get(tagKey(name)) ?? name).sort(compareTags);
  return { tags: stored, tagKeys: stored.map(tagKey) };
}

/** Inserts an imported recipe with its tags spelt as the catalogue has them; one statement. */
export async function insertImported(
  db: Db,
  userId: string,
  values: RecipeWrite,
  image: string | null,
  catalogue: Map<string, string>,
): Promise<RecipeRow> {
  const { tags: names, ...rest } = values;
  const spelt = cataloguedTags(catalogue, names ?? []);
  const [row] = await db
    .insert(recipes)
    .values({ ...rest, ...spelt, userId, image } as typeof recipes.$inferInsert)
    .returning();
  if (!row) throw new Error('recipe insert returned no row');
  for (const [i, key] of spelt.tagKeys.entries()) {
    if (!catalogue.has(key)) catalogue.set(key, spelt.tags[i] as string);
  }
  return row;
}
