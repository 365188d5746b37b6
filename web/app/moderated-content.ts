import type { QueryClient } from '@tanstack/react-query';
import { communityKeys } from '@/features/community/api/community-keys';
import { cookbookKeys } from '@/features/cookbooks/api/cookbook-keys';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { recipeKeys } from '@/features/recipes/api/recipe-keys';

/**
 * A moderator removed, restored or un-hid a post, comment or recipe: every screen that lists
 * them — the feed and its threads, recipes and cookbooks, profiles with their counts — is read
 * again when next shown (the screen on show, the moderation list, is not among them). The
 * moderation feature cannot name these features' data; the route connects them.
 */
export function refreshModeratedContent(queryClient: QueryClient): void {
  for (const queryKey of [communityKeys.all, recipeKeys.all, cookbookKeys.all, profileKeys.all]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
