import { MEAL_PLAN_LIMITS } from '@contracts/meal-plan';
import { Field, fieldProps } from '@/components/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

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
  return (
    <Field id={id} label="Servings" error={error}>
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
  return (
    <Field id={id} label="Note (optional)" error={error}>
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
