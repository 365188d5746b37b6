import { createHash } from 'node:crypto';
import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { RecipePatch } from '../../../contracts/organise.js';
import type { Recipe, RecipeValues } from '../../../contracts/recipes.js';
import type { Db } from '../../db/client.js';
import { featuredRecipes, type RecipeRow, recipes } from '../../db/schema/index.js';
import { withheldOf } from '../../db/withheld.js';
import { catalogueTags } from './tags.queries.js';

/**
 * A recipe as written by a form or an import. On an update, what is undefined stays as it is:
 * a client that does not know a field never clears it.
 */
export type RecipeWrite = Omit<RecipeValues, 'tags' | 'sourceUrl' | 'totalTime' | 'nutrition'> &
  Partial<Pick<RecipeValues, 'tags' | 'sourceUrl' | 'totalTime' | 'nutrition'>>;

/** The columns a write sets: tags in the cook's catalogue spelling, with their keys. */
async function columnsOf(db: Db, userId: string, values: RecipeWrite | RecipePatch) {
  const { tags, ...rest } = values;
  const defined = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  ) as Partial<typeof rest>;
  if (tags === undefined) return defined;
  return { ...defined, ...(await catalogueTags(db, userId, tags)) };
}

/** A recipe as the API answers it; favourite, rating, notes and the log only to its owner. */
export function toRecipe(row: RecipeRow, viewerId: string): Recipe {
  const recipe: Recipe = {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    image: row.image,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    servings: row.servings,
    difficulty: row.difficulty as Recipe['difficulty'],
    ingredients: row.ingredients,
    instructions: row.instructions,
    isPublic: row.isPublic,
    createdAt: row.createdAt.toISOString(),
    tags: row.tags,
    sourceUrl: row.sourceUrl,
    totalTime: row.totalTime,
    nutrition: row.nutrition ?? null,
    language: row.language,
  };
  // Whoever reads a withheld recipe may see it (its owner, household, a moderator): say why.
  const withheld = withheldOf({ removed_reason: row.removedReason, hidden: row.hiddenAt !== null });
  if (withheld) recipe.withheld = withheld;
  if (row.userId !== viewerId) return recipe;
  return {
    ...recipe,
    favorite: row.favorite,
    rating: row.rating,
    notes: row.notes,
    cookedCount: row.cookedCount,
    lastCookedAt: row.lastCookedAt,
  };
}

/**
 * The owner always sees a recipe, and so do the members of the owner's household (decision 045);
 * anyone else only a public one that is not withheld (decision 047), but a moderator that too.
 */
export async function findVisibleRecipe(
  db: Db,
  id: number,
  viewerId: string,
  moderates = false,
): Promise<RecipeRow | undefined> {
  const [row] = await db
    .select()
    .from(recipes)
    .where(
      and(
        eq(recipes.id, id),
        or(
          eq(recipes.userId, viewerId),
          moderates
            ? eq(recipes.isPublic, true)
            : and(eq(recipes.isPublic, true), eq(recipes.withheld, false)),
          sql`exists (select 1 from household_members mine
                        join household_members theirs on theirs.household_id = mine.household_id
                       where mine.user_id = ${viewerId} and theirs.user_id = ${recipes.userId})`,
        ),
      ),
    )
    .limit(1);
  return row;
}

export async function recipeExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.id, id))
    .limit(1);
  return Boolean(row);
}

export async function insertRecipe(
  db: Db,
  userId: string,
  values: RecipeWrite,
  image: string | null,
): Promise<RecipeRow> {
  const [row] = await db
    .insert(recipes)
    .values({
      ...(await columnsOf(db, userId, values)),
      userId,
      image,
    } as typeof recipes.$inferInsert)
    .returning();
  if (!row) throw new Error('recipe insert returned no row');
  return row;
}

/**
 * Updates the caller's own recipe (the owner check is part of the statement). `image`
 * undefined keeps the current photo. Resolves with the new row and the photo it replaced, or
 * undefined when the caller owns no recipe with that id.
 */
