import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    image: text('image'),
    prepTime: text('prep_time'),
    cookTime: text('cook_time'),
    servings: integer('servings'),
    difficulty: text('difficulty'),
    ingredients: text('ingredients').array().notNull(),
    instructions: text('instructions').array().notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // "My recipes" newest/oldest first, and the owner check of every write.
    index('recipes_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // A public profile's recipe list.
    index('recipes_public_user_idx').on(t.userId, t.createdAt.desc()).where(sql`${t.isPublic}`),
    check('recipes_difficulty_check', sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
    check('recipes_servings_check', sql`${t.servings} >= 1`),
  ],
);

export type RecipeRow = typeof recipes.$inferSelect;
