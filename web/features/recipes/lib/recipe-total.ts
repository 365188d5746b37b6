import type { ListTotal } from '@/lib/recipe-card-pages';

const plural = (total: ListTotal) => total.atLeast || total.count !== 1;

/** "1,234" or "1,000+" (a search the server stopped counting). */
export function formatTotal(total: ListTotal): string {
  return `${total.count.toLocaleString('en-US')}${total.atLeast ? '+' : ''}`;
}

/** My Recipes' header: "12 recipes", "1 recipe"; for a search "3 recipes found". */
export function recipeTotalText(total: ListTotal, searching: boolean): string {
  const recipes = `${formatTotal(total)} ${plural(total) ? 'recipes' : 'recipe'}`;
  return searching ? `${recipes} found` : recipes;
}

/** The dashboard's "1 recipe saved", "{n} recipes saved". */
export function savedRecipesText(total: ListTotal): string {
  return `${recipeTotalText(total, false)} saved`;
}
