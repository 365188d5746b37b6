import type { Notification } from '@contracts/notifications';
import { paths } from '@contracts/routes';
import type { UserSummary } from '@contracts/user';
import type { TextName, TextValues } from '@/lib/i18n/texts';
import { personName } from '@/lib/person-name';

type Target = NonNullable<Notification['target']>;

/**
 * What a cook is called in a notification: the display name, else the real name, else
 * `fallback` (the texts' "A cook", which also stands for a cook who is gone).
 */
export const actorName = (user: UserSummary, fallback: string) => personName(user, fallback);

/** The thing of the cook's a notification is about, as the texts choose their words by it. */
function thingOf(target: Target | null): 'comment' | 'recipe' | 'post' {
  if (target?.type === 'comment') return 'comment';
  if (target?.type === 'recipe') return 'recipe';
  return 'post';
}

/**
 * A notification's sentence: who did it (null when nobody did, or every one of them is gone), and
 * the text saying what, with its values. A text of a cook's action puts the cook's name where its
 * `{name}` is, which the caller gives (their name drawn as such, or "A cook" when there is nobody).
 */
export function notificationWords(item: Notification): {
  actor: UserSummary | null;
  text: TextName<'notifications'>;
  values: TextValues;
} {
  const actor = item.actors[0] ?? null;
  const by = (text: TextName<'notifications'>, values: TextValues = {}) => ({
    actor,
    text,
    values,
  });
  switch (item.type) {
    case 'like':
      return by('liked', {
        others: Math.max(0, item.actorsCount - 1),
        thing: thingOf(item.target),
      });
    // A comment's and a reply's target is the post, whatever was commented on.
    case 'comment':
      return by('commented');
    case 'reply':
      return by('replied');
    case 'follow':
      return by('followed');
    case 'report-reviewed':
      return { actor: null, text: 'reportReviewed', values: {} };
    case 'removed':
      // Without a target the kind of thing is unknown (it was deleted since).
      return {
        actor: null,
        text: 'removed',
        values: { thing: item.target ? thingOf(item.target) : 'unknown' },
      };
    case 'suspended':
      return { actor: null, text: 'suspended', values: {} };
  }
}

/** The whole sentence as plain text, the name included; `t` gives the notifications' texts. */
export function notificationText(
  item: Notification,
  t: (name: TextName<'notifications'>, values?: TextValues) => string,
): string {
  const { actor, text, values } = notificationWords(item);
  const cook = t('aCook');
  return t(text, { ...values, name: actor ? actorName(actor, cook) : cook });
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
