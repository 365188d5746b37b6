import type { ListTotal } from '@/lib/recipe-card-pages';
import type { RecipesT } from './collection-text';

/** What a message's `atLeast` select reads: 'yes' for a search the server stopped counting. */
const countValues = (total: ListTotal) => ({
  count: total.count,
  atLeast: total.atLeast ? 'yes' : 'no',
});

/** My Recipes' header: "12 recipes", "1 recipe", "1,000+ recipes"; for a search "3 recipes found". */
export function recipeTotalText(t: RecipesT, total: ListTotal, searching: boolean): string {
  return t(searching ? 'totalFound' : 'total', countValues(total));
}

/** The dashboard's "1 recipe saved", "{n} recipes saved". */
export function savedRecipesText(t: RecipesT, total: ListTotal): string {
  return t('totalSaved', countValues(total));
}
