import { z } from 'zod';
import { FEED_FILTERS, FEED_MAX_PAGE_SIZE, FEED_PAGE_SIZE, FEED_SORTS } from './feed-pages.js';
import { entityId, entityIdText } from './ids.js';
import { storableText } from './text.js';
import { userSummarySchema } from './user.js';
import { withheldSchema } from './withheld.js';

export {
  FEED_FILTERS,
  FEED_MAX_PAGE_SIZE,
  FEED_PAGE_SIZE,
  FEED_SORTS,
  type FeedFilter,
  type FeedSort,
} from './feed-pages.js';

/** Limits of our own for announcement text: room for a real post, bounded. */
export const ANNOUNCEMENT_LIMITS = { title: 200, content: 5000 } as const;

/** The largest photo and video an announcement may carry. */
export const ANNOUNCEMENT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** A video may last at most 600 seconds. */
export const VIDEO_MAX_SECONDS = 600;
export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Comments and replies: the longest text, and the page sizes. */
export const COMMENT_MAX = 500;
export const COMMENTS_PAGE_SIZE = 10;
export const REPLIES_PAGE_SIZE = 5;
/** The reply button is hidden at this nesting level and deeper. */
export const MAX_REPLY_DEPTH = 100;

/** An announcement as the API answers it; `liked` only where the caller is known (the feed). */
export const announcementSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  image: z.string().nullable(),
  video: z.string().nullable(),
  mediaType: z.enum(MEDIA_TYPES).nullable(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  createdAt: z.string(),
  user: userSummarySchema,
  liked: z.boolean().optional(),
  withheld: withheldSchema.optional(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = z.array(announcementSchema);

/**
 * `GET /api/announcements` and `/feed`. `before` is the id of the last item of the previous page:
 * the answer continues after it in the chosen order (keyset paging, decision 014).
 */
export const feedQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(FEED_MAX_PAGE_SIZE, `limit must be at most ${FEED_MAX_PAGE_SIZE}`)
    .default(FEED_PAGE_SIZE),
  before: entityIdText('before').optional(),
  q: storableText('Search')
    .trim()
    .max(200, 'Search is too long')
    .optional()
    .transform((value) => value || undefined),
  sort: z.enum(FEED_SORTS, { error: 'sort must be newest, oldest or popular' }).default('newest'),
});
export type FeedQuery = z.output<typeof feedQuerySchema>;

export const personalFeedQuerySchema = feedQuerySchema.extend({
  filter: z.enum(FEED_FILTERS, { error: 'filter must be all, liked or following' }).default('all'),
});
export type PersonalFeedQuery = z.output<typeof personalFeedQuerySchema>;

/**
 * The post form's rules for the text fields of `POST /api/announcements`; whether media
 * is attached is known only once the file is read, so `hasMedia` completes the rule that content
 * or media is required.
 */
export const announcementInputSchema = z
  .object({
    title: storableText('Title', { error: 'Announcement title is required' })
      .trim()
      .min(1, 'Announcement title is required')
      .max(
        ANNOUNCEMENT_LIMITS.title,
        `Title must be at most ${ANNOUNCEMENT_LIMITS.title} characters`,
      ),
    content: storableText('Message')
      .trim()
      .max(
        ANNOUNCEMENT_LIMITS.content,
        `Message must be at most ${ANNOUNCEMENT_LIMITS.content} characters`,
      )
      .nullish()
      .transform((value) => value || null),
    hasMedia: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (!value.content && !value.hasMedia) {
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        message: 'Either content or media (image/video) is required',
      });
    }
  });
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

/** A comment or reply as the API answers it; `liked` for a signed-in caller. */
export const commentSchema = z.object({
  id: z.number().int(),
  announcementId: z.number().int(),
  userId: z.string(),
  parentId: z.number().int().nullable(),
  content: z.string(),
  likesCount: z.number().int(),
  repliesCount: z.number().int(),
  createdAt: z.string(),
  user: userSummarySchema,
  liked: z.boolean().optional(),
  withheld: withheldSchema.optional(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentPageSchema = z.object({
  comments: z.array(commentSchema),
  hasMore: z.boolean(),
});
export type CommentPage = z.infer<typeof commentPageSchema>;

/** `?page=&limit=` of the comment and reply lists; pages count from 1. */
export const commentPageQuerySchema = (defaultLimit: number) =>
  z.object({
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a number')
      .positive('page must be a number')
      .default(1),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(50, 'limit must be at most 50')
      .default(defaultLimit),
  });

/** The comment form's rules, replies' too; the text is trimmed before it is checked. */
export const commentInputSchema = z.object({
  content: storableText('Comment', { error: 'Comment cannot be empty' })
    .trim()
    .min(1, 'Comment cannot be empty')
    .max(COMMENT_MAX, 'Comment too long'),
  parentId: entityId('parentId')
    .nullish()
    .transform((value) => value ?? null),
});
export type CommentInput = z.input<typeof commentInputSchema>;

/** `POST …/like` toggles; `GET …/like` answers only `liked`. */
export const likeToggleSchema = z.object({ liked: z.boolean(), likesCount: z.number().int() });
export type LikeToggle = z.infer<typeof likeToggleSchema>;
export const likeStateSchema = z.object({ liked: z.boolean() });

/** `DELETE /api/comments/{id}`: the post's comment count once the whole reply subtree went. */
export const commentDeletedSchema = z.object({ commentsCount: z.number().int() });
