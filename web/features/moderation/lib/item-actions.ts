import type { ModerationAction, ModerationActionInput, ReportedItem } from '@contracts/moderation';
import { cookName, isSuspended, type ModerationT } from './moderation-text';

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

export function actionWords(
  t: ModerationT,
  action: ModerationAction,
  item: ReportedItem,
): ActionWords {
  // The texts choose their noun by it: a post, a comment, a recipe, a profile (`other`).
  const type = item.contentType;
  const name = cookName(t, item.reportedUser);
  switch (action) {
    case 'dismiss':
      return {
        button: t('dismiss'),
        title: t('dismissReports'),
        // Enough reports hide content until a moderator looks; dismissing them shows it again.
        description:
          item.content?.withheld?.state === 'hidden'
            ? t('dismissShows', { type })
            : t('dismissKeeps', { type }),
        confirm: t('dismissReports'),
        pending: t('dismissing'),
        destructive: false,
        done: t('dismissed'),
      };
    case 'remove':
      return {
        button: t('remove', { type }),
        title: t('remove', { type }),
        // The author is told why: the reason is their notice, not only the log's.
        description: t('removeText', { type, name }),
        confirm: t('remove', { type }),
        pending: t('removing'),
        destructive: true,
        done: t('removed', { type }),
      };
    case 'restore':
      return {
        button: t('restore', { type }),
        title: t('restore', { type }),
        description: t('restoreText', { type }),
        confirm: t('restore', { type }),
        pending: t('restoring'),
        destructive: false,
        done: t('restored', { type }),
      };
    case 'suspend':
      return {
        button: t('suspendAuthor'),
        title: t('suspendName', { name }),
        description: t('suspendText', { name }),
        confirm: t('suspendName', { name }),
        pending: t('suspending'),
        destructive: true,
        done: t('suspended', { name }),
      };
    case 'lift':
      return {
        button: t('liftSuspension'),
        title: t('liftTitle', { name }),
        description: t('liftText', { name }),
        confirm: t('liftSuspension'),
        pending: t('lifting'),
        destructive: false,
        done: t('lifted'),
      };
  }
}
