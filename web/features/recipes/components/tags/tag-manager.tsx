import { type TagCount, tagKey, tagNameSchema } from '@contracts/organise';
import { paths } from '@contracts/routes';
import { ArrowLeft, Pencil, Tags, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { EmptyState } from '@/components/empty-state';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import { useDeleteTag, useRenameTag } from '../../api/recipe-mutations';
import { useTags } from '../../api/recipe-queries';
import { tagListUrl } from '../detail/recipe-organise';

const recipesText = (count: number) => (count === 1 ? '1 recipe' : `${count} recipes`);

function toastRefused(error: unknown, description: string) {
  toast(
    rateLimitToast(error) ?? {
      title: 'Error',
      description: asApiError(error)?.serverMessage ?? description,
      variant: 'destructive',
    },
  );
}

/** A rename that would merge one tag into another, waiting for the cook to agree. */
interface PendingMerge {
  from: TagCount;
  into: TagCount;
}

/**
 * The cook's tags with how many recipes carry each: rename one in place (a name another tag has
 * merges the two, after asking) or delete it from every recipe, after asking (decision 037).
 */
export function TagManager() {
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
            title: merging ? 'Tags merged' : 'Tag renamed',
            description: merging
              ? `"${from.name}" is merged into "${to}".`
              : `"${from.name}" is now "${to}".`,
          });
          setEditing(null);
          setMerge(null);
        },
        onError: (error) => {
          setMerge(null);
          toastRefused(error, 'Failed to rename the tag');
        },
      },
    );

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.name, {
      onSuccess: () => {
        toast({ title: 'Tag deleted', description: `"${toDelete.name}" has been deleted.` });
        setToDelete(null);
      },
      onError: (error) => {
        setToDelete(null);
        toastRefused(error, 'Failed to delete the tag');
      },
    });
  };

  let body: ReactNode;
  if (tags.isPending) {
    body = (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading tags…</span>
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (tags.isError) {
    body = (
      <EmptyState icon={Tags} title="Your tags could not be loaded" headingLevel="h2">
        <Button variant="outline" onClick={() => tags.refetch()}>
          Try Again
        </Button>
      </EmptyState>
    );
  } else if (tags.data.length === 0) {
    body = <EmptyState icon={Tags} title="No tags yet — add some to a recipe" headingLevel="h2" />;
  } else {
    body = (
      <ul
        aria-label="Your tags"
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
                <span className="text-muted-foreground text-sm">{recipesText(tag.count)}</span>
                <span className="ml-auto flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Rename ${tag.name}`}
                    onClick={() => setEditing(tag.name)}
                  >
                    <Pencil aria-hidden="true" />
                    Rename
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Delete ${tag.name}`}
                    className="text-destructive hover:bg-destructive-soft"
                    onClick={() => setToDelete(tag)}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
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
      <title>Tags · Simmer</title>
      <Link
        to={paths.recipes}
        className="inline-flex items-center gap-1.5 rounded-md font-medium text-primary text-sm hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to My Recipes
      </Link>
      <header>
        <h1 className="font-bold font-serif text-3xl sm:text-4xl">Tags</h1>
        <p className="mt-1 text-muted-foreground">Rename, merge or delete your tags.</p>
      </header>
      {body}
      <AlertDialog
        open={merge !== null}
        onOpenChange={(open) => !open && !rename.isPending && setMerge(null)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Merge tags?</AlertDialogTitle>
            <AlertDialogDescription>
              {merge &&
                `You already have "${merge.into.name}". Renaming "${merge.from.name}" merges it: its ${recipesText(merge.from.count)} will be tagged "${merge.into.name}".`}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={rename.isPending}>Cancel</AlertDialogCancel>
            <Button
              disabled={rename.isPending}
              onClick={() => merge && runRename(merge.from, merge.into.name, true)}
            >
              {rename.isPending ? 'Merging...' : 'Merge'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Tag"
        description={
          toDelete
            ? `Delete "${toDelete.name}"? It will be taken off ${recipesText(toDelete.count)}. The recipes themselves stay.`
            : ''
        }
        pending={deletion.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

/** A tag's name in a box: Enter saves, Escape leaves it as it was. */
function RenameRow({
  tag,
  saving,
  onSave,
  onCancel,
}: {
  tag: TagCount;
  saving: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(tag.name);
  const [problem, setProblem] = useState<string | null>(null);
  const id = `rename-${tagKey(tag.name)}`;

  const save = () => {
    const parsed = tagNameSchema.safeParse(name);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Not a tag');
      return;
    }
    if (parsed.data === tag.name) {
      onCancel();
      return;
    }
    onSave(parsed.data);
  };

  return (
    <form
      className="flex w-full flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {`New name for ${tag.name}`}
      </label>
      <Input
        id={id}
        value={name}
        autoFocus
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className="max-w-xs flex-1"
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <Button type="submit" size="sm" disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
      {problem && (
        <p id={`${id}-error`} className="w-full font-medium text-destructive text-sm">
          {problem}
        </p>
      )}
    </form>
  );
}
