import { paths } from '@contracts/routes';
import { PlusCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';

/** The 'Create Recipe' link-button of the empty states: dashboard, My Recipes, featured recipe. */
export function CreateRecipeButton({ className }: { className?: string }) {
  const t = useT('recipes');
  return (
    <Button asChild className={className}>
      <Link to={paths.create}>
        <PlusCircle aria-hidden="true" />
        {t('createRecipe')}
      </Link>
    </Button>
  );
}
