import {
  type Comment,
  commentDeletedSchema,
  commentSchema,
  type LikeToggle,
  likeToggleSchema,
} from '@contracts/community';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { setCommentsCount, shiftCommentsCount } from './announcement-cache';
import {
  appendComment,
  cachedComment,
  forgetReplies,
  removeComment,
  updateComment,
} from './comment-cache';
import { levelKey, levelOf } from './comment-queries';

export interface NewComment {
  /** Already trimmed: a comment is sent without surrounding spaces. */
  content: string;
  /** The comment replied to; none for a top-level comment. */
  parent: Comment | null;
}

/**
 * POST /api/announcements/{id}/comments with `{content, parentId?}`. The new comment shows at once
 * and the counts move by exactly one: the post's (which counts replies too) and the parent's.
 */
export function useAddComment(announcementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ content, parent }: NewComment): Promise<Comment> =>
      commentSchema.parse(
        await readJson(
          await apiRequest('POST', `/api/announcements/${announcementId}/comments`, {
            content,
            ...(parent && { parentId: parent.id }),
          }),
        ),
      ),
    onSuccess: (comment, { parent }) => {
      appendComment(queryClient, { announcementId, parentId: parent?.id ?? null }, comment);
      shiftCommentsCount(queryClient, announcementId, 1);
      if (parent) {
        updateComment(queryClient, levelOf(parent), parent.id, (item) => ({
          ...item,
          repliesCount: item.repliesCount + 1,
        }));
      }
    },
  });
}

export interface CommentDeletion {
  comment: Comment;
  /** The comment it replies to, whose reply count goes down; none for a top-level comment. */
  parent: Comment | null;
}

/**
 * DELETE /api/comments/{id} (owner only), which deletes the replies too and answers the post's
 * new comment count (exact even for replies this screen never read). The comment leaves its level;
 * a level with unread pages is read again, since its page offsets moved up by one.
 */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deletion: CommentDeletion) => {
      const answer = await readJson(
        await apiRequest('DELETE', `/api/comments/${deletion.comment.id}`),
      );
      return { ...deletion, ...commentDeletedSchema.parse(answer) };
    },
    onSuccess: ({ comment, parent, commentsCount }) => {
      const level = levelOf(comment);
      forgetReplies(queryClient, comment);
      const shifted = removeComment(queryClient, level, comment.id);
      setCommentsCount(queryClient, comment.announcementId, commentsCount);
      if (parent) {
        updateComment(queryClient, levelOf(parent), parent.id, (item) => ({
          ...item,
          repliesCount: Math.max(0, item.repliesCount - 1),
        }));
      }
      if (shifted) void queryClient.invalidateQueries({ queryKey: levelKey(level), exact: true });
    },
  });
}

type CommentLikeState = Pick<Comment, 'liked' | 'likesCount'>;

/** POST /api/comments/{id}/like toggles; shown at once, undone if the call fails. */
export function useToggleCommentLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (comment: Comment): Promise<LikeToggle> =>
      likeToggleSchema.parse(
        await readJson(await apiRequest('POST', `/api/comments/${comment.id}/like`)),
      ),
    onMutate: (comment): CommentLikeState => {
      const current = cachedComment(queryClient, levelOf(comment), comment.id) ?? comment;
      const before = { liked: current.liked ?? false, likesCount: current.likesCount };
      updateComment(queryClient, levelOf(comment), comment.id, (item) => ({
        ...item,
        liked: !before.liked,
        likesCount: Math.max(0, before.likesCount + (before.liked ? -1 : 1)),
      }));
      return before;
    },
    onError: (_error, comment, before) => {
      if (before)
        updateComment(queryClient, levelOf(comment), comment.id, (item) => ({
          ...item,
          ...before,
        }));
    },
    onSuccess: (result, comment) =>
      updateComment(queryClient, levelOf(comment), comment.id, (item) => ({ ...item, ...result })),
  });
}
