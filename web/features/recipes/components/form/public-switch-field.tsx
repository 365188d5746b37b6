import { Controller, useFormContext } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { RecipeFormValues } from '../../lib/recipe-form';

/** CONTRACT "Data rules": a recipe is visible to others only when this switch is on. */
export function PublicSwitchField() {
  const { control } = useFormContext<RecipeFormValues>();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-stone-200 bg-stone-50 p-4">
      <div className="grid gap-1">
        <Label htmlFor="recipe-public">Show on my public profile</Label>
        <p id="recipe-public-hint" className="text-stone-500 text-xs">
          When on, other cooks can see this recipe on your public profile.
        </p>
      </div>
      <Controller
        control={control}
        name="isPublic"
        render={({ field }) => (
          <Switch
            id="recipe-public"
            aria-describedby="recipe-public-hint"
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
