import { MEAL_PLAN_LIMITS, MEAL_SLOTS, type MealSlot } from '@contracts/meal-plan';
import { Field, fieldProps } from '@/components/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/texts';
import { slotName } from '../lib/plan-dates';

/** How many people a planned meal feeds; blank for the recipe's own number. */
export function ServingsField({
  id,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useT('mealPlan');
  return (
    <Field id={id} label={t('servingsLabel')} error={error}>
      <Input
        {...fieldProps(id, { error })}
        type="number"
        inputMode="numeric"
        min={1}
        max={MEAL_PLAN_LIMITS.servings}
        step={1}
        className="w-28"
        value={value}
        readOnly={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** A line for the cooks: "double the garlic", "Sam cooks". */
export function NoteField({
  id,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useT('mealPlan');
  return (
    <Field id={id} label={t('noteLabel')} error={error}>
      <Textarea
        {...fieldProps(id, { error })}
        rows={2}
        maxLength={MEAL_PLAN_LIMITS.note}
        value={value}
        readOnly={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** Which meal of the day: breakfast, lunch, dinner or snack. */
export function SlotField({
  id,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  value: MealSlot;
  onChange: (value: MealSlot) => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useT('mealPlan');
  return (
    <Field id={id} label={t('mealLabel')} error={error}>
      <Select
        {...fieldProps(id, { error })}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as MealSlot)}
      >
        {MEAL_SLOTS.map((one) => (
          <option key={one} value={one}>
            {slotName(t, one)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
