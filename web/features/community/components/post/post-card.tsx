import type { Announcement } from '@contracts/community';
import { MessageCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { WithheldNotice } from '@/components/withheld-notice';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import { commentsLabel } from '../../lib/display';
import { AuthorLine } from '../author-line';
import { CommentsSection } from '../comments/comments-section';
import { PostLike } from './post-like';
import { PostMedia } from './post-media';
import { PostMenu } from './post-menu';

export interface PostCardProps {
  post: Announcement;
  /** The title's level in the page outline: h2 in the feed, h3 under a profile's section. */
  headingLevel?: 'h2' | 'h3';
  /** A narrow column (a profile's Recent Posts): the text is clamped, the media smaller. */
  compact?: boolean;
  /** The 1-based place in a `role="feed"` list, which makes the card one of its articles. */
  position?: number;
  /** After its author deleted it, e.g. for a profile to count its posts again. */
  onDeleted?: (post: Announcement) => void;
}

/** One announcement, in the feed and on public profiles. */
export function PostCard({
  post,
  headingLevel = 'h2',
  compact = false,
  position,
  onDeleted,
}: PostCardProps) {
  const t = useT('community');
  const titleId = useId();
  const commentsId = useId();
  const [showComments, setShowComments] = useState(false);
  const commentsToggle = useRef<HTMLButtonElement>(null);
  const Title = headingLevel;
  const inFeed = position !== undefined;

  return (
    <article
      aria-labelledby={titleId}
      aria-posinset={position}
      // The feed's length is unknown until its last page (ARIA feed pattern).
      aria-setsize={inFeed ? -1 : undefined}
      tabIndex={inFeed ? 0 : undefined}
      className={cn(
        'grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5',
        // Off-screen cards skip layout and paint, so a long feed stays smooth (styles.css).
        'skip-offscreen-[36rem]',
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <AuthorLine user={post.user} createdAt={post.createdAt} />
        <PostMenu post={post} onDeleted={onDeleted} />
      </header>
      {/* Only its author and the moderators get a withheld post: they are told why. */}
      {post.withheld && <WithheldNotice withheld={post.withheld} />}
      <Title
        id={titleId}
        className="wrap-anywhere font-semibold font-serif text-foreground text-xl leading-snug"
      >
        {post.title}
      </Title>
      {post.content && (
        <p
          className={cn(
            'whitespace-pre-wrap wrap-anywhere text-foreground',
            compact && 'line-clamp-4',
          )}
        >
          {post.content}
        </p>
      )}
      <PostMedia post={post} compact={compact} priority={position === 1} />
      <footer className="-mx-2 flex flex-wrap items-center gap-1 border-border border-t pt-2">
        <PostLike post={post} />
        <Button
          ref={commentsToggle}
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={showComments}
          aria-controls={commentsId}
          onClick={() => setShowComments((shown) => !shown)}
          className="text-muted-foreground tabular-nums"
        >
          <MessageCircle aria-hidden="true" />
          {commentsLabel(t, post.commentsCount)}
        </Button>
      </footer>
      <div id={commentsId} hidden={!showComments}>
        {showComments && (
          <CommentsSection post={post} fallbackFocus={() => commentsToggle.current} />
        )}
      </div>
    </article>
  );
}
