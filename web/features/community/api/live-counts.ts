import type { Announcement, Comment } from '@contracts/community';
import { countsEventSchema } from '@contracts/live-events';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useLiveWatch } from '@/lib/live-watch';
import { updateAnnouncement } from './announcement-cache';
import { updateComment } from './comment-cache';
import type { CommentLevel } from './comment-queries';
import { communityKeys } from './community-keys';

/**
 * Keeps the like and comment counts of the posts on screen current as others like and comment
 * (decision 048), wherever the post is cached; a post whose comment count moved has its thread
 * read again, so an open thread shows the new comment.
 */
export function useLivePostCounts(posts: readonly Announcement[]): void {
  const queryClient = useQueryClient();
  useLiveWatch({ posts: posts.map((post) => post.id) });
  useLiveEvent('counts', (data) => {
    const counts = countsEventSchema.safeParse(data);
    if (!counts.success || counts.data.contentType !== 'announcement') return;
    const { id, likesCount, commentsCount } = counts.data;
    let commented = false;
    updateAnnouncement(queryClient, id, (post) => {
      if (post.likesCount === likesCount && post.commentsCount === commentsCount) return post;
      commented ||= post.commentsCount !== commentsCount;
      return { ...post, likesCount, commentsCount };
    });
    if (commented) void queryClient.invalidateQueries({ queryKey: communityKeys.comments(id) });
  });
}

/** The same for one level of a thread: its comments' likes and replies. */
export function useLiveCommentCounts(level: CommentLevel, comments: readonly Comment[]): void {
  const queryClient = useQueryClient();
  useLiveWatch({ comments: comments.map((comment) => comment.id) });
  useLiveEvent('counts', (data) => {
    const counts = countsEventSchema.safeParse(data);
    if (!counts.success || counts.data.contentType !== 'comment') return;
    const { id, likesCount, commentsCount: repliesCount } = counts.data;
    const shown = comments.find((comment) => comment.id === id);
    if (!shown) return;
    updateComment(queryClient, level, id, (comment) =>
      comment.likesCount === likesCount && comment.repliesCount === repliesCount
        ? comment
        : { ...comment, likesCount, repliesCount },
    );
    if (shown.repliesCount !== repliesCount) {
      void queryClient.invalidateQueries({
        queryKey: communityKeys.replies(shown.announcementId, id),
      });
    }
  });
}
