import type { TagCount } from '@contracts/organise';
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

export const recipesText = (count: number) => (count === 1 ? '1 recipe' : `${count} recipes`);

/** A rename that would merge one tag into another, waiting for the cook to agree. */
export interface PendingMerge {
  from: TagCount;
  into: TagCount;
}

/** Asks before a rename merges one tag into another the cook already has. */
export function MergeTagsDialog({
  merge,
  pending,
  onCancel,
  onMerge,
}: {
  merge: PendingMerge | null;
  pending: boolean;
  onCancel: () => void;
  onMerge: (merge: PendingMerge) => void;
}) {
  return (
    <AlertDialog open={merge !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Merge tags?</AlertDialogTitle>
          <AlertDialogDescription>
            {merge &&
              `You already have "${merge.into.name}". Renaming "${merge.from.name}" merges it: its ${recipesText(merge.from.count)} will be tagged "${merge.into.name}".`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button disabled={pending} onClick={() => merge && onMerge(merge)}>
            {pending ? 'Merging...' : 'Merge'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
