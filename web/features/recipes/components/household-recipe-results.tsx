import { paths } from '@contracts/routes';
import { SearchX, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/user-avatar';
import { useCurrentUser } from '@/lib/current-user';
import { useT } from '@/lib/i18n/texts';
import { personName } from '@/lib/person-name';
import type { useHouseholdRecipeCards } from '../api/household-recipes';
import { RecipeCard } from './recipe-card';
import { RECIPE_GRID_CLASS, RecipeGridSkeleton } from './recipe-card-skeleton';
import { RecipePager } from './recipe-pager';

type HouseholdList = ReturnType<typeof useHouseholdRecipeCards>;
type Card = HouseholdList['cards'][number];

/**
 * My Recipes in the household's scope: every member's recipes as cards, each saying whose it is,
 * with the same loading, empty and failed states as the cook's own list. Only reading: a member's
 * recipe is changed by its owner, from its page.
 */
export function HouseholdRecipeResults({
  list: { query, cards },
  search,
}: {
  list: HouseholdList;
  search: string;
}) {
  const t = useT('recipes');
  const { user } = useCurrentUser();

  if (query.isPending || (query.isPlaceholderData && cards.length === 0)) {
    return <RecipeGridSkeleton count={8} label={t('loadingRecipes')} />;
  }
  if (query.isError && !query.data) {
    return (
      <EmptyState icon={UsersRound} title={t('householdFailed')} headingLevel="h2">
        <Button variant="outline" onClick={() => query.refetch()}>
          {t('tryAgain')}
        </Button>
      </EmptyState>
    );
  }
  if (cards.length === 0 && !query.hasNextPage) {
    return search ? (
      <EmptyState
        icon={SearchX}
        title={t('noneFound')}
        text={t('noMatch', { search })}
        headingLevel="h2"
      />
    ) : (
      <EmptyState
        icon={UsersRound}
        title={t('householdEmptyTitle')}
        text={t('householdEmptyText')}
        headingLevel="h2"
      >
        <Button asChild>
          <Link to={paths.household}>{t('goToHousehold')}</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <ul
        aria-label={t('householdRecipes')}
        className={RECIPE_GRID_CLASS}
        aria-busy={query.isPlaceholderData}
      >
        {cards.map((card, index) => (
          <li key={card.id}>
            <RecipeCard
              recipe={card}
              titleAs="h2"
              priority={index === 0}
              byline={<RecipeCook card={card} isViewer={card.userId === user?.id} />}
            />
          </li>
        ))}
      </ul>
      <RecipePager query={query} shown={cards.length} />
    </>
  );
}

/** Whose recipe a card is: the cook's picture and name, or "Your recipe". */
function RecipeCook({ card, isViewer }: { card: Card; isViewer: boolean }) {
  const t = useT('recipes');
  const member = t('aMember');
  const name = isViewer ? t('yourRecipe') : card.user ? personName(card.user, member) : member;
  return (
    <p className="flex min-w-0 items-center gap-2 text-muted-foreground text-sm">
      <UserAvatar
        src={card.user?.profileImageUrl}
        displayName={card.user?.displayName ?? name}
        size={24}
        className="size-6 shadow-none ring-0"
        fallbackClassName="text-[0.625rem]"
      />
      <span className="truncate">{isViewer ? name : t('byCook', { name })}</span>
    </p>
  );
}
