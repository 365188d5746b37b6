import type { Notification } from '@contracts/notifications';
import { paths } from '@contracts/routes';
import type { UserSummary } from '@contracts/user';
import { personName } from '@/lib/person-name';

type Target = NonNullable<Notification['target']>;

/** The unread count the bell shows: the server counts up to 100, the badge says "99+" past 99. */
export const BADGE_MAX = 99;

export const badgeText = (count: number) => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));

/** The bell's accessible name: the badge alone is a number without a meaning. */
export function bellLabel(count: number): string {
  if (count <= 0) return 'Notifications';
  return count > BADGE_MAX
    ? `Notifications, more than ${BADGE_MAX} unread`
    : `Notifications, ${count} unread`;
}

/** What a cook is called in a notification: the display name, else the real name. */
export const actorName = (user: UserSummary) => personName(user, 'A cook');

const counted = new Intl.NumberFormat('en-US');

/** "your post", "your comment", "your recipe": the thing of the cook's a notification is about. */
function yourThing(target: Target | null): string {
  if (target?.type === 'comment') return 'your comment';
  if (target?.type === 'recipe') return 'your recipe';
  return 'your post';
}

/**
 * A notification's sentence, in two parts: who did it (null when nobody did, or every one of them
 * is gone), to be drawn as their name, and the rest of the sentence after that name, or the whole
 * sentence when there is nobody.
 */
export function notificationWords(item: Notification): { actor: UserSummary | null; text: string } {
  const actor = item.actors[0] ?? null;
  const after = (words: string) => ({ actor, text: actor ? ` ${words}` : `A cook ${words}` });
  switch (item.type) {
    case 'like': {
      const others = Math.max(0, item.actorsCount - 1);
      const and =
        others === 0 ? '' : `and ${counted.format(others)} ${others === 1 ? 'other' : 'others'} `;
      return after(`${and}liked ${yourThing(item.target)}`);
    }
    // A comment's and a reply's target is the post, whatever was commented on.
    case 'comment':
      return after('commented on your post');
    case 'reply':
      return after('replied to your comment');
    case 'follow':
      return after('started following you');
    case 'report-reviewed':
      return { actor: null, text: 'Your report was reviewed' };
    case 'removed':
      return {
        actor: null,
        // Without a target the kind of thing is unknown (it was deleted since).
        text: `A moderator removed ${item.target ? yourThing(item.target) : 'something you shared'}`,
      };
    case 'suspended':
      return { actor: null, text: 'Your account was suspended' };
  }
}

/** The whole sentence as plain text, the name included. */
export function notificationText(item: Notification): string {
  const { actor, text } = notificationWords(item);
  return actor ? `${actorName(actor)}${text}` : text;
}

/**
 * Where a notification leads: the recipe, the Community Feed for a post or comment (a post has
 * no address of its own), the new follower's profile; nowhere for a suspension, or when the
 * thing is gone or hidden from the cook (the server then sends no target).
 */
export function notificationLink(item: Notification): string | null {
  if (item.type === 'follow') return item.actors[0] ? paths.user(item.actors[0].id) : null;
  if (item.type === 'suspended' || !item.target) return null;
  if (item.target.type === 'recipe') return paths.recipe(item.target.id);
  if (item.target.type === 'announcement' || item.target.type === 'comment') {
    return paths.announcements;
  }
  return null;
}

/** The title of the post or recipe it is about, when it has one. */
export const targetTitle = (item: Notification) => item.target?.title?.trim() || null;
