import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Label } from './label';
import { Switch } from './switch';

/** A labelled on/off setting with a hint, bound to a boolean field of a react-hook-form form. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  hint: string;
}) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-background p-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            aria-describedby={`${id}-hint`}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </div>
  );
}
