import type { Announcement } from '@contracts/community';
import { Photo } from '@/components/photo';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';

/**
 * A post's photo or video in a box of fixed proportions, so nothing below it jumps when it loads.
 * The whole picture is shown (contain), never cropped: a recipe card or a plated dish may matter
 * at its edges.
 */
export function PostMedia({
  post,
  compact,
  priority = false,
}: {
  post: Announcement;
  compact: boolean;
  /** The feed's first post: its photo is likely on a phone's first screen. */
  priority?: boolean;
}) {
  const t = useT('community');
  const box = cn(
    'w-full rounded-xl bg-muted',
    compact ? 'aspect-[16/9]' : 'aspect-[4/3] sm:aspect-[16/10]',
  );
  if (post.image) {
    return (
      <Photo
        src={post.image}
        alt={post.title}
        // The feed's column is at most 768 px less the card's padding; a profile's Recent Posts
        // column (compact) about a third of the page.
        sizes={compact ? '(min-width: 1024px) 340px, 100vw' : '(min-width: 768px) 728px, 100vw'}
        priority={priority}
        className={cn(box, 'object-contain')}
      />
    );
  }
  if (post.video) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: members upload their own videos, without captions
      <video
        src={post.video}
        controls
        preload="metadata"
        aria-label={post.title}
        className={cn(box, 'bg-stone-950')}
      >
        {t('noVideoSupport')}
      </video>
    );
  }
  return null;
}
