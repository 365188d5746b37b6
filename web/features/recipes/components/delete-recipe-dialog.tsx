import type { RecipeCard } from '@contracts/recipes';
import { useState } from 'react';
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
import { toast } from '@/components/ui/use-toast';
import { useDeleteRecipe } from '../api/recipe-mutations';

/** A card of a list or a whole recipe: all it needs is which one and its title. */
type Deletable = Pick<RecipeCard, 'id' | 'title'>;

/**
 * Asks before deleting a recipe (SPEC §8), then deletes it and says how it went. Open it by
 * passing the recipe; it calls `onClose` when it should close and `onDeleted` after a deletion.
 */
export function DeleteRecipeDialog({
  recipe,
  onClose,
  onDeleted,
}: {
  recipe: Deletable | null;
  onClose: () => void;
  onDeleted?: (recipe: Deletable) => void;
}) {
  const deletion = useDeleteRecipe();
  // Keeps the title on screen while the dialog closes.
  const [shown, setShown] = useState(recipe);
  if (recipe && recipe !== shown) setShown(recipe);

  const confirm = () => {
    if (!recipe) return;
    deletion.mutate(recipe, {
      onSuccess: (deleted) => {
        toast({ title: 'Recipe Deleted', description: `"${deleted.title}" has been deleted.` });
        onClose();
        onDeleted?.(deleted);
      },
      onError: () => {
        toast({ title: 'Error', description: 'Failed to delete recipe', variant: 'destructive' });
        onClose();
      },
    });
  };

  return (
    <AlertDialog
      open={recipe !== null}
      onOpenChange={(open) => {
        if (!open && !deletion.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Recipe</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete "{shown?.title}"?
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletion.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={deletion.isPending} onClick={confirm}>
            {deletion.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
