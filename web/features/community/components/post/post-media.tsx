import type { Announcement } from '@contracts/community';
import { cn } from '@/lib/utils';

/**
 * A post's photo or video in a box of fixed proportions, so nothing below it jumps when it loads.
 * The whole picture is shown (contain), never cropped: a recipe card or a plated dish may matter
 * at its edges.
 */
export function PostMedia({ post, compact }: { post: Announcement; compact: boolean }) {
  const box = cn(
    'w-full rounded-xl bg-stone-100',
    compact ? 'aspect-[16/9]' : 'aspect-[4/3] sm:aspect-[16/10]',
  );
  if (post.image) {
    return (
      <img
        src={post.image}
        alt={post.title}
        loading="lazy"
        decoding="async"
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
        Your browser does not support video playback.
      </video>
    );
  }
  return null;
}
