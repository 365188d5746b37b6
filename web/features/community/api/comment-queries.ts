import {
  COMMENTS_PAGE_SIZE,
  type Comment,
  type CommentPage,
  commentPageSchema,
  REPLIES_PAGE_SIZE,
} from '@contracts/community';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getJson } from '@/lib/api';
import { communityKeys } from './community-keys';

/** One level of a thread: a post's top-level comments (parentId null) or a comment's replies. */
export interface CommentLevel {
  announcementId: number;
  parentId: number | null;
}
export type CommentPages = InfiniteData<CommentPage, number>;

export const levelOf = (comment: Comment): CommentLevel => ({
  announcementId: comment.announcementId,
  parentId: comment.parentId,
});

export const levelKey = ({ announcementId, parentId }: CommentLevel) =>
  parentId === null
    ? communityKeys.comments(announcementId)
    : communityKeys.replies(announcementId, parentId);

/** Comments 10 a page, replies 5, pages from 1, oldest first. */
export function levelUrl({ announcementId, parentId }: CommentLevel, page: number): string {
  return parentId === null
    ? `/api/announcements/${announcementId}/comments?page=${page}&limit=${COMMENTS_PAGE_SIZE}`
    : `/api/comments/${parentId}/replies?page=${page}&limit=${REPLIES_PAGE_SIZE}`;
}

export const commentLevelQuery = (level: CommentLevel) =>
  infiniteQueryOptions({
    queryKey: levelKey(level),
    queryFn: async ({ pageParam, signal }) =>
      commentPageSchema.parse(await getJson(levelUrl(level, pageParam), { signal })),
    initialPageParam: 1,
    getNextPageParam: (last: CommentPage, _pages: CommentPage[], lastPage: number) =>
      last.hasMore ? lastPage + 1 : undefined,
  });

/**
 * The loaded comments of a level in order. A comment the reader just wrote is added to the last
 * loaded page at once; if a later page brings it again, it is shown where that page has it.
 */
export function flattenComments(data: { pages: CommentPage[] } | undefined): Comment[] {
  if (!data) return [];
  const all = data.pages.flatMap((page) => page.comments);
  const lastIndex = new Map(all.map((comment, index) => [comment.id, index]));
  return all.filter((comment, index) => lastIndex.get(comment.id) === index);
}

/** A level of a thread, read only when it is first shown: replies load on demand. */
export function useCommentLevel(level: CommentLevel) {
  const query = useInfiniteQuery(commentLevelQuery(level));
  const comments = useMemo(() => flattenComments(query.data), [query.data]);
  return { query, comments };
}
