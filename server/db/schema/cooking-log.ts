import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { recipes } from './recipes.js';
import { users } from './users.js';

/**
 * The cooking log (decision 037): each time a cook made one of their recipes, on a day, with an
 * optional note. A trigger on this table (migration 0017) keeps `recipes.cooked_count` and
 * `recipes.last_cooked_at` exact, so a recipe never counts its log.
 */
export const cookingLog = pgTable(
  'cooking_log',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    cookedOn: date('cooked_on', { mode: 'string' }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // A recipe's log newest first, and its latest day once an entry goes (the trigger).
  (t) => [index('cooking_log_recipe_idx').on(t.recipeId, t.cookedOn.desc(), t.id.desc())],
);

export type CookingLogRow = typeof cookingLog.$inferSelect;
