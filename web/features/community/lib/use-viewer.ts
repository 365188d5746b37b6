import type { CurrentUser } from '@contracts/user';
import { hasDisplayName } from '@contracts/user-names';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/lib/current-user';
import { useT } from '@/lib/i18n/texts';
import type { CommunityText } from './community-text';

/** What a user without a display name was refused, and the toast text that says so. */
const GATE_TEXT = {
  post: 'gatePost',
  likeComment: 'gateLikeComment',
  reply: 'gateReply',
  comment: 'gateComment',
} as const satisfies Record<string, CommunityText>;
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
  const t = useT('community');
  const { user, isLoading } = useCurrentUser();
  const canInteract = hasDisplayName(user);
  return {
    user,
    loading: isLoading,
    canInteract,
    allow: (action) => {
      if (canInteract) return true;
      toast({ title: t('profileSetupRequired'), description: t(GATE_TEXT[action]) });
      return false;
    },
  };
}
