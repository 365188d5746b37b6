import { paths } from '@contracts/routes';
import { ArrowRight, CalendarHeart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/texts';
import { useFeaturedRecipe } from '../api/featured-recipe';
import { CreateRecipeButton } from './create-recipe-button';
import { RecipeImage } from './recipe-image';

const HEADING_ID = 'featured-recipe-heading';

/**
 * The home's daily featured recipe: one of the cook's own recipes, the same all day. Skeletons
 * while loading; 'No Featured Recipe Today' with a Create Recipe link when there is none.
 */
export function DailyFeaturedRecipe() {
  const t = useT('recipes');
  const { data: recipe, isPending, isError, refetch } = useFeaturedRecipe();

  let content: ReactNode;
  if (isPending) {
    content = <FeaturedSkeleton />;
  } else if (isError) {
    content = (
      <div className="flex flex-wrap items-center gap-4 p-6">
        <p className="text-muted-foreground">{t('featuredFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  } else if (!recipe) {
    content = (
      <div className="flex flex-col items-start gap-3 p-6 sm:p-8">
        <h3 className="font-semibold font-serif text-2xl">{t('noFeaturedTitle')}</h3>
        <p className="text-muted-foreground">{t('noFeaturedText')}</p>
        <CreateRecipeButton className="mt-2" />
      </div>
    );
  } else {
    content = (
      <div className={recipe.image ? 'grid md:grid-cols-[2fr_3fr]' : undefined}>
        {recipe.image && (
          <RecipeImage
            src={recipe.image}
            // The home's largest picture, at the top: fetched first. Two fifths of the row from md.
            sizes="(min-width: 1152px) 440px, (min-width: 768px) 40vw, 100vw"
            priority
            className="aspect-[16/10] w-full md:aspect-auto md:h-full"
          />
        )}
        <div className="flex flex-col items-start justify-center gap-3 p-6 sm:p-8">
          <h3 className="font-bold font-serif text-2xl sm:text-3xl">{recipe.title}</h3>
          <p className="line-clamp-2 text-muted-foreground">
            {recipe.description?.trim() || t('featuredFallback')}
          </p>
          <Button asChild className="mt-2">
            <Link to={paths.recipe(recipe.id)}>
              {t('viewRecipe')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <section
      aria-labelledby={HEADING_ID}
      className="overflow-hidden rounded-3xl border border-notice-border bg-gradient-to-br from-notice via-card to-accent/50 shadow-sm"
    >
      <h2
        id={HEADING_ID}
        className="flex items-center gap-2 px-6 pt-5 font-semibold text-primary-strong text-sm uppercase tracking-wide sm:px-8"
      >
        <CalendarHeart className="size-4" aria-hidden="true" />
        {t('featuredHeading')}
      </h2>
      {content}
    </section>
  );
}

function FeaturedSkeleton() {
  const t = useT('recipes');
  return (
    <div role="status" className="grid gap-6 p-6 sm:p-8 md:grid-cols-[2fr_3fr]">
      <span className="sr-only">{t('loadingFeatured')}</span>
      <Skeleton className="aspect-[16/10] w-full rounded-2xl" />
      <div className="space-y-3 self-center">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="mt-4 h-10 w-36" />
      </div>
    </div>
  );
}