export async function updateOwnRecipe(
  db: Db,
  id: number,
  userId: string,
  values: RecipeWrite,
  image: string | null | undefined,
): Promise<{ row: RecipeRow; replacedImage: string | null } | undefined> {
  const columns = await columnsOf(db, userId, values);
  return db.transaction(async (tx) => {
    const owned = and(eq(recipes.id, id), eq(recipes.userId, userId));
    const [current] = await tx
      .select({ image: recipes.image })
      .from(recipes)
      .where(owned)
      .for('update');
    if (!current) return undefined;
    const [row] = await tx
      .update(recipes)
      .set({ ...columns, ...(image === undefined ? {} : { image }) })
      .where(owned)
      .returning();
    if (!row) return undefined;
    const replacedImage = image !== undefined && current.image !== image ? current.image : null;
    return { row, replacedImage };
  });
}

/** Changes only the fields the patch names, on the caller's own recipe; undefined if not owned. */
export async function patchOwnRecipe(
  db: Db,
  id: number,
  userId: string,
  patch: RecipePatch,
): Promise<RecipeRow | undefined> {
  const [row] = await db
    .update(recipes)
    .set(await columnsOf(db, userId, patch))
    .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
    .returning();
  return row;
}

/** Deletes the caller's own recipe; resolves with its photo URL, or undefined if not owned. */
export async function deleteOwnRecipe(
  db: Db,
  id: number,
  userId: string,
): Promise<{ image: string | null } | undefined> {
  const [row] = await db
    .delete(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
    .returning({ image: recipes.image });
  return row;
}

/**
 * The recipe of the day: the first of the cook's recipes whose random key is at or after a
 * threshold drawn from the UTC day (wrapping around), one probe of (user_id, random_key) however
 * many recipes there are and whenever they were added. Stored on the first ask of the day
 * (decision 037), so it is the same all day on every instance and recipes added later that day do
 * not swap it; deleting it picks another.
 */
export async function featuredRecipe(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<RecipeRow | undefined> {
  const day = now.toISOString().slice(0, 10);
  const stored = await storedPick(db, userId, day);
  if (stored) return stored;
  const threshold = dayThreshold(day);
  const pick = (await firstFrom(db, userId, threshold)) ?? (await firstFrom(db, userId, 0));
  if (!pick) return undefined;
  // Another instance may have stored today's pick meanwhile: the first one stored stands.
  const [taken] = await db
    .insert(featuredRecipes)
    .values({ userId, day, recipeId: pick.id })
    .onConflictDoUpdate({
      target: featuredRecipes.userId,
      set: { day, recipeId: pick.id },
      setWhere: sql`${featuredRecipes.day} <> ${day}`,
    })
    .returning({ recipeId: featuredRecipes.recipeId });
  return taken ? pick : ((await storedPick(db, userId, day)) ?? pick);
}

async function storedPick(db: Db, userId: string, day: string): Promise<RecipeRow | undefined> {
  const [row] = await db
    .select({ recipe: recipes })
    .from(featuredRecipes)
    .innerJoin(recipes, eq(recipes.id, featuredRecipes.recipeId))
    .where(and(eq(featuredRecipes.userId, userId), eq(featuredRecipes.day, day)))
    .limit(1);
  return row?.recipe;
}

/** A random recipe of the cook's: the first at or after a random key, wrapping around. */
export async function randomRecipe(db: Db, userId: string): Promise<RecipeRow | undefined> {
  const threshold = Math.random();
  return (await firstFrom(db, userId, threshold)) ?? (await firstFrom(db, userId, 0));
}

async function firstFrom(
  db: Db,
  userId: string,
  threshold: number,
): Promise<RecipeRow | undefined> {
  const [row] = await firstFromQuery(db, userId, threshold);
  return row;
}

/** The one index probe behind the random pick and the recipe of the day (exported for its plan). */
export function firstFromQuery(db: Db, userId: string, threshold: number) {
  return db
    .select()
    .from(recipes)
    .where(and(eq(recipes.userId, userId), gte(recipes.randomKey, threshold)))
    .orderBy(recipes.randomKey)
    .limit(1);
}

/** A number in [0, 1) from the day alone: the first 48 bits of its SHA-256. */
function dayThreshold(day: string): number {
  const digest = createHash('sha256').update(`simmer-featured:${day}`).digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}
