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
import { useBulkAction, useMyCookbooks } from '../api/recipe-bulk';
import type { RecipeSelection } from '../lib/use-recipe-selection';
import { BulkTagForm } from './bulk-tag-form';

export const recipeCount = (count: number) => (count === 1 ? '1 recipe' : `${count} recipes`);

/** What the toast says once the server has answered how many recipes changed. */
function doneText(action: BulkAction, changed: number, cookbook?: string): string {
  const recipes = recipeCount(changed);
  switch (action) {
    case 'addTag':
      return `Tag added to ${recipes}`;
    case 'removeTag':
      return `Tag removed from ${recipes}`;
    case 'addToCookbook':
      return `Added ${recipes} to ${cookbook ?? 'the cookbook'}`;
    case 'setPublic':
      return `${recipes} made public`;
    case 'setPrivate':
      return `${recipes} made private`;
    case 'delete':
      return `${recipes} deleted`;
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
          toast({ title: doneText(action, changed, cookbook) });
          setTagMode(null);
          setConfirming(false);
          finish();
        },
        onError: (error) => {
          toast({
            title: 'The change could not be made',
            description: asApiError(error)?.message ?? 'Please try again.',
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
      aria-label="Bulk actions"
      className="fixed inset-x-0 top-20 z-30 mx-auto flex w-[min(72rem,calc(100%-2rem))] flex-col gap-3 rounded-2xl border border-primary bg-card p-3 shadow-lg print:hidden"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p role="status" className="mr-2 font-semibold">
          {count} selected
        </p>
        <Button type="button" size="sm" variant="ghost" onClick={selection.selectAll}>
          Select all ({loaded})
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={finish}>
          <X aria-hidden="true" />
          Clear
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
            Add tag
          </BarButton>
          <BarButton icon={Tags} onClick={() => setTagMode('removeTag')}>
            Remove tag
          </BarButton>
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <BarButton icon={BookPlus} disabled={bulk.isPending}>
                Add to cookbook
                <ChevronDown aria-hidden="true" />
              </BarButton>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              {cookbooks.isPending ? (
                <DropdownMenuItem disabled>Loading cookbooks…</DropdownMenuItem>
              ) : cookbooks.isError ? (
                <DropdownMenuItem disabled>Cookbooks could not be loaded</DropdownMenuItem>
              ) : cookbooks.data.length === 0 ? (
                <DropdownMenuItem disabled>No cookbooks yet</DropdownMenuItem>
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
            Make public
          </BarButton>
          <BarButton icon={Lock} disabled={bulk.isPending} onClick={() => run('setPrivate')}>
            Make private
          </BarButton>
          <BarButton
            icon={Trash2}
            className="text-destructive hover:bg-destructive-soft"
            disabled={bulk.isPending}
            ref={deleteButton}
            onClick={() => setConfirming(true)}
          >
            Delete
          </BarButton>
        </div>
      )}
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${recipeCount(count)}?`}
        description={`${count === 1 ? 'This recipe' : `These ${count} recipes`} will be deleted permanently, with their photos, notes and cooking log. This cannot be undone.`}
        pending={bulk.isPending}
        onConfirm={() => run('delete')}
        returnFocusTo={deleteButton}
        fallbackFocus={focusAfter}
      />
    </section>
  );
}
