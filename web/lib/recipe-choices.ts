import { recipeCardWithCookSchema } from '@contracts/recipes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-user';

/** How many recipes a search offers. */
const CHOICES = 10;

/** What a picker needs of a recipe card: whose it is, and its servings to scale by. */
const choiceSchema = recipeCardWithCookSchema.pick({
  id: true,
  userId: true,
  title: true,
  servings: true,
  image: true,
  user: true,
});
export type RecipeChoice = z.infer<typeof choiceSchema>;
const choicesSchema = z.array(choiceSchema);

/**
 * The recipes a search finds among the household's (the cook's own among them, first), for the
 * pickers that plan a recipe or put its ingredients on a list; the newest without a search. One
 * request: the household's list holds every member's recipes, the cook's included.
 */
export function useRecipeChoices(search: string) {
  const me = useCurrentUser().user?.id;
  const query = useQuery({
    queryKey: ['recipe-choices', search] as const,
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ scope: 'household', limit: String(CHOICES) });
      if (search) params.set('search', search);
      return choicesSchema.parse(await getJson(`/api/recipes?${params}`, { signal }));
    },
    placeholderData: keepPreviousData,
    // Read afresh each time a picker opens: members add recipes without this cook hearing of it.
    gcTime: 0,
  });
  const found = query.data ?? [];
  return {
    choices: [...found.filter((c) => c.userId === me), ...found.filter((c) => c.userId !== me)],
    isPending: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}
