import { useParams } from 'react-router';
import { CookbookPage } from '@/features/cookbooks/components/cookbook-page';
import { RecipeCard } from '@/features/recipes/components/recipe-card';
import { NotFound } from '../not-found';

/**
 * One cookbook: /cookbooks/{id}, for visitors too when it is public. Its recipes are drawn with
 * the recipe feature's card, as every other list of recipes is.
 */
export function Component() {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) return <NotFound />;
  return (
    <CookbookPage
      id={Number(id)}
      renderCard={(card, index) => <RecipeCard recipe={card} titleAs="h3" priority={index === 0} />}
    />
  );
}
