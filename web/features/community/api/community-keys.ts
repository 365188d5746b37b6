import type { FeedParams } from '@contracts/api-urls';

/**
 * Query keys of the community. Every list of announcements sits under `lists()`, so a like, a
 * deletion or a new comment count reaches the same post wherever it is shown (feed, profile).
 * Comments and replies of one post sit under `thread(id)`.
 */
export const communityKeys = {
  all: ['announcements'] as const,
  lists: () => [...communityKeys.all, 'list'] as const,
  feed: (params: FeedParams) => [...communityKeys.lists(), 'feed', params] as const,
  byUser: (userId: string) => [...communityKeys.lists(), 'user', userId] as const,
  thread: (announcementId: number) => [...communityKeys.all, 'thread', announcementId] as const,
  comments: (announcementId: number) =>
    [...communityKeys.thread(announcementId), 'comments'] as const,
  replies: (announcementId: number, commentId: number) =>
    [...communityKeys.thread(announcementId), 'replies', commentId] as const,
};
