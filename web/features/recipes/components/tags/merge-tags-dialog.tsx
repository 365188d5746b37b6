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
import { useT } from '@/lib/i18n/texts';

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
  const t = useT('recipes');
  return (
    <AlertDialog open={merge !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('mergeTitle')}</AlertDialogTitle>
          <AlertDialogDescription>
            {merge &&
              t('mergeText', {
                into: merge.into.name,
                from: merge.from.name,
                count: merge.from.count,
              })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('cancel')}</AlertDialogCancel>
          <Button disabled={pending} onClick={() => merge && onMerge(merge)}>
            {pending ? t('merging') : t('merge')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
