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
import { useLanguage, useT } from '@/lib/i18n/texts';
import type { RecipeChoice } from '@/lib/recipe-choices';
import { useEntryAddition } from '../api/use-entry-addition';
import { longDate, type PlanCell } from '../lib/plan-dates';
import { NoteField, ServingsField } from './entry-fields';
import { RecipePicker } from './recipe-picker';

type Kind = 'recipe' | 'text';
const SUGGESTIONS = ['suggestionLeftovers', 'suggestionEatOut'] as const;

/**
 * "Add" in a slot of the plan: a recipe (the cook's or a member's) or a meal in words, with the
 * servings (the recipe's by default) and a note. Mounted while open: each opening starts afresh.
 */
export function AddEntryDialog({ cell, onClose }: { cell: PlanCell; onClose: () => void }) {
  const t = useT('mealPlan');
  const locale = useLanguage();
  const { add, errors, setErrors, pending } = useEntryAddition(t('addFailed'));
  const [kind, setKind] = useState<Kind>('recipe');
  const [recipe, setRecipe] = useState<RecipeChoice | null>(null);
  const [title, setTitle] = useState('');
  const [servings, setServings] = useState('');
  const [servingsTouched, setServingsTouched] = useState(false);
  const [note, setNote] = useState('');
  const addTo = t('addToSlot', { slot: cell.slot });

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
        title: t('addedToDate', { date: longDate(entry.date, locale) }),
        description: t('addedText', { title: entry.title, slot: entry.slot }),
      });
      onClose();
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{addTo}</DialogTitle>
          <DialogDescription>{longDate(cell.date, locale)}</DialogDescription>
        </DialogHeader>
        <DialogForm aria-label={addTo} onSubmit={submit}>
          <RadioGroup
            aria-label={t('whatToAdd')}
            value={kind}
            onValueChange={(value) => {
              setKind(value as Kind);
              setErrors({});
            }}
            className="flex flex-wrap gap-4"
          >
            {(
              [
                ['recipe', t('kindRecipe')],
                ['text', t('kindText')],
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
            <Field id="plan-title" label={t('whatAreYouHaving')} error={errors.title}>
              <Input
                {...fieldProps('plan-title', { error: errors.title })}
                value={title}
                maxLength={MEAL_PLAN_LIMITS.title}
                placeholder={t('titlePlaceholder')}
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
                    onClick={() => setTitle(t(suggestion))}
                  >
                    {t(suggestion)}
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
          <DialogFormFooter
            pending={pending}
            submitLabel={t('addToPlan')}
            pendingLabel={t('adding')}
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
