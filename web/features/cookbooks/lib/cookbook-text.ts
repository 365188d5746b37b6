/** "1 recipe", "12 recipes". */
export const recipeCountText = (count: number) => (count === 1 ? '1 recipe' : `${count} recipes`);
