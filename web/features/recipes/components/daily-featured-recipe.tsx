/**
 * Slot for the home's "Daily featured recipe" block (SPEC §2: title, description, image and a
 * 'View Recipe' link; skeletons while loading; 'No Featured Recipe Today' when there is none).
 * The featured-recipe issue fills it from GET /api/recipes/featured/daily; until then it renders
 * nothing rather than claim there is no recipe.
 */
export function DailyFeaturedRecipe() {
  return null;
}
