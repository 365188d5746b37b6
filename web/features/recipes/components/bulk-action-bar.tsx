import type { BulkAction } from '@contracts/recipe-bulk';
import {
  BookPlus,
  ChevronDown,
  Globe,
  Lock,
  type LucideIcon,
  Tag,
  Tags,
  Trash2,
  X,
} from 'lucide-react';
import { type ComponentProps, useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { useBulkAction, useMyCookbooks } from '../api/recipe-bulk';
import type { RecipesT } from '../lib/collection-text';
import type { RecipeSelection } from '../lib/use-recipe-selection';
import { BulkTagForm } from './bulk-tag-form';

/** What the toast says once the server has answered how many recipes changed. */
function doneText(t: RecipesT, action: BulkAction, count: number, cookbook?: string): string {
  switch (action) {
    case 'addTag':
      return t('bulkTagAdded', { count });
    case 'removeTag':
      return t('bulkTagRemoved', { count });
    case 'addToCookbook':
      return cookbook
        ? t('bulkAddedToCookbook', { count, cookbook })
        : t('bulkAddedToTheCookbook', { count });
    case 'setPublic':
      return t('bulkMadePublic', { count });
    case 'setPrivate':
      return t('bulkMadePrivate', { count });
    case 'delete':
      return t('bulkDeleted', { count });
  }
}

/** One of the bar's actions: a small outlined button led by its icon. */
function BarButton({
  icon: Icon,
  children,
  ...props
}: ComponentProps<typeof Button> & { icon: LucideIcon }) {
  return (
    <Button type="button" size="sm" variant="outline" {...props}>
      <Icon aria-hidden="true" />
      {children}
    </Button>
  );
}

/**
 * The bar over My Recipes while cards are chosen: how many, select all or clear, and the actions
 * that apply to all of them at once. The bar goes once the selection is cleared, taking the
 * focused button with it: focus then moves to `focusAfter` (the list), not to the page's body.
 */
export function BulkActionBar({
  selection,
  loaded,
  focusAfter,
}: {
  selection: RecipeSelection;
  loaded: number;
  focusAfter: () => HTMLElement | null;
}) {
  const t = useT('recipes');
  const bulk = useBulkAction();
  const cookbooks = useMyCookbooks();
  const [tagMode, setTagMode] = useState<'addTag' | 'removeTag' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { selected } = selection;
  const count = selected.length;
  const deleteButton = useRef<HTMLButtonElement>(null);
  const finish = () => {
    focusAfter()?.focus({ preventScroll: true });
    selection.clear();
  };

  const run = (action: BulkAction, value?: string | number, cookbook?: string) =>
    bulk.mutate(
      { ids: selected, action, value },
      {
        onSuccess: (changed) => {
          toast({ title: doneText(t, action, changed, cookbook) });
          setTagMode(null);
          setConfirming(false);
          finish();
        },
        onError: (error) => {
          toast({
            title: t('changeFailed'),
            description: asApiError(error)?.message ?? t('pleaseTryAgain'),
            variant: 'destructive',
          });
          setConfirming(false);
        },
      },
    );

  return (
    // Fixed just below the navigation bar rather than in the page's flow: appearing on the first
    // click, it would otherwise push the cards down under the pointer about to shift-click one.
    <section
      aria-label={t('bulkActions')}
      className="fixed inset-x-0 top-20 z-30 mx-auto flex w-[min(72rem,calc(100%-2rem))] flex-col gap-3 rounded-2xl border border-primary bg-card p-3 shadow-lg print:hidden"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p role="status" className="mr-2 font-semibold">
          {t('selectedCount', { count })}
        </p>
        <Button type="button" size="sm" variant="ghost" onClick={selection.selectAll}>
          {t('selectAll', { count: loaded })}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={finish}>
          <X aria-hidden="true" />
          {t('clear')}
        </Button>
      </div>
      {tagMode ? (
        <BulkTagForm
          key={tagMode}
          mode={tagMode}
          pending={bulk.isPending}
          onSubmit={(tag) => run(tagMode, tag)}
          onCancel={() => setTagMode(null)}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <BarButton icon={Tag} onClick={() => setTagMode('addTag')}>
            {t('addTag')}
          </BarButton>
          <BarButton icon={Tags} onClick={() => setTagMode('removeTag')}>
            {t('removeTag')}
          </BarButton>
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <BarButton icon={BookPlus} disabled={bulk.isPending}>
                {t('addToCookbook')}
                <ChevronDown aria-hidden="true" />
              </BarButton>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              {cookbooks.isPending ? (
                <DropdownMenuItem disabled>{t('loadingCookbooks')}</DropdownMenuItem>
              ) : cookbooks.isError ? (
                <DropdownMenuItem disabled>{t('cookbooksFailed')}</DropdownMenuItem>
              ) : cookbooks.data.length === 0 ? (
                <DropdownMenuItem disabled>{t('noCookbooks')}</DropdownMenuItem>
              ) : (
                cookbooks.data.map((cookbook) => (
                  <DropdownMenuItem
                    key={cookbook.id}
                    onSelect={() => run('addToCookbook', cookbook.id, cookbook.name)}
                  >
                    {cookbook.name}
                  </DropdownMenuItem>
                ))
              )}
            </DropdownMenuContent>
          </DropdownMenu>
          <BarButton icon={Globe} disabled={bulk.isPending} onClick={() => run('setPublic')}>
            {t('makePublic')}
          </BarButton>
          <BarButton icon={Lock} disabled={bulk.isPending} onClick={() => run('setPrivate')}>
            {t('makePrivate')}
          </BarButton>
          <BarButton
            icon={Trash2}
            className="text-destructive hover:bg-destructive-soft"
            disabled={bulk.isPending}
            ref={deleteButton}
            onClick={() => setConfirming(true)}
          >
            {t('delete')}
          </BarButton>
        </div>
      )}
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('bulkDeleteTitle', { count })}
        description={t('bulkDeleteText', { count })}
        pending={bulk.isPending}
        onConfirm={() => run('delete')}
        returnFocusTo={deleteButton}
        fallbackFocus={focusAfter}
      />
    </section>
  );
}
