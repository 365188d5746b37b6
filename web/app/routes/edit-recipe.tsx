import { useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import {
  isRecipeNotFound,
  isRecipeUnreachable,
  useRecipe,
} from '@/features/recipes/api/recipe-queries';
import { EditRecipeForm } from '@/features/recipes/components/form/edit-recipe-form';
import { RecipeUnavailable } from '@/features/recipes/components/recipe-unavailable';
import { useCurrentUser } from '@/lib/current-user';
import { useT } from '@/lib/i18n/texts';
import { NotFound } from '../not-found';

/** Edit Recipe: /edit/{id}, id numeric. */
export function Component() {
  const { id = '' } = useParams();
  // /edit/{id} exists only for a numeric id; the router has no pattern for that.
  if (!/^\d+$/.test(id)) return <NotFound />;
  return <EditRecipeScreen id={Number(id)} />;
}

function EditRecipeScreen({ id }: { id: number }) {
  const t = useT('recipe');
  const { user } = useCurrentUser();
  const { data: recipe, isPending, error, refetch } = useRecipe(id);

  if (isPending) return <EditRecipeSkeleton />;
  // Only the owner may change a recipe (decision 011): someone else's public recipe is "not found" here.
  if (error || recipe.userId !== user?.id) {
    const notFound = !error || isRecipeNotFound(error);
    // No answer at all: the recipe page's own words for it, not a failure of the server.
    const offline = !notFound && isRecipeUnreachable(error);
    return (
      <RecipeUnavailable
        notFound={notFound}
        offline={offline}
        text={notFound ? t('editNotFoundText') : offline ? t('offlineText') : t('fetchFailed')}
        backLabel={t('backToMyRecipes')}
        onRetry={() => refetch()}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <title>{t('editPageTitle', { title: recipe.title })}</title>
      <header className="mb-8">
        <h1 className="font-bold font-serif text-3xl sm:text-4xl">{t('editTitle')}</h1>
        <p className="mt-2 text-muted-foreground">{t('editIntro', { title: recipe.title })}</p>
      </header>
      <EditRecipeForm key={recipe.id} recipe={recipe} />
    </div>
  );
}

function EditRecipeSkeleton() {
  const t = useT('recipe');
  return (
    <div role="status" className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <span className="sr-only">{t('loadingRecipe')}</span>
      <Skeleton className="h-10 w-56" />
      <Skeleton className="h-5 w-80 max-w-full" />
      {['basic', 'details', 'ingredients', 'instructions'].map((card) => (
        <div key={card} className="space-y-4 rounded-2xl border border-border bg-card p-6">
          <Skeleton className="h-6 w-44" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
