import { paths } from '@contracts/routes';
import { Shuffle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ActionCard, STRETCHED } from '@/components/action-card';
import { toast } from '@/components/ui/use-toast';
import { useRandomRecipe } from '../api/recipe-mutations';

/** Dashboard 'Random Recipe': picks one of the cook's recipes and opens it. */
export function RandomRecipeCard() {
  const navigate = useNavigate();
  const random = useRandomRecipe();

  const pick = () =>
    random.mutate(undefined, {
      onSuccess: (recipe) => {
        if (!recipe) {
          toast({
            title: 'No Random Recipe Available',
            description: 'Create some recipes first to use this feature!',
            variant: 'destructive',
          });
          return;
        }
        toast({ title: 'Random Recipe Found!', description: `Try making ${recipe.title}` });
        navigate(paths.recipe(recipe.id));
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to get random recipe',
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
          Random Recipe
        </button>
      }
    >
      {random.isPending ? 'Finding a recipe…' : 'Not sure what to cook? Let us pick for you.'}
    </ActionCard>
  );
}
