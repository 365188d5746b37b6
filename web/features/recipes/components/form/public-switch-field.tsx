import { useFormContext } from 'react-hook-form';
import { SwitchField } from '@/components/ui/switch-field';
import type { RecipeFormValues } from '../../lib/recipe-form';

/** A recipe is visible to others only when this switch is on. */
export function PublicSwitchField() {
  const { control } = useFormContext<RecipeFormValues>();
  return (
    <SwitchField
      control={control}
      name="isPublic"
      id="recipe-public"
      label="Show on my public profile"
      hint="When on, other cooks can see this recipe on your public profile."
    />
  );
}
