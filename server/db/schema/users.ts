import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
