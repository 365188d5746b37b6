import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
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
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
