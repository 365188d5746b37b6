import { isWebAddress, NUTRIENTS, type Nutrition } from '@contracts/organise';
import { paths } from '@contracts/routes';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/texts';

/** My Recipes showing only the recipes with this tag. */
export const tagListUrl = (tag: string) => `${paths.recipes}?${new URLSearchParams({ tag })}`;

/** A recipe's tags, each a way to the cook's other recipes with that tag. */
export function RecipeTags({ tags }: { tags: readonly string[] }) {
  const t = useT('recipe');
  if (!tags.length) return null;
  return (
    <ul aria-label={t('tags')} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={tagListUrl(tag)}
            className="inline-flex items-center rounded-full border border-accent-border bg-accent px-2.5 py-0.5 font-medium text-primary-strong text-xs hover:underline"
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Where the recipe came from, by its site's name, opening in a new tab. Only an http(s) address
 * is ever a link: anything else stored (an old import, a hand-made archive) could run script.
 */
export function RecipeSource({ url }: { url: string | null }) {
  const t = useT('recipe');
  if (!url || !isWebAddress(url)) return null;
  const host = new URL(url).hostname.replace(/^www\./, '');
  return (
    <p className="text-muted-foreground text-sm">
      {t('sourceLabel')}{' '}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        // On paper the whole address is printed after the site's name (styles.css).
        data-print-url={url}
        className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
      >
        {host}
        <ExternalLink className="size-3.5 print:hidden" aria-hidden="true" />
        <span className="sr-only">{t('opensInNewTab')}</span>
      </a>
    </p>
  );
}

/** Nutrition per serving, the nutrients given in a label's order. */
export function NutritionCard({ nutrition }: { nutrition: Nutrition | null }) {
  const t = useT('recipe');
  const rows = NUTRIENTS.flatMap((nutrient) => {
    const value = nutrition?.[nutrient];
    return value ? [{ nutrient, value }] : [];
  });
  if (!rows.length) return null;
  return (
    <Card className="p-5">
      <section aria-labelledby="recipe-nutrition-heading">
        <h2 id="recipe-nutrition-heading" className="font-semibold font-serif text-xl">
          {t('nutrition')}
        </h2>
        <table className="mt-4 w-full text-sm">
          <caption className="sr-only">{t('nutritionPerServing')}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('nutrient')}</th>
              <th scope="col">{t('perServing')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ nutrient, value }) => (
              <tr key={nutrient} className="border-border border-b last:border-0">
                <th scope="row" className="py-1.5 text-left font-normal text-muted-foreground">
                  {t('nutrientName', { nutrient })}
                </th>
                <td className="py-1.5 text-right font-medium">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-muted-foreground text-xs">{t('perServing')}</p>
      </section>
    </Card>
  );
}
