import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recipes } from '../../db/schema/index.js';

/**
 * A recipe of the cook's that came from the same address, if any: importing it again would make
 * a second copy, which the cook is told before saving. One probe of (user_id, source_url).
 */
export async function recipeFromSameSource(
  db: Db,
  userId: string,
  sourceUrl: string | null,
): Promise<{ id: number; title: string } | null> {
  if (!sourceUrl) return null;
  const [row] = await db
    .select({ id: recipes.id, title: recipes.title })
    .from(recipes)
    .where(and(eq(recipes.userId, userId), eq(recipes.sourceUrl, sourceUrl)))
    .limit(1);
  return row ?? null;
}
