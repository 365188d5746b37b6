import { useFormContext } from 'react-hook-form';
import { SwitchField } from '@/components/ui/switch-field';
import { useT } from '@/lib/i18n/texts';
import type { RecipeFormValues } from '../../lib/recipe-form';

/** A recipe is visible to others only when this switch is on. */
export function PublicSwitchField() {
  const t = useT('recipe');
  const { control } = useFormContext<RecipeFormValues>();
  return (
    <SwitchField
      control={control}
      name="isPublic"
      id="recipe-public"
      label={t('publicLabel')}
      hint={t('publicHint')}
    />
  );
}
