import type { Announcement } from '@contracts/community';
import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import { useLivePostCounts } from '../../api/live-counts';
import type { FeedView } from '../../lib/use-feed-view';
import { PostCard } from '../post/post-card';

// w-full: centred by auto margins in the feed's grid, the list would otherwise be as wide as its
// content, which is next to nothing while the cards are skipped by content-visibility, and
// widen (a layout shift) as they are drawn.
export const feedLayout = (view: FeedView) =>
  view === 'grid'
    ? 'grid grid-cols-1 items-start gap-6 md:grid-cols-2'
    : 'mx-auto grid w-full max-w-3xl grid-cols-1 gap-6';

/**
 * The posts as an ARIA feed: each card is an article that can take focus, and Page Down / Page
 * Up move between them, so keyboard and screen-reader users can skim a long, growing list.
 */
export function PostFeed({
  posts,
  view,
  busy,
  label,
  onPostDeleted,
}: {
  posts: Announcement[];
  view: FeedView;
  busy: boolean;
  label: string;
  onPostDeleted?: (post: Announcement) => void;
}) {
  useLivePostCounts(posts);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'PageDown' && event.key !== 'PageUp') return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    const cards = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(':scope > article[aria-posinset]'),
    );
    const current = cards.findIndex((card) => card.contains(target));
    const next = cards[current + (event.key === 'PageDown' ? 1 : -1)];
    if (current === -1 || !next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <div
      role="feed"
      aria-label={label}
      aria-busy={busy}
      onKeyDown={onKeyDown}
      className={cn(feedLayout(view))}
    >
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} position={index + 1} onDeleted={onPostDeleted} />
      ))}
    </div>
  );
}
