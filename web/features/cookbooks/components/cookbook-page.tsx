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

const PAGER_TEXT = {
  more: 'Load more recipes',
  loading: 'Loading more recipes…',
  failed: 'More recipes could not be loaded. Please try again.',
};

function toastRefused(error: unknown, description: string) {
  toast(
    rateLimitToast(error) ?? {
      title: 'Error',
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
        <EmptyState icon={BookMarked} title="This cookbook could not be loaded" headingLevel="h2">
          <Button variant="outline" onClick={() => cookbook.refetch()}>
            Try Again
          </Button>
        </EmptyState>
      </div>
    );
  }

  const book = cookbook.data;
  const isOwner = user?.id === book.userId;
  const { cards, query } = recipes;

  const togglePublic = () =>
    update.mutate(
      { name: book.name, isPublic: !book.isPublic },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.isPublic ? 'Cookbook is public' : 'Cookbook is private',
            description: saved.isPublic
              ? 'Anyone with the link can read it and its public recipes.'
              : 'Only you can see it now.',
          }),
        onError: (error) => toastRefused(error, 'The cookbook could not be changed'),
      },
    );

  const confirmDelete = () =>
    deletion.mutate(id, {
      onSuccess: () => {
        toast({ title: 'Cookbook deleted', description: `"${book.name}" has been deleted.` });
        navigate(paths.cookbooks);
      },
      onError: (error) => {
        setDeleting(false);
        toastRefused(error, 'The cookbook could not be deleted');
      },
    });

  const remove = (card: RecipeCard) =>
    removal.mutate(card.id, {
      onSuccess: () =>
        toast({ title: 'Removed', description: `"${card.title}" is no longer in ${book.name}.` }),
      onError: (error) => toastRefused(error, 'The recipe could not be removed'),
    });

  const move = (from: number, to: number) => {
    const next = [...cards];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    reorder.mutate(next, {
      onError: (error) => toastRefused(error, 'The new order could not be saved'),
    });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" className={COOKBOOK_RECIPE_GRID_CLASS}>
        <span className="sr-only">Loading recipes…</span>
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-80 w-full rounded-2xl" />
        ))}
      </div>
    );
  } else if (query.isError && !query.data) {
    body = (
      <EmptyState icon={BookOpen} title="The recipes could not be loaded" headingLevel="h2">
        <Button variant="outline" onClick={() => query.refetch()}>
          Try Again
        </Button>
      </EmptyState>
    );
  } else if (cards.length === 0 && !query.hasNextPage) {
    body = (
      <EmptyState
        icon={BookOpen}
        title="No recipes in this cookbook yet"
        text={isOwner ? 'Open a recipe and choose "Add to cookbook" to put it here.' : undefined}
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
        <ListPager query={query} shown={cards.length} text={PAGER_TEXT} />
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
      <section aria-label="Recipes" className="space-y-4">
        {body}
      </section>
      {isOwner && (
        <>
          <CookbookFormDialog open={editing} onOpenChange={setEditing} cookbook={book} />
          <ConfirmDeleteDialog
            open={deleting}
            onOpenChange={setDeleting}
            title="Delete cookbook"
            description={`Delete "${book.name}"? Only the cookbook goes: the recipes in it are kept in My Recipes.`}
            pending={deletion.isPending}
            onConfirm={confirmDelete}
          />
        </>
      )}
    </div>
  );
}

function CookbookSkeleton() {
  return (
    <div role="status" className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
      <span className="sr-only">Loading cookbook…</span>
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
