import type { Comment } from '@contracts/community';
import type { QueryClient } from '@tanstack/react-query';
import { type CommentLevel, type CommentPages, flattenComments, levelKey } from './comment-queries';

function changeLevel(
  queryClient: QueryClient,
  level: CommentLevel,
  change: (pages: CommentPages) => CommentPages,
): void {
  queryClient.setQueryData<CommentPages>(levelKey(level), (data) => data && change(data));
}

/** Changes one comment where its level is cached. */
export function updateComment(
  queryClient: QueryClient,
  level: CommentLevel,
  id: number,
  update: (comment: Comment) => Comment,
): void {
  changeLevel(queryClient, level, (data) => ({
    ...data,
    pages: data.pages.map((page) =>
      page.comments.some((comment) => comment.id === id)
        ? {
            ...page,
            comments: page.comments.map((comment) =>
              comment.id === id ? update(comment) : comment,
            ),
          }
        : page,
    ),
  }));
}

/** The comment as cached now (a click may carry an older copy). */
export function cachedComment(
  queryClient: QueryClient,
  level: CommentLevel,
  id: number,
): Comment | undefined {
  const data = queryClient.getQueryData<CommentPages>(levelKey(level));
  return flattenComments(data).find((comment) => comment.id === id);
}

/**
 * Shows a new comment at the end of its level, where oldest-first order puts it. A level not read
 * yet is left alone: reading it will bring the comment.
 */
export function appendComment(queryClient: QueryClient, level: CommentLevel, comment: Comment) {
  changeLevel(queryClient, level, (data) => {
    const last = data.pages.length - 1;
    return {
      ...data,
      pages: data.pages.map((page, index) =>
        index === last ? { ...page, comments: [...page.comments, comment] } : page,
      ),
    };
  });
}

/** Takes a deleted comment out of its level; true when later, unread pages moved up by one. */
export function removeComment(queryClient: QueryClient, level: CommentLevel, id: number): boolean {
  let shifted = false;
  changeLevel(queryClient, level, (data) => {
    shifted = data.pages.at(-1)?.hasMore ?? false;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        comments: page.comments.filter((comment) => comment.id !== id),
      })),
    };
  });
  return shifted;
}

/** Forgets the cached reply levels under a deleted comment: they no longer exist. */
export function forgetReplies(queryClient: QueryClient, comment: Comment): void {
  const level = { announcementId: comment.announcementId, parentId: comment.id };
  for (const reply of flattenComments(queryClient.getQueryData<CommentPages>(levelKey(level)))) {
    forgetReplies(queryClient, reply);
  }
  queryClient.removeQueries({ queryKey: levelKey(level), exact: true });
}
