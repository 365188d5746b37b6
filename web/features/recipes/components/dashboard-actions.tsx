import { paths } from '@contracts/routes';
import { BookOpen, PlusCircle } from 'lucide-react';
import { Link } from 'react-router';
import { ActionCard, STRETCHED } from '@/components/action-card';
import { useT } from '@/lib/i18n/texts';
import { useDashboardRecipes } from '../api/recipe-queries';
import { savedRecipesText } from '../lib/recipe-total';
import { RandomRecipeCard } from './random-recipe-card';

/** The dashboard's three action cards. */
export function DashboardActions() {
  const t = useT('recipes');
  const { query, total } = useDashboardRecipes();

  return (
    <section aria-labelledby="dashboard-actions-heading">
      <h2 id="dashboard-actions-heading" className="sr-only">
        {t('quickActions')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        <li>
          <ActionCard
            icon={BookOpen}
            action={
              <Link to={paths.recipes} className={STRETCHED}>
                {t('viewAllRecipes')}
              </Link>
            }
          >
            {query.isPending ? (
              <>
                <span className="sr-only">{t('countingRecipes')}</span>
                <span
                  aria-hidden="true"
                  className="mt-1 inline-block h-4 w-28 animate-pulse rounded-md bg-border"
                />
              </>
            ) : total ? (
              savedRecipesText(t, total)
            ) : (
              t('browseCollection')
            )}
          </ActionCard>
        </li>
        <li>
          <ActionCard
            icon={PlusCircle}
            action={
              <Link to={paths.create} className={STRETCHED}>
                {t('createNewRecipe')}
              </Link>
            }
          >
            {t('addNewRecipe')}
          </ActionCard>
        </li>
        <li>
          <RandomRecipeCard />
        </li>
      </ul>
    </section>
  );
}
