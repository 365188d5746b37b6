import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    // Text ids: the OpenID `sub` in OIDC mode, a random UUID for local accounts.
    id: text('id').primaryKey(),
    // Stored trimmed and lower-cased so the unique constraint is case-insensitive in effect.
    email: text('email').unique(),
    // Local accounts only; never leaves the server.
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    displayName: text('display_name'),
    bio: text('bio'),
    isPublic: boolean('is_public').notNull().default(false),
    // What a profile shows, kept by triggers in the transaction of the rows they count (migration
    // 0007), so a profile with 200 000 followers costs one row read, not a count.
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    recipesCount: integer('recipes_count').notNull().default(0),
    publicRecipesCount: integer('public_recipes_count').notNull().default(0),
    postsCount: integer('posts_count').notNull().default(0),
    // Each cook's best shown post in each order of the feed, kept by the same triggers (migration
    // 0039, decision 054): "following" orders the followed cooks by these, one row each, instead
    // of looking into each one's posts.
    latestPostId: integer('latest_post_id'),
    firstPostId: integer('first_post_id'),
    topPostId: integer('top_post_id'),
    topPostLikes: integer('top_post_likes'),
    // Whether a reader's feed must test blocks and muted words, known from the row the session
    // already read (migration 0040, decision 055): most readers have neither, and their pages cost
    // no read of either.
    blocksCount: integer('blocks_count').notNull().default(0),
    mutedWordsCount: integer('muted_words_count').notNull().default(0),
    // 'user', 'moderator' or 'admin' (decision 047): administrators follow the server's settings at
    // each sign-in; moderators are made by administrators.
    role: text('role').notNull().default('user'),
    // Signed-in nowhere and refused at sign-in until then; 9999-12-31 means until lifted.
    suspendedUntil: timestamp('suspended_until', { withTimezone: true, mode: 'date' }),
    // The language the cook chose in Account Settings (decision 049); null: their browser's.
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'moderator', 'admin')`),
    // The administrators' list of the moderation team: a few rows of millions.
    index('users_staff_idx').on(t.role, t.id).where(sql`${t.role} <> 'user'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
