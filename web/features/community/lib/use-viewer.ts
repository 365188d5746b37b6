import type { CurrentUser } from '@contracts/user';
import { hasDisplayName } from '@contracts/user-names';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/lib/current-user';

/** What a user without a display name was refused, and the toast text that says so. */
const GATE_TEXT = {
  post: 'Please complete your profile with a display name to interact with posts',
  likeComment: 'Please complete your profile with a display name to like comments',
  reply: 'Please complete your profile with a display name to reply',
  comment: 'Please complete your profile with a display name to comment',
} as const;
export type GatedAction = keyof typeof GATE_TEXT;

export interface Viewer {
  /** The signed-in user; null for a visitor (and while `loading`). */
  user: CurrentUser | null;
  /** The session is still being read: not yet known to be a visitor. */
  loading: boolean;
  /** Posting, commenting, replying and liking need a non-blank display name. */
  canInteract: boolean;
  /** True when `action` may go ahead; otherwise says why with the 'Profile Setup Required' toast. */
  allow: (action: GatedAction) => boolean;
}

/**
 * Who is looking at the community. The session (the auth feature's current-user query) is app-wide
 * state that every feature reads, as the profile feature already does.
 */
export function useViewer(): Viewer {
  const { user, isLoading } = useCurrentUser();
  const canInteract = hasDisplayName(user);
  return {
    user,
    loading: isLoading,
    canInteract,
    allow: (action) => {
      if (canInteract) return true;
      toast({ title: 'Profile Setup Required', description: GATE_TEXT[action] });
      return false;
    },
  };
}
