import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { withheldColumns } from './withheld.js';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    title: text('title').notNull(),
    content: text('content'),
    image: text('image'),
    video: text('video'),
    mediaType: text('media_type'),
    // Maintained in the same transaction as the rows they count, by triggers (decision 014).
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    // The band of likes_count its likes carry, kept with hysteresis by the likes' trigger
    // (decision 058).
    likeStep: smallint('like_step').notNull().default(0),
    createdAt: createdAt(),
    ...withheldColumns(),
  },
  (t) => [
    // The feed pages in id order (ids are handed out in creation order; decision 014): newest and
    // oldest walk the primary key, popular this index, either way round. Ascending indexes, so a
    // backward scan gives exactly `desc` (NULLS FIRST), which is what `order by … desc` asks for.
    index('announcements_popular_idx').on(t.likesCount, t.id),
    // A profile's posts and the "following" filter, per author, in both orders. Both INCLUDE
    // `withheld` (migration 0033), which this builder cannot say.
    index('announcements_user_idx').on(t.userId, t.id),
    index('announcements_user_popular_idx').on(t.userId, t.likesCount, t.id),
    // "Most popular" among one's likes: each liked post's likes, withheld and author without its
    // row. INCLUDEs those (migration 0036).
    index('announcements_like_order_idx').on(t.id),
    check('announcements_media_type_check', sql`${t.mediaType} in ('image', 'video')`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: userRef(),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    content: text('content').notNull(),
    // 0 for a comment, the parent's depth + 1 for a reply: the reply limit is checked without
    // walking the thread (no replies at level 100 and deeper).
    depth: integer('depth').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    repliesCount: integer('replies_count').notNull().default(0),
    createdAt: createdAt(),
    ...withheldColumns(),
  },
  (t) => [
    // Top-level comments of an announcement, oldest first. Partial: `parent_id is null` is no
    // equality to the planner, so (announcement_id, parent_id, …) could not deliver this order.
    index('comments_top_level_idx')
      .on(t.announcementId, t.createdAt, t.id)
      .where(sql`${t.parentId} is null`),
    // Every comment of an announcement, for the cascade when it is deleted.
    index('comments_announcement_idx').on(t.announcementId),
    // Direct replies of a comment, oldest first (and the cascade of a deleted parent).
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    // A cook's comments in the order they were written (the export pages through them), and
    // the cascade of a deleted account.
    index('comments_user_idx').on(t.userId, t.id),
  ],
);

export const announcementLikes = pgTable(
  'announcement_likes',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: userRef(),
    // The liked post's like_step, copied by the likes' trigger whenever it moves (decision 058).
    step: smallint('step').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('announcement_likes_announcement_user_key').on(t.announcementId, t.userId),
    // The feed's "liked" filter and flag look likes up by user.
    index('announcement_likes_user_idx').on(t.userId, t.announcementId),
    // "Popular" among one's likes reads only the likes of the bands that can hold the page.
    index('announcement_likes_user_step_idx').on(t.userId, t.step, t.announcementId),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('comment_likes_comment_user_key').on(t.commentId, t.userId),
    index('comment_likes_user_idx').on(t.userId, t.commentId),
  ],
);
