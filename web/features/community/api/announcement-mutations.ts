import {
  type Announcement,
  announcementSchema,
  type LikeToggle,
  likeToggleSchema,
} from '@contracts/community';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { type UploadProgress, uploadForm } from '@/lib/upload';
import { removeAnnouncement, updateAnnouncement } from './announcement-cache';
import { communityKeys } from './community-keys';

type LikeState = Pick<Announcement, 'liked' | 'likesCount'>;

/**
 * POST /api/announcements/{id}/like toggles. The post changes at once everywhere it is shown and
 * goes back if the call fails; the answer then sets the server's exact count.
 */
export function useToggleAnnouncementLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (post: Announcement): Promise<LikeToggle> =>
      likeToggleSchema.parse(
        await readJson(await apiRequest('POST', `/api/announcements/${post.id}/like`)),
      ),
    onMutate: (post): LikeState => {
      const before = { liked: post.liked ?? false, likesCount: post.likesCount };
      updateAnnouncement(queryClient, post.id, (item) => ({
        ...item,
        liked: !before.liked,
        likesCount: Math.max(0, before.likesCount + (before.liked ? -1 : 1)),
      }));
      return before;
    },
    onError: (_error, post, before) => {
      if (before) updateAnnouncement(queryClient, post.id, (item) => ({ ...item, ...before }));
    },
    onSuccess: (result, post) =>
      updateAnnouncement(queryClient, post.id, (item) => ({ ...item, ...result })),
  });
}

/** DELETE /api/announcements/{id} (author only): the post leaves every list, with its thread. */
export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (post: Pick<Announcement, 'id'>) => {
      await apiRequest('DELETE', `/api/announcements/${post.id}`);
      return post;
    },
    onSuccess: (post) => {
      removeAnnouncement(queryClient, post.id);
      queryClient.removeQueries({ queryKey: communityKeys.thread(post.id) });
    },
  });
}

export interface NewAnnouncement {
  /** The multipart body: title, content and the optional file `media`. */
  form: FormData;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/announcements, through XMLHttpRequest for its upload progress. Afterwards every list
 * starts again from its first page, where the new post is, rather than re-reading each loaded
 * page.
 */
export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ form, onProgress, signal }: NewAnnouncement): Promise<Announcement> =>
      announcementSchema.parse(
        await readJson(
          await uploadForm('POST', '/api/announcements', form, { onProgress, signal }),
        ),
      ),
    onSuccess: () => {
      void queryClient.resetQueries({ queryKey: communityKeys.lists() });
    },
  });
}
