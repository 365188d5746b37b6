import { paths } from '@contracts/routes';
import { Shuffle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ActionCard, STRETCHED } from '@/components/action-card';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/texts';
import { useRandomRecipe } from '../api/recipe-mutations';

/** Dashboard 'Random Recipe': picks one of the cook's recipes and opens it. */
export function RandomRecipeCard() {
  const t = useT('recipes');
  const navigate = useNavigate();
  const random = useRandomRecipe();

  const pick = () =>
    random.mutate(undefined, {
      onSuccess: (recipe) => {
        if (!recipe) {
          toast({
            title: t('noRandomTitle'),
            description: t('noRandomText'),
            variant: 'destructive',
          });
          return;
        }
        toast({
          title: t('randomFound'),
          description: t('randomFoundText', { title: recipe.title }),
        });
        navigate(paths.recipe(recipe.id));
      },
      onError: () =>
        toast({
          title: t('error'),
          description: t('randomFailed'),
          variant: 'destructive',
        }),
    });

  return (
    <ActionCard
      icon={Shuffle}
      action={
        <button
          type="button"
          className={STRETCHED}
          disabled={random.isPending}
          aria-busy={random.isPending}
          onClick={pick}
        >
          {t('randomRecipe')}
        </button>
      }
    >
      {random.isPending ? t('findingRecipe') : t('randomText')}
    </ActionCard>
  );
}
