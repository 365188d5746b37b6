import type { Comment } from '@contracts/community';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/texts';
import { type CommentLevel, useCommentLevel } from '../../api/comment-queries';
import { useLiveCommentCounts } from '../../api/live-counts';

/**
 * One level of a thread — a post's comments or a comment's replies — read page by page, oldest
 * first, with "Load more comments" / "Load more replies". Each comment is drawn by
 * `renderComment`, so that a comment can hold a list of its replies without the two modules
 * importing each other.
 */
export function CommentList({
  level,
  parent,
  renderComment,
}: {
  level: CommentLevel;
  parent: Comment | null;
  renderComment: (comment: Comment) => ReactNode;
}) {
  const t = useT('community');
  const { query, comments } = useCommentLevel(level);
  useLiveCommentCounts(level, comments);

  if (query.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t(parent ? 'loadingReplies' : 'loadingComments')}</span>
        {[0, 1].map((row) => (
          <div key={row} className="flex gap-3">
            <Skeleton className="size-8 shrink-0 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-3 w-28" />
              <Skeleton className="h-4 w-3/4" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (query.isError && comments.length === 0) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-destructive text-sm">
        {t(parent ? 'repliesFailed' : 'commentsFailed')}
        <Button type="button" variant="outline" size="sm" onClick={() => query.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  if (comments.length === 0) {
    return parent ? null : <p className="text-sm text-muted-foreground">{t('noComments')}</p>;
  }

  const loadMore = () => {
    if (!query.isFetchingNextPage) void query.fetchNextPage();
  };
  return (
    <div className="grid gap-3">
      <ul className="grid gap-4">
        {comments.map((comment) => (
          <li key={comment.id}>{renderComment(comment)}</li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <p role="alert" className="text-destructive text-sm">
          {t(parent ? 'moreRepliesFailed' : 'moreCommentsFailed')}
        </p>
      )}
      {query.hasNextPage && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="justify-self-start text-primary-strong"
          // Not `disabled` while loading: a disabled button would drop keyboard focus.
          aria-disabled={query.isFetchingNextPage}
          onClick={loadMore}
        >
          {query.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
          {t(parent ? 'loadMoreReplies' : 'loadMoreComments')}
        </Button>
      )}
    </div>
  );
}
