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
import type { RecipeChoice } from '@/lib/recipe-choices';
import { useEntryAddition } from '../api/use-entry-addition';
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
  const { add, errors, setErrors, pending } = useEntryAddition('The meal could not be added.');
  const [kind, setKind] = useState<Kind>('recipe');
  const [recipe, setRecipe] = useState<RecipeChoice | null>(null);
  const [title, setTitle] = useState('');
  const [servings, setServings] = useState('');
  const [servingsTouched, setServingsTouched] = useState(false);
  const [note, setNote] = useState('');
  const slotName = SLOT_LABELS[cell.slot];

  const choose = (choice: RecipeChoice) => {
    setRecipe(choice);
    setErrors({});
    // The recipe's own number, until the cook has typed one of theirs.
    if (!servingsTouched) setServings(choice.servings === null ? '' : String(choice.servings));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const what = kind === 'recipe' ? { recipeId: recipe?.id } : { title };
    add({ ...cell, ...what, servings, note }, (entry) => {
      toast({
        title: `Added to ${longDate(entry.date)}`,
        description: `${entry.title} is on the plan for ${SLOT_LABELS[entry.slot].toLowerCase()}.`,
      });
      onClose();
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
