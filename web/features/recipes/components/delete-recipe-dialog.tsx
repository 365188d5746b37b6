import type { RecipeCard } from '@contracts/recipes';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/texts';
import { useDeleteRecipe } from '../api/recipe-mutations';

/** A card of a list or a whole recipe: all it needs is which one and its title. */
type Deletable = Pick<RecipeCard, 'id' | 'title'>;

/**
 * Asks before deleting a recipe, then deletes it and says how it went. Open it by
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
  const t = useT('recipes');
  const deletion = useDeleteRecipe();
  // Keeps the title on screen while the dialog closes.
  const [shown, setShown] = useState(recipe);
  if (recipe && recipe !== shown) setShown(recipe);

  const confirm = () => {
    if (!recipe) return;
    deletion.mutate(recipe, {
      onSuccess: (deleted) => {
        toast({
          title: t('recipeDeleted'),
          description: t('recipeDeletedText', { title: deleted.title }),
        });
        onClose();
        onDeleted?.(deleted);
      },
      onError: () => {
        toast({ title: t('error'), description: t('deleteFailed'), variant: 'destructive' });
        onClose();
      },
    });
  };

  return (
    <ConfirmDeleteDialog
      open={recipe !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('deleteTitle')}
      description={t('deleteConfirm', { title: shown?.title ?? '' })}
      pending={deletion.isPending}
      onConfirm={confirm}
    />
  );
}
