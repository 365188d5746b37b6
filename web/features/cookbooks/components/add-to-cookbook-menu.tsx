import type { Cookbook } from '@contracts/cookbooks';
import { BookMarked, Check, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
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
import { rateLimitToast } from '@/lib/rate-limit-toast';
import { useAddToCookbook } from '../api/cookbook-mutations';
import { useCookbooks } from '../api/cookbook-queries';

// The form (react-hook-form, its resolver) loads only when a cook starts a cookbook from here: the
// recipe page, opened far more often, does without it.
const CookbookFormDialog = lazy(() =>
  import('./cookbook-form-dialog').then((module) => ({ default: module.CookbookFormDialog })),
);

/**
 * "Add to cookbook" on the owner's recipe page: a menu of the cook's cookbooks, where choosing one
 * puts the recipe at its end, and "New cookbook…", which creates one and puts the recipe in it.
 * The API cannot tell which cookbooks already hold a recipe, so only those it was added to here
 * are ticked.
 */
export function AddToCookbookMenu({ recipeId }: { recipeId: number }) {
  const t = useT('cookbooks');
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [added, setAdded] = useState<ReadonlySet<number>>(new Set());
  // Read when first opened: most visits to a recipe never open the menu.
  const cookbooks = useCookbooks({ enabled: open || creating });
  const addition = useAddToCookbook();

  const add = (cookbook: Cookbook) =>
    addition.mutate(
      { cookbookId: cookbook.id, recipeId },
      {
        onSuccess: () => {
          setAdded((before) => new Set(before).add(cookbook.id));
          toast({
            title: t('addedTo', { cookbook: cookbook.name }),
            description: t('addedAtEnd'),
          });
        },
        onError: (error) =>
          toast(
            rateLimitToast(error) ?? {
              title: t('error'),
              description:
                asApiError(error)?.serverMessage ?? t('addFailed', { cookbook: cookbook.name }),
              variant: 'destructive',
            },
          ),
      },
    );

  return (
    <>
      <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" disabled={addition.isPending}>
            <BookMarked aria-hidden="true" />
            {t('addToCookbook')}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent aria-label={t('addToCookbook')} className="max-h-80 overflow-y-auto">
          {cookbooks.isPending ? (
            <DropdownMenuItem disabled>{t('loadingCookbooks')}</DropdownMenuItem>
          ) : cookbooks.isError ? (
            <DropdownMenuItem onSelect={() => cookbooks.refetch()}>
              {t('cookbooksFailed')}
            </DropdownMenuItem>
          ) : (
            cookbooks.data.map((cookbook) => {
              const isAdded = added.has(cookbook.id);
              return (
                <DropdownMenuItem
                  key={cookbook.id}
                  disabled={isAdded}
                  onSelect={() => add(cookbook)}
                >
                  {isAdded ? (
                    <Check aria-hidden="true" />
                  ) : (
                    <span className="size-4" aria-hidden="true" />
                  )}
                  {cookbook.name}
                  {isAdded && <span className="sr-only"> {t('added')}</span>}
                </DropdownMenuItem>
              );
            })
          )}
          <DropdownMenuItem className="border-border border-t" onSelect={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t('newCookbookMenu')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {creating && (
        <Suspense fallback={null}>
          <CookbookFormDialog open onOpenChange={setCreating} onSaved={add} />
        </Suspense>
      )}
    </>
  );
}
