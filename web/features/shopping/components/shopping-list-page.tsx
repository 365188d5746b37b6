import { paths } from '@contracts/routes';
import { ArrowLeft, BookOpen, CalendarDays, ListOrdered, ShoppingCart } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/texts';
import { useListChanges } from '../api/list-changes';
import { isListMissing, useShoppingList } from '../api/shopping-queries';
import type { ListLine } from '../lib/apply-changes';
import { groupLines } from '../lib/list-groups';
import { toBuyText } from '../lib/shopping-text';
import { AddLineForm } from './add-line-form';
import { AddPlanDialog } from './add-plan-dialog';
import { AddRecipeDialog } from './add-recipe-dialog';
import { AisleOrderDialog } from './aisle-order-dialog';
import { ListLines } from './list-lines';
import { ListUnavailable } from './list-unavailable';
import { MoveAisleDialog } from './move-aisle-dialog';
import { SyncStatus } from './sync-status';
import { useLineActions } from './use-line-actions';

type Open = 'recipe' | 'plan' | 'aisles' | 'clear' | null;

const PAGE_CLASS = 'mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10';

/**
 * One shopping list, made for a phone in a shop: add lines, tick them off aisle by aisle. It
 * works without a connection once opened: changes show at once and are sent when one is back.
 */
export function ShoppingListPage({ listId }: { listId: number }) {
  const t = useT('shopping');
  const { query, view, sync, waiting, state } = useShoppingList(listId);
  const changes = useListChanges(listId, sync);
  const [open, setOpen] = useState<Open>(null);
  const [moving, setMoving] = useState<ListLine | null>(null);
  const actions = useLineActions(changes, setMoving);
  const groups = useMemo(() => view && groupLines(view), [view]);
  const close = useCallback((next: boolean) => !next && setOpen(null), []);
  const clearButton = useRef<HTMLButtonElement>(null);

  if (!view || !groups) {
    if (query.isPending) {
      return (
        <div role="status" className={PAGE_CLASS}>
          <span className="sr-only">{t('loadingList')}</span>
          <Skeleton className="h-9 w-64 max-w-full" />
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="h-14 w-full rounded-lg" />
          ))}
        </div>
      );
    }
    return <ListUnavailable missing={isListMissing(query.error)} onRetry={() => query.refetch()} />;
  }

  const left = view.lines.length - groups.checked.length;
  return (
    <div className={PAGE_CLASS}>
      <title>{`${view.name} · Simmer`}</title>
      <header className="space-y-3">
        <Link
          to={paths.shopping}
          className="inline-flex min-h-11 items-center gap-1 text-muted-foreground text-sm hover:text-primary"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('allLists')}
        </Link>
        <div>
          <h1 className="break-words font-bold font-serif text-3xl sm:text-4xl">{view.name}</h1>
          <p className="mt-1 text-muted-foreground">
            {view.lines.length === 0 ? t('nothingOnList') : toBuyText(t, left)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" className="h-11" onClick={() => setOpen('recipe')}>
            <BookOpen aria-hidden="true" />
            {t('addFromRecipe')}
          </Button>
          <Button variant="outline" className="h-11" onClick={() => setOpen('plan')}>
            <CalendarDays aria-hidden="true" />
            {t('addFromPlan')}
          </Button>
          <Button variant="outline" className="h-11" onClick={() => setOpen('aisles')}>
            <ListOrdered aria-hidden="true" />
            {t('reorderAisles')}
          </Button>
        </div>
        <SyncStatus waiting={waiting} stalled={state.stalled} />
      </header>
      <AddLineForm onAdd={changes.add} />
      {view.lines.length === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title={t('nothingToBuy')}
          text={t('nothingToBuyText')}
          headingLevel="h2"
        />
      ) : (
        <ListLines groups={groups} {...actions} />
      )}
      {groups.checked.length > 0 && (
        <Button
          ref={clearButton}
          variant="outline"
          className="h-12 w-full"
          onClick={() => setOpen('clear')}
        >
          {t('clearChecked')}
        </Button>
      )}
      <AddRecipeDialog listId={listId} open={open === 'recipe'} onOpenChange={close} />
      {query.data && (
        <AddPlanDialog list={query.data} open={open === 'plan'} onOpenChange={close} />
      )}
      <AisleOrderDialog aisles={view.aisles} open={open === 'aisles'} onOpenChange={close} />
      <MoveAisleDialog
        line={moving}
        aisles={view.aisles}
        onClose={() => setMoving(null)}
        onMove={changes.move}
      />
      <ConfirmDeleteDialog
        open={open === 'clear'}
        onOpenChange={close}
        title={t('clearCheckedTitle')}
        description={t('clearCheckedText', { count: groups.checked.length })}
        pending={false}
        returnFocusTo={clearButton}
        fallbackFocus={() => document.getElementById('add-item')}
        confirmLabel={t('clearChecked')}
        onConfirm={() => {
          changes.clearChecked();
          setOpen(null);
        }}
      />
    </div>
  );
}
