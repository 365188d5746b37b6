import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { recipes } from './recipes.js';
import { users } from './users.js';

/**
 * A cook's cookbooks: named collections of their own recipes (decision 039). The counts are kept
 * by triggers (migration 0018): `recipe_count` every member, `public_recipe_count` the public
 * ones, which is all anyone else may count.
 */
export const cookbooks = pgTable(
  'cookbooks',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    isPublic: boolean('is_public').notNull().default(false),
    recipeCount: integer('recipe_count').notNull().default(0),
    publicRecipeCount: integer('public_recipe_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // A cook's cookbooks by name; a profile's public ones the same way.
    index('cookbooks_user_name_idx').on(t.userId, sql`lower(${t.name})`, t.id),
    index('cookbooks_public_user_idx')
      .on(t.userId, sql`lower(${t.name})`, t.id)
      .where(sql`${t.isPublic}`),
  ],
);

/** Which recipes a cookbook holds, in the cook's order (`position`, ascending). */
export const cookbookRecipes = pgTable(
  'cookbook_recipes',
  {
    cookbookId: integer('cookbook_id')
      .notNull()
      .references(() => cookbooks.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // The recipe's own `is_public`, copied by triggers (migration 0018), so a public cookbook's
    // page reads its public members in order from one index, and the counts need no join.
    isPublic: boolean('is_public').notNull().default(false),
    // Whether the recipe has a photo, copied the same way (migration 0022): a cookbook's cover is
    // then one probe of a partial index, however many members without a photo come first.
    hasPhoto: boolean('has_photo').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.cookbookId, t.recipeId] }),
    // A cookbook's page in its order.
    index('cookbook_recipes_order_idx').on(t.cookbookId, t.position, t.recipeId),
    index('cookbook_recipes_public_order_idx')
      .on(t.cookbookId, t.position, t.recipeId)
      .where(sql`${t.isPublic}`),
    // The cover: the first member with a photo, for the owner and for anyone else.
    index('cookbook_recipes_cover_idx')
      .on(t.cookbookId, t.position, t.recipeId)
      .where(sql`${t.hasPhoto}`),
    index('cookbook_recipes_public_cover_idx')
      .on(t.cookbookId, t.position, t.recipeId)
      .where(sql`${t.hasPhoto} and ${t.isPublic}`),
    // A recipe deleted or made public finds its cookbooks without a scan.
    index('cookbook_recipes_recipe_idx').on(t.recipeId),
  ],
);

export type CookbookRow = typeof cookbooks.$inferSelect;
