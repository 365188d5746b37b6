import type { ModerationAction, ModerationActionInput, ReportedItem } from '@contracts/moderation';
import type { ReportContentType } from '@contracts/reports';
import { CONTENT_TYPE_NAMES, cookName, isSuspended } from './moderation-text';

/** How long a suspension lasts: 1 or 7 days, or until a moderator lifts it (no `days`). */
export type SuspensionLength = 1 | 7 | 'lifted';

/**
 * What a moderator may do with an item, in the order the card offers it. A pending item can be
 * dismissed and its cook suspended; a suspension can be lifted on any tab, since a moderator who
 * finds a mistake later looks for it among the actioned items. A post, comment or recipe that
 * still exists can be removed, or restored once removed, on any tab for the same reason.
 */
export function availableActions(item: ReportedItem, now = Date.now()): ModerationAction[] {
  const pending = item.status === 'pending';
  const suspended = isSuspended(item.reportedUser.suspendedUntil, now);
  const actions: ModerationAction[] = [];
  if (pending) actions.push('dismiss');
  if (isRemovable(item)) {
    actions.push(item.content?.withheld?.state === 'removed' ? 'restore' : 'remove');
  }
  if (pending && !suspended) actions.push('suspend');
  if (suspended) actions.push('lift');
  return actions;
}

/** Only content can be removed (a profile cannot), and only while it exists. */
const isRemovable = (item: ReportedItem) =>
  item.contentType !== 'user' && item.contentId !== null && item.content !== null;

/** The item as an action names it: a user report by its cook, anything else by its id. */
function itemTarget(item: ReportedItem) {
  return {
    contentType: item.contentType,
    ...(item.contentId !== null && { contentId: item.contentId }),
    ...(item.contentType === 'user' && { userId: item.reportedUser.id }),
  };
}

/**
 * The body of POST /api/moderation/actions. Suspending and lifting name the cook, and the item
 * too, so that its reports are resolved with it.
 */
export function actionInput(
  action: ModerationAction,
  item: ReportedItem,
  reason: string,
  length: SuspensionLength = 'lifted',
): ModerationActionInput {
  switch (action) {
    case 'dismiss':
    case 'remove':
    case 'restore':
      return { action, ...itemTarget(item), reason };
    case 'suspend':
    case 'lift':
      return {
        action,
        // Content that is gone has no id to resolve its reports by: the cook alone is named.
        ...((item.contentType === 'user' || item.contentId !== null) && itemTarget(item)),
        userId: item.reportedUser.id,
        reason,
        ...(action === 'suspend' && length !== 'lifted' && { days: length }),
      };
  }
}

const CONTENT_NOUNS: Record<ReportContentType, string> = {
  announcement: 'post',
  comment: 'comment',
  recipe: 'recipe',
  user: 'profile',
};

/** What the card's button, the dialog and the toast of an action say. */
export interface ActionWords {
  button: string;
  title: string;
  description: string;
  confirm: string;
  pending: string;
  destructive: boolean;
  done: string;
}

export function actionWords(action: ModerationAction, item: ReportedItem): ActionWords {
  const noun = CONTENT_NOUNS[item.contentType];
  const name = cookName(item.reportedUser);
  switch (action) {
    case 'dismiss':
      return {
        button: 'Dismiss',
        title: 'Dismiss reports',
        // Enough reports hide content until a moderator looks; dismissing them shows it again.
        description:
          item.content?.withheld?.state === 'hidden'
            ? `The reports are closed and everyone can see the ${noun} again.`
            : `The reports are closed and the ${noun} stays as it is.`,
        confirm: 'Dismiss reports',
        pending: 'Dismissing...',
        destructive: false,
        done: 'Reports dismissed',
      };
    case 'remove':
      return {
        button: `Remove ${noun}`,
        title: `Remove ${noun}`,
        // The author is told why: the reason is their notice, not only the log's.
        description: `Only ${name} and the moderators will see the ${noun}, and ${name} will read your reason.`,
        confirm: `Remove ${noun}`,
        pending: 'Removing...',
        destructive: true,
        done: `${CONTENT_TYPE_NAMES[item.contentType]} removed`,
      };
    case 'restore':
      return {
        button: `Restore ${noun}`,
        title: `Restore ${noun}`,
        description: `Everyone can see the ${noun} again.`,
        confirm: `Restore ${noun}`,
        pending: 'Restoring...',
        destructive: false,
        done: `${CONTENT_TYPE_NAMES[item.contentType]} restored`,
      };
    case 'suspend':
      return {
        button: 'Suspend author',
        title: `Suspend ${name}`,
        description: `${name} is signed out everywhere and cannot sign in until the suspension ends.`,
        confirm: `Suspend ${name}`,
        pending: 'Suspending...',
        destructive: true,
        done: `${name} suspended`,
      };
    case 'lift':
      return {
        button: 'Lift suspension',
        title: `Lift ${name}'s suspension`,
        description: `${name} can sign in again at once.`,
        confirm: 'Lift suspension',
        pending: 'Lifting...',
        destructive: false,
        done: 'Suspension lifted',
      };
  }
}
