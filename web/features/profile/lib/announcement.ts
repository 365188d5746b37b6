import { z } from 'zod';

/** The fields of `GET /api/announcements/user/{id}` the profile shows. */
export const profilePostSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string().nullable(),
  image: z.string().nullable(),
  video: z.string().nullable(),
  mediaType: z.string().nullable(),
  likesCount: z.number(),
  commentsCount: z.number(),
  createdAt: z.string(),
});
export type ProfilePost = z.infer<typeof profilePostSchema>;
export const profilePostListSchema = z.array(profilePostSchema);
