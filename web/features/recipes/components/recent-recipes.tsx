import { paths } from '@contracts/routes';
import { ArrowRight, BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { useDashboardRecipes } from '../api/recipe-queries';
import { CreateRecipeButton } from './create-recipe-button';
import { RecipeCard } from './recipe-card';
import { RECIPE_GRID_CLASS, RecipeGridSkeleton } from './recipe-card-skeleton';

const PLACEHOLDER_COUNT = 8;

/** Dashboard 'Recent Recipes': the newest 6, 8 placeholders while loading. */
export function RecentRecipes() {
  const t = useT('recipes');
  const { query, cards } = useDashboardRecipes();

  return (
    <section aria-labelledby="recent-recipes-heading" className="space-y-5">
      <div className="flex items-center justify-between gap-4">
        <h2 id="recent-recipes-heading" className="font-bold font-serif text-2xl">
          {t('recentRecipes')}
        </h2>
        <Button asChild variant="ghost" size="sm" className="text-primary">
          <Link to={paths.recipes}>
            {t('viewAll')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {query.isPending ? (
        <RecipeGridSkeleton count={PLACEHOLDER_COUNT} label={t('loadingRecipes')} />
      ) : query.isError ? (
        <EmptyState icon={BookOpen} title={t('recipesFailed')}>
          <Button variant="outline" onClick={() => query.refetch()}>
            {t('tryAgain')}
          </Button>
        </EmptyState>
      ) : cards.length === 0 ? (
        <EmptyState icon={BookOpen} title={t('noRecipesTitle')} text={t('noRecipesText')}>
          <CreateRecipeButton />
        </EmptyState>
      ) : (
        <ul className={RECIPE_GRID_CLASS}>
          {cards.map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
