import { MEAL_PLAN_LIMITS } from '@contracts/meal-plan';
import { type FormEvent, useState } from 'react';
import { Field, fieldProps } from '@/components/field';
import { Button } from '@/components/ui/button';
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
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import type { RecipeChoice } from '@/lib/recipe-choices';
import { useAddEntry } from '../api/meal-plan-mutations';
import { checkEntry, type EntryErrors, serverErrors } from '../lib/entry-input';
import { longDate, type PlanCell, SLOT_LABELS } from '../lib/plan-dates';
import { NoteField, ServingsField } from './entry-fields';
import { RecipePicker } from './recipe-picker';

type Kind = 'recipe' | 'text';
const SUGGESTIONS = ['Leftovers', 'Eat out'];

/**
 * "Add" in a slot of the plan: a recipe (the cook's or a member's) or a meal in words, with the
 * servings (the recipe's by default) and a note. Mounted while open: each opening starts afresh.
 */
export function AddEntryDialog({ cell, onClose }: { cell: PlanCell; onClose: () => void }) {
  const addition = useAddEntry();
  const [kind, setKind] = useState<Kind>('recipe');
  const [recipe, setRecipe] = useState<RecipeChoice | null>(null);
  const [title, setTitle] = useState('');
  const [servings, setServings] = useState('');
  const [servingsTouched, setServingsTouched] = useState(false);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<EntryErrors>({});
  const slotName = SLOT_LABELS[cell.slot];
  const pending = addition.isPending;

  const choose = (choice: RecipeChoice) => {
    setRecipe(choice);
    setErrors({});
    // The recipe's own number, until the cook has typed one of theirs.
    if (!servingsTouched) setServings(choice.servings === null ? '' : String(choice.servings));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEntry({
      ...cell,
      ...(kind === 'recipe' ? { recipeId: recipe?.id } : { title }),
      servings,
      note,
    });
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    addition.mutate(checked.input, {
      onSuccess: (entry) => {
        toast({
          title: `Added to ${longDate(entry.date)}`,
          description: `${entry.title} is on the plan for ${SLOT_LABELS[entry.slot].toLowerCase()}.`,
        });
        onClose();
      },
      onError: (error) => {
        const refused = asApiError(error);
        setErrors(serverErrors(refused?.issues ?? []));
        toast(
          rateLimitToast(error) ?? {
            title: 'Error',
            description: refused?.serverMessage ?? 'The meal could not be added.',
            variant: 'destructive',
          },
        );
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add to {slotName.toLowerCase()}</DialogTitle>
          <DialogDescription>{longDate(cell.date)}</DialogDescription>
        </DialogHeader>
        <DialogForm aria-label={`Add to ${slotName.toLowerCase()}`} onSubmit={submit}>
          <RadioGroup
            aria-label="What to add"
            value={kind}
            onValueChange={(value) => {
              setKind(value as Kind);
              setErrors({});
            }}
            className="flex flex-wrap gap-4"
          >
            {(
              [
                ['recipe', 'A recipe'],
                ['text', 'Something else'],
              ] as const
            ).map(([value, label]) => (
              <div key={value} className="flex items-center gap-2">
                <RadioGroupItem id={`plan-kind-${value}`} value={value} />
                <Label htmlFor={`plan-kind-${value}`}>{label}</Label>
              </div>
            ))}
          </RadioGroup>
          {kind === 'recipe' ? (
            <RecipePicker chosen={recipe} onChoose={choose} error={errors.title} />
          ) : (
            <Field id="plan-title" label="What are you having?" error={errors.title}>
              <Input
                {...fieldProps('plan-title', { error: errors.title })}
                value={title}
                maxLength={MEAL_PLAN_LIMITS.title}
                placeholder="Leftovers, eat out, pizza night…"
                readOnly={pending}
                onChange={(event) => setTitle(event.target.value)}
              />
              <div className="flex flex-wrap gap-2">
                {SUGGESTIONS.map((suggestion) => (
                  <Button
                    key={suggestion}
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => setTitle(suggestion)}
                  >
                    {suggestion}
                  </Button>
                ))}
              </div>
            </Field>
          )}
          <ServingsField
            id="plan-servings"
            value={servings}
            error={errors.servings}
            disabled={pending}
            onChange={(value) => {
              setServings(value);
              setServingsTouched(true);
            }}
          />
          <NoteField
            id="plan-note"
            value={note}
            error={errors.note}
            disabled={pending}
            onChange={setNote}
          />
          <DialogFormFooter pending={pending} submitLabel="Add to plan" pendingLabel="Adding..." />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
