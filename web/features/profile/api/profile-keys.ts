/** Query keys of a user's public profile; everything of one user sits under ['users', id]. */
export const profileKeys = {
  all: ['users'] as const,
  user: (id: string) => [...profileKeys.all, id] as const,
  profile: (id: string) => [...profileKeys.user(id), 'profile'] as const,
  recipes: (id: string) => [...profileKeys.user(id), 'recipes'] as const,
  following: (id: string) => [...profileKeys.user(id), 'following'] as const,
};
