import type { RecipeCard } from '@contracts/recipes';
import { paths } from '@contracts/routes';
import { BookMarked, BookOpen } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListPager } from '@/components/list-pager';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-user';
import { useT } from '@/lib/i18n/texts';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import {
  useDeleteCookbook,
  useRemoveFromCookbook,
  useReorderCookbook,
  useUpdateCookbook,
} from '../api/cookbook-mutations';
import { isCookbookNotFound, useCookbook, useCookbookRecipes } from '../api/cookbook-queries';
import { CookbookFormDialog } from './cookbook-form-dialog';
import { CookbookHeader } from './cookbook-header';
import { CookbookNotFound } from './cookbook-not-found';
import { COOKBOOK_RECIPE_GRID_CLASS, CookbookRecipeList } from './cookbook-recipe-list';

function toastRefused(error: unknown, title: string, description: string) {
  toast(
    rateLimitToast(error) ?? {
      title,
      description: asApiError(error)?.serverMessage ?? description,
      variant: 'destructive',
    },
  );
}

/**
 * One cookbook: /cookbooks/{id}. Its owner edits, deletes, publishes it and orders or takes out
 * its recipes; anyone else reads a public one. A missing or private one is "not found".
 */
export function CookbookPage({
  id,
  renderCard,
}: {
  id: number;
  renderCard: (card: RecipeCard, index: number) => ReactNode;
}) {
  const t = useT('cookbooks');
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const cookbook = useCookbook(id);
  const recipes = useCookbookRecipes(id, cookbook.isSuccess);
  const update = useUpdateCookbook(id);
  const deletion = useDeleteCookbook();
  const removal = useRemoveFromCookbook(id);
  const reorder = useReorderCookbook(id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (cookbook.isPending) return <CookbookSkeleton />;
  if (cookbook.isError) {
    if (isCookbookNotFound(cookbook.error)) return <CookbookNotFound />;
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <EmptyState icon={BookMarked} title={t('cookbookFailed')} headingLevel="h2">
          <Button variant="outline" onClick={() => cookbook.refetch()}>
            {t('tryAgain')}
          </Button>
        </EmptyState>
      </div>
    );
  }

  const book = cookbook.data;
  const isOwner = user?.id === book.userId;
  const { cards, query } = recipes;
  const refused = (error: unknown, description: string) =>
    toastRefused(error, t('error'), description);

  const togglePublic = () =>
    update.mutate(
      { name: book.name, isPublic: !book.isPublic },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.isPublic ? t('nowPublic') : t('nowPrivate'),
            description: saved.isPublic ? t('nowPublicText') : t('nowPrivateText'),
          }),
        onError: (error) => refused(error, t('changeFailed')),
      },
    );

  const confirmDelete = () =>
    deletion.mutate(id, {
      onSuccess: () => {
        toast({ title: t('deleted'), description: t('deletedText', { name: book.name }) });
        navigate(paths.cookbooks);
      },
      onError: (error) => {
        setDeleting(false);
        refused(error, t('deleteFailed'));
      },
    });

  const remove = (card: RecipeCard) =>
    removal.mutate(card.id, {
      onSuccess: () =>
        toast({
          title: t('removed'),
          description: t('removedText', { title: card.title, cookbook: book.name }),
        }),
      onError: (error) => refused(error, t('removeFailed')),
    });

  const move = (from: number, to: number) => {
    const next = [...cards];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    reorder.mutate(next, {
      onError: (error) => refused(error, t('reorderFailed')),
    });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" className={COOKBOOK_RECIPE_GRID_CLASS}>
        <span className="sr-only">{t('loadingRecipes')}</span>
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-80 w-full rounded-2xl" />
        ))}
      </div>
    );
  } else if (query.isError && !query.data) {
    body = (
      <EmptyState icon={BookOpen} title={t('recipesFailed')} headingLevel="h2">
        <Button variant="outline" onClick={() => query.refetch()}>
          {t('tryAgain')}
        </Button>
      </EmptyState>
    );
  } else if (cards.length === 0 && !query.hasNextPage) {
    body = (
      <EmptyState
        icon={BookOpen}
        title={t('noRecipesTitle')}
        text={isOwner ? t('noRecipesText') : undefined}
        headingLevel="h2"
      />
    );
  } else {
    body = (
      <>
        <CookbookRecipeList
          cards={cards}
          cookbookName={book.name}
          editable={isOwner}
          complete={recipes.complete}
          busy={reorder.isPending}
          onMove={move}
          onRemove={remove}
          renderCard={renderCard}
        />
        <ListPager
          query={query}
          shown={cards.length}
          text={{
            more: t('loadMoreRecipes'),
            loading: t('loadingMoreRecipes'),
            failed: t('moreRecipesFailed'),
          }}
        />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${book.name} · Simmer`}</title>
      <CookbookHeader
        cookbook={book}
        isOwner={isOwner}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
        onTogglePublic={togglePublic}
        toggling={update.isPending}
      />
      <section aria-label={t('recipes')} className="space-y-4">
        {body}
      </section>
      {isOwner && (
        <>
          <CookbookFormDialog open={editing} onOpenChange={setEditing} cookbook={book} />
          <ConfirmDeleteDialog
            open={deleting}
            onOpenChange={setDeleting}
            title={t('deleteTitle')}
            description={t('deleteText', { name: book.name })}
            pending={deletion.isPending}
            onConfirm={confirmDelete}
          />
        </>
      )}
    </div>
  );
}

function CookbookSkeleton() {
  const t = useT('cookbooks');
  return (
    <div role="status" className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
      <span className="sr-only">{t('loadingCookbook')}</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-full max-w-xl" />
      <div className={COOKBOOK_RECIPE_GRID_CLASS}>
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-80 w-full rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
