import type { Recipe } from '@contracts/recipes';
import { useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { AddToCookbookMenu } from '@/features/cookbooks/components/add-to-cookbook-menu';
import { useIsHouseholdMember } from '@/features/household/api/household-queries';
import { AddToPlanButton } from '@/features/meal-plan/components/add-to-plan-button';
import {
  isRecipeNotFound,
  isRecipeUnreachable,
  useRecipe,
} from '@/features/recipes/api/recipe-queries';
import { RecipeDetail } from '@/features/recipes/components/detail/recipe-detail';
import { RecipeUnavailable } from '@/features/recipes/components/recipe-unavailable';
import { ReportMenu } from '@/features/reports/components/report-menu';
import { useCurrentUser } from '@/lib/current-user';
import { useT } from '@/lib/i18n/texts';

/**
 * Which of ReportMenu's items to show: it draws the item's text from the `reports` catalogue
 * itself, and is told which by its English name.
 */
const REPORT_RECIPE = 'Report Recipe';

/** Recipe detail: /recipe/{id}. */
export function Component() {
  const t = useT('recipe');
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) {
    return <RecipeUnavailable notFound text={t('notFoundText')} backLabel={t('viewAllRecipes')} />;
  }
  return <RecipeScreen id={Number(id)} />;
}

function RecipeScreen({ id }: { id: number }) {
  const t = useT('recipe');
  const { user } = useCurrentUser();
  const { data: recipe, isPending, error, refetch } = useRecipe(id);

  if (isPending) return <RecipeSkeleton />;
  if (error) {
    const notFound = isRecipeNotFound(error);
    const offline = isRecipeUnreachable(error);
    return (
      <RecipeUnavailable
        notFound={notFound}
        offline={offline}
        text={notFound ? t('notFoundText') : offline ? t('offlineText') : t('fetchFailed')}
        backLabel={t('viewAllRecipes')}
        onRetry={() => refetch()}
      />
    );
  }

  const isOwner = recipe.userId === user?.id;
  // The owner files the recipe in a cookbook; another cook may report it.
  const other = isOwner ? (
    <AddToCookbookMenu recipeId={recipe.id} />
  ) : user ? (
    <ReportMenu
      label={REPORT_RECIPE}
      className="h-10 px-3"
      target={{
        contentType: 'recipe',
        contentId: recipe.id,
        reportedUserId: recipe.userId,
        title: recipe.title,
      }}
    />
  ) : undefined;
  const menu = user ? (
    <>
      <PlanAction recipe={recipe} isOwner={isOwner} />
      {other}
    </>
  ) : undefined;
  return <RecipeDetail recipe={recipe} isOwner={isOwner} menu={menu} />;
}

/**
 * "Add to plan" for a recipe the household's plan may hold: the cook's own, or a member's. Whether
 * another cook's recipe is a member's is read only for such a recipe.
 */
function PlanAction({ recipe, isOwner }: { recipe: Recipe; isOwner: boolean }) {
  const isMember = useIsHouseholdMember(recipe.userId, { enabled: !isOwner });
  return isOwner || isMember ? <AddToPlanButton recipe={recipe} /> : null;
}

function RecipeSkeleton() {
  const t = useT('recipe');
  return (
    <div role="status" className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
      <span className="sr-only">{t('loadingRecipe')}</span>
      <Skeleton className="h-4 w-36" />
      <Skeleton className="h-12 w-2/3" />
      <Skeleton className="h-5 w-full max-w-2xl" />
      <div className="flex flex-wrap gap-2">
        {['voice', 'recipe', 'steps', 'step', 'list', 'text'].map((button) => (
          <Skeleton key={button} className="h-10 w-28" />
        ))}
      </div>
      <Skeleton className="h-72 w-full rounded-3xl" />
      {/* As the recipe is laid out: its ingredients first on a phone, beside the steps wide. */}
      <div className="grid gap-8 lg:grid-cols-3">
        <Skeleton className="h-56 w-full lg:col-start-3 lg:row-start-1" />
        <div className="space-y-3 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      </div>
    </div>
  );
}
