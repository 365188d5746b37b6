import { type FormEvent, useState } from 'react';
import { Field, FieldError, fieldProps } from '@/components/field';
import { RecipeSearchPicker } from '@/components/recipe-search-picker';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogForm,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/texts';
import type { RecipeChoice } from '@/lib/recipe-choices';
import { type AddFrom, useAddFrom } from '../api/list-mutations';
import { addFailed } from './add-failed';

/** "Add from recipe": a recipe of the cook's or the household's, for a number of servings. */
export function AddRecipeDialog({
  listId,
  open,
  onOpenChange,
}: {
  listId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT('shopping');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('addFromRecipe')}</DialogTitle>
          <DialogDescription>{t('addFromRecipeText')}</DialogDescription>
        </DialogHeader>
        <RecipeForm listId={listId} onAdded={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RecipeForm({ listId, onAdded }: { listId: number; onAdded: () => void }) {
  const t = useT('shopping');
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<RecipeChoice | null>(null);
  const [servings, setServings] = useState('');
  const [error, setError] = useState<{ recipe?: string; servings?: string }>({});
  const add = useAddFrom(listId);

  const choose = (choice: RecipeChoice) => {
    setChosen(choice);
    setServings(choice.servings === null ? '' : String(choice.servings));
    setError({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setError({ recipe: t('chooseRecipe') });
    const wanted = servings.trim() === '' ? undefined : Number(servings);
    if (wanted !== undefined && (!Number.isInteger(wanted) || wanted < 1 || wanted > 100)) {
      return setError({ servings: t('servingsRange') });
    }
    const body: AddFrom = { recipeId: chosen.id, ...(wanted ? { servings: wanted } : {}) };
    add.mutate(body, {
      onSuccess: () => {
        toast({
          title: t('ingredientsAdded'),
          description: t('fromRecipe', { title: chosen.title }),
        });
        onAdded();
      },
      onError: (error) => addFailed(error, t),
    });
  };

  return (
    <DialogForm aria-label={t('addFromRecipe')} onSubmit={submit}>
      <RecipeSearchPicker
        id="shopping-recipe-search"
        typed={typed}
        onType={setTyped}
        chosen={chosen}
        onChoose={choose}
      />
      <FieldError id="shopping-recipe-error" message={error.recipe} />
      <Field id="shopping-servings" label={t('servings')} error={error.servings}>
        <Input
          {...fieldProps('shopping-servings', { error: error.servings })}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={servings}
          onChange={(event) => setServings(event.target.value)}
          className="h-12 w-32 text-base"
        />
      </Field>
      <DialogFormFooter
        pending={add.isPending}
        submitLabel={t('addIngredients')}
        pendingLabel={t('adding')}
      />
    </DialogForm>
  );
}
