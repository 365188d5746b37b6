import { exportedRecipeSchema } from '../../../../contracts/portability.js';
import type { ForeignRecipe, RecipeWithImagePath } from './shared/foreign-recipe.js';
import { cookedDaysIn } from './simmer-collection.js';

/** A Simmer recipe keeps its difficulty, which other apps' recipes do not have. */
export type SimmerRecipe = ForeignRecipe & { difficulty: string | null };

/** The title a report names a recipe by, even one that is not a recipe at all. */
function titleOf(item: unknown, position: number): string {
  const title = (item as { title?: unknown } | null)?.title;
  return typeof title === 'string' && title.trim() ? title.trim() : `Recipe ${position}`;
}

/**
 * One item of a Simmer export's recipes.json (decision 027), the `position`th from 1, as a recipe
 * to import, with its photo's path inside the archive (null for none), which the reader attaches;
 * an item that is not a recipe is refused, named by its title or its position.
 */
export function simmerRecipe(item: unknown, position: number): RecipeWithImagePath {
  const parsed = exportedRecipeSchema.safeParse(item);
  if (!parsed.success) {
    return {
      recipe: {
        title: titleOf(item, position),
        reason: 'It is not a recipe: its title, ingredients or steps are missing',
      },
      imagePath: null,
    };
  }
  const { data } = parsed;
  const recipe: SimmerRecipe = {
    title: data.title,
    description: data.description ?? '',
    prepTime: data.prepTime ?? null,
    cookTime: data.cookTime ?? null,
    servings: data.servings ?? null,
    difficulty: data.difficulty || null,
    ingredients: data.ingredients,
    instructions: data.instructions,
    photo: null,
    tags: data.tags ?? [],
    sourceUrl: data.sourceUrl ?? null,
    totalTime: data.totalTime ?? null,
    nutrition: data.nutrition ?? null,
    favorite: data.favorite ?? false,
    rating: data.rating ?? null,
    notes: data.notes ?? null,
    // An export from before recipes had a language says nothing: guessed as any import is.
    ...(data.language === undefined ? {} : { language: data.language }),
    sourceId: data.id ?? null,
    cookingLog: cookedDaysIn(item),
  };
  return { recipe, imagePath: data.photo || null };
}
