import { paths } from '@contracts/routes';
import type { ShoppingListSummary } from '@contracts/shopping-lists';
import { MoreVertical, Plus, ShoppingCart } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { useCreateList, useDeleteList, useRenameList } from '../api/list-mutations';
import { useShoppingLists } from '../api/shopping-queries';
import { useShoppingSync } from '../api/use-shopping-sync';
import { listCountText } from '../lib/shopping-text';
import { ListNameDialog } from './list-name-dialog';

/** The Shopping screen: the household's lists, each with what is left to buy. */
export function ShoppingListsPage() {
  const t = useT('shopping');
  const lists = useShoppingLists();
  // Changes left from an earlier visit go out from here too.
  useShoppingSync();
  const navigate = useNavigate();
  const create = useCreateList();
  const [creating, setCreating] = useState(false);

  const newButton = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      {t('newList')}
    </Button>
  );

  let body: ReactNode;
  if (lists.isPending) {
    body = (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t('loadingLists')}</span>
        {[1, 2].map((n) => (
          <Skeleton key={n} className="h-16 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (lists.isError) {
    body = (
      <EmptyState icon={ShoppingCart} title={t('listsNotLoaded')} headingLevel="h2">
        <Button variant="outline" onClick={() => lists.refetch()}>
          {t('retry')}
        </Button>
      </EmptyState>
    );
  } else if (lists.data.length === 0) {
    body = (
      <EmptyState
        icon={ShoppingCart}
        title={t('noListsTitle')}
        text={t('noListsText')}
        headingLevel="h2"
      >
        {newButton}
      </EmptyState>
    );
  } else {
    const onlyOne = lists.data.length === 1;
    body = (
      <ul aria-label={t('shoppingLists')} className="grid gap-3">
        {lists.data.map((list) => (
          <li key={list.id}>
            <ListRow list={list} deletable={!onlyOne} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{t('listsPageTitle')}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold font-serif text-3xl sm:text-4xl">{t('shopping')}</h1>
          <p className="mt-1 text-muted-foreground">{t('listsIntro')}</p>
        </div>
        {lists.data?.length ? newButton : null}
      </header>
      {body}
      <ListNameDialog
        open={creating}
        onOpenChange={setCreating}
        save={async (name) => {
          const made = await create.mutateAsync(name);
          navigate(paths.shoppingList(made.id));
        }}
      />
    </div>
  );
}

/** A list: its name (opening it), what is left of it, and a menu to rename or delete it. */
function ListRow({ list, deletable }: { list: ShoppingListSummary; deletable: boolean }) {
  const t = useT('shopping');
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const rename = useRenameList();
  const remove = useDeleteList();
  const menuButton = useRef<HTMLButtonElement>(null);

  const confirmDelete = () =>
    remove.mutate(list.id, {
      onSuccess: () => {
        setDeleting(false);
        toast({ title: t('listDeleted'), description: t('listGone', { name: list.name }) });
      },
      onError: (error) =>
        toast({
          title: t('error'),
          description: asApiError(error)?.serverMessage ?? t('listNotDeleted'),
          variant: 'destructive',
        }),
    });

  return (
    <div className="relative flex min-h-16 items-center gap-3 rounded-xl border border-border bg-card px-4 py-3 shadow-sm focus-within:ring-2 focus-within:ring-ring hover:bg-muted/40">
      <ShoppingCart className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid min-w-0 flex-1">
        <h2 className="truncate font-semibold text-lg">
          <Link
            to={paths.shoppingList(list.id)}
            className="outline-none after:absolute after:inset-0 hover:text-primary"
          >
            {list.name}
          </Link>
        </h2>
        <p className="text-muted-foreground text-sm">{listCountText(t, list)}</p>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="relative z-10 size-11"
            aria-label={t('actionsFor', { name: list.name })}
          >
            <MoreVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setRenaming(true)}>{t('rename')}</DropdownMenuItem>
          <DropdownMenuItem disabled={!deletable} onSelect={() => setDeleting(true)}>
            {t('delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ListNameDialog
        open={renaming}
        onOpenChange={setRenaming}
        current={list.name}
        save={(name) => rename.mutateAsync({ id: list.id, name })}
      />
      <ConfirmDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('deleteListTitle', { name: list.name })}
        description={t('deleteListText', { count: list.itemCount })}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        returnFocusTo={menuButton}
        fallbackFocus={() => document.getElementById('main-content')}
      />
    </div>
  );
}
