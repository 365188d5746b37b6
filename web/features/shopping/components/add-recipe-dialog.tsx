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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add from recipe</DialogTitle>
          <DialogDescription>
            Its ingredients join the list, added to the lines already there for the same things.
          </DialogDescription>
        </DialogHeader>
        <RecipeForm listId={listId} onAdded={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RecipeForm({ listId, onAdded }: { listId: number; onAdded: () => void }) {
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
    if (!chosen) return setError({ recipe: 'Choose a recipe' });
    const wanted = servings.trim() === '' ? undefined : Number(servings);
    if (wanted !== undefined && (!Number.isInteger(wanted) || wanted < 1 || wanted > 100)) {
      return setError({ servings: 'Servings must be a whole number from 1 to 100' });
    }
    const body: AddFrom = { recipeId: chosen.id, ...(wanted ? { servings: wanted } : {}) };
    add.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Ingredients added', description: `From ${chosen.title}.` });
        onAdded();
      },
      onError: addFailed,
    });
  };

  return (
    <DialogForm aria-label="Add from recipe" onSubmit={submit}>
      <RecipeSearchPicker
        id="shopping-recipe-search"
        typed={typed}
        onType={setTyped}
        chosen={chosen}
        onChoose={choose}
      />
      <FieldError id="shopping-recipe-error" message={error.recipe} />
      <Field id="shopping-servings" label="Servings" error={error.servings}>
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
        submitLabel="Add ingredients"
        pendingLabel="Adding..."
      />
    </DialogForm>
  );
}
