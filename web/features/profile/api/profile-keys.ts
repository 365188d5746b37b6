/** Query keys of a user's public profile; everything of one user sits under ['users', id]. */
export const profileKeys = {
  all: ['users'] as const,
  user: (id: string) => [...profileKeys.all, id] as const,
  profile: (id: string) => [...profileKeys.user(id), 'profile'] as const,
  recipes: (id: string) => [...profileKeys.user(id), 'recipes'] as const,
  following: (id: string) => [...profileKeys.user(id), 'following'] as const,
};

/**
 * Query keys of the signed-in account's own security. Apart from ['users'] on purpose: saving the
 * profile refreshes every profile shown, and has no reason to read the devices again.
 */
export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  passkeys: () => [...accountKeys.all, 'passkeys'] as const,
};
