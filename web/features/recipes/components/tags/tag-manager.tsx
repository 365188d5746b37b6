import { type TagCount, tagKey } from '@contracts/organise';
import { paths } from '@contracts/routes';
import { ArrowLeft, Pencil, Tags, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import { useDeleteTag, useRenameTag } from '../../api/recipe-mutations';
import { useTags } from '../../api/recipe-queries';
import type { RecipesT } from '../../lib/collection-text';
import { tagListUrl } from '../detail/recipe-organise';
import { MergeTagsDialog, type PendingMerge } from './merge-tags-dialog';
import { RenameRow } from './rename-row';

function toastRefused(t: RecipesT, error: unknown, description: string) {
  toast(
    rateLimitToast(error) ?? {
      title: t('error'),
      description: asApiError(error)?.serverMessage ?? description,
      variant: 'destructive',
    },
  );
}

/**
 * The cook's tags with how many recipes carry each: rename one in place (a name another tag has
 * merges the two, after asking) or delete it from every recipe, after asking (decision 037).
 */
export function TagManager() {
  const t = useT('recipes');
  const tags = useTags();
  const rename = useRenameTag();
  const deletion = useDeleteTag();
  const [editing, setEditing] = useState<string | null>(null);
  const [merge, setMerge] = useState<PendingMerge | null>(null);
  const [toDelete, setToDelete] = useState<TagCount | null>(null);

  const saveRename = (from: TagCount, to: string) => {
    const other = tags.data?.find(
      (tag) => tagKey(tag.name) === tagKey(to) && tagKey(tag.name) !== tagKey(from.name),
    );
    if (other) {
      setMerge({ from, into: other });
      return;
    }
    runRename(from, to, false);
  };

  const runRename = (from: TagCount, to: string, merging: boolean) =>
    rename.mutate(
      { from: from.name, to },
      {
        onSuccess: () => {
          toast({
            title: merging ? t('tagsMerged') : t('tagRenamed'),
            description: merging
              ? t('tagsMergedText', { from: from.name, to })
              : t('tagRenamedText', { from: from.name, to }),
          });
          setEditing(null);
          setMerge(null);
        },
        onError: (error) => {
          setMerge(null);
          toastRefused(t, error, t('renameTagFailed'));
        },
      },
    );

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.name, {
      onSuccess: () => {
        toast({
          title: t('tagDeleted'),
          description: t('tagDeletedText', { name: toDelete.name }),
        });
        setToDelete(null);
      },
      onError: (error) => {
        setToDelete(null);
        toastRefused(t, error, t('deleteTagFailed'));
      },
    });
  };

  let body: ReactNode;
  if (tags.isPending) {
    body = (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{t('loadingTags')}</span>
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (tags.isError) {
    body = (
      <EmptyState icon={Tags} title={t('tagsLoadFailed')} headingLevel="h2">
        <Button variant="outline" onClick={() => tags.refetch()}>
          {t('tryAgain')}
        </Button>
      </EmptyState>
    );
  } else if (tags.data.length === 0) {
    body = <EmptyState icon={Tags} title={t('noTags')} headingLevel="h2" />;
  } else {
    body = (
      <ul
        aria-label={t('yourTags')}
        className="divide-y divide-border rounded-2xl border border-border bg-card"
      >
        {tags.data.map((tag) => (
          <li key={tagKey(tag.name)} className="flex flex-wrap items-center gap-3 px-4 py-3">
            {editing === tag.name ? (
              <RenameRow
                tag={tag}
                saving={rename.isPending}
                onSave={(to) => saveRename(tag, to)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <>
                <Link
                  to={tagListUrl(tag.name)}
                  className="font-medium hover:text-primary hover:underline"
                >
                  {tag.name}
                </Link>
                <span className="text-muted-foreground text-sm">
                  {t('recipeCount', { count: tag.count })}
                </span>
                <span className="ml-auto flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('renameTag', { name: tag.name })}
                    onClick={() => setEditing(tag.name)}
                  >
                    <Pencil aria-hidden="true" />
                    {t('rename')}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('deleteTag', { name: tag.name })}
                    className="text-destructive hover:bg-destructive-soft"
                    onClick={() => setToDelete(tag)}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('delete')}
                  </Button>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{t('tagsPageTitle')}</title>
      <Link
        to={paths.recipes}
        className="inline-flex items-center gap-1.5 rounded-md font-medium text-primary text-sm hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('backToMyRecipes')}
      </Link>
      <header>
        <h1 className="font-bold font-serif text-3xl sm:text-4xl">{t('tagsTitle')}</h1>
        <p className="mt-1 text-muted-foreground">{t('tagsIntro')}</p>
      </header>
      {body}
      <MergeTagsDialog
        merge={merge}
        pending={rename.isPending}
        onCancel={() => setMerge(null)}
        onMerge={(pending) => runRename(pending.from, pending.into.name, true)}
      />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('deleteTagTitle')}
        description={
          toDelete ? t('deleteTagText', { name: toDelete.name, count: toDelete.count }) : ''
        }
        pending={deletion.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
