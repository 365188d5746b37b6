import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Nutrition } from '../../../contracts/organise.js';
import { users } from './users.js';
import { withheldColumns } from './withheld.js';

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
    ...withheldColumns(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // The cook time text in minutes (migration 0008), so "Cook Time" sorts with an index.
    cookTimeMinutes: integer('cook_time_minutes')
      .notNull()
      .generatedAlwaysAs(sql`cook_minutes(cook_time)`),
    // A uniform random number drawn once per recipe: the random pick and the recipe of the day
    // are the first key at or after a drawn threshold, one index probe (decision 015).
    randomKey: doublePrecision('random_key').notNull().default(sql`random()`),
    // What a search matches (title, description, ingredients and tags, lower-cased), kept as a
    // column (migrations 0011, 0019): the trigram index's recheck reads it instead of calling
    // recipe_search_text per row, which PostgreSQL cannot inline (it wraps a STABLE function).
    // Notes are private and left out: the owner's search matches them through their own index.
    // Both trigram indexes are led by user_id and written in the migration's SQL.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`recipe_search_text(title, description, ingredients, tags)`),
    // Organising (decision 037). `tags` as typed and sorted by key; `tag_keys` the same tags
    // folded (tagKey), in the same order, which filters and the tag catalogue match on.
    tags: text('tags').array().notNull().default(sql`'{}'`),
    tagKeys: text('tag_keys').array().notNull().default(sql`'{}'`),
    sourceUrl: text('source_url'),
    totalTime: text('total_time'),
    nutrition: jsonb('nutrition').$type<Nutrition>(),
    favorite: boolean('favorite').notNull().default(false),
    rating: smallint('rating'),
    notes: text('notes'),
    cookedCount: integer('cooked_count').notNull().default(0),
    lastCookedAt: date('last_cooked_at', { mode: 'string' }),
    // The rating sort's key: unrated recipes (0) after every rated one, highest first.
    ratingKey: smallint('rating_key').notNull().generatedAlwaysAs(sql`coalesce(rating, 0)`),
    // The last-cooked sort's key: never cooked is the earliest day of all, so it comes last when
    // the most recent comes first, and "not cooked since" is one range of the same index.
    lastCookedKey: date('last_cooked_key', { mode: 'string' })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(last_cooked_at, '-infinity'::date)`),
    // The language the recipe is written in (one Simmer speaks; null when not known), which
    // read-aloud picks its voice by (decision 049).
    language: text('language'),
  },
  (t) => [
    // My Recipes in each of its sorts (ids are handed out in creation order, so newest and
    // oldest are id order), and the owner check of every write. Ascending, scanned either way.
    index('recipes_user_id_idx').on(t.userId, t.id),
    index('recipes_user_title_idx').on(t.userId, sql`lower(${t.title})`, t.id),
    index('recipes_user_cook_minutes_idx').on(t.userId, t.cookTimeMinutes, t.id),
    index('recipes_user_random_idx').on(t.userId, t.randomKey),
    // A public profile's recipe list, newest first.
    index('recipes_public_user_idx').on(t.userId, t.id).where(sql`${t.isPublic}`),
    index('recipes_user_rating_idx').on(t.userId, t.ratingKey, t.id),
    // "Last cooked" first, never-cooked last; also serves "not cooked since".
    index('recipes_user_last_cooked_idx').on(t.userId, t.lastCookedKey, t.id),
    index('recipes_user_favorite_idx').on(t.userId, t.id).where(sql`${t.favorite}`),
    // Recipes with all of some tags, within one cook's (btree_gin lets user_id lead a GIN index).
    index('recipes_user_tags_idx').using('gin', t.userId, t.tagKeys),
    // Whether a page the cook imports is one they already have.
    index('recipes_user_source_idx')
      .on(t.userId, t.sourceUrl)
      .where(sql`${t.sourceUrl} is not null`),
    check('recipes_rating_check', sql`${t.rating} between 1 and 5`),
    check('recipes_difficulty_check', sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
    check('recipes_servings_check', sql`${t.servings} >= 1`),
  ],
);

export type RecipeRow = typeof recipes.$inferSelect;

/**
 * Photos that import from a URL stored for a draft (decision 028). The web client uploads the
 * draft's photo again when the recipe is saved, so nothing ever refers to the stored one:
 * housekeeping deletes a draft's files and its row a day after the import. Deleting an account
 * removes its drafts' files with its other files (decision 043).
 */
export const recipeImportDrafts = pgTable(
  'recipe_import_drafts',
  {
    // The stored photo's URL, as `recipes.image` holds one (storage.ts `mediaUrl`).
    url: text('url').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The purge takes the oldest first.
  (t) => [index('recipe_import_drafts_created_idx').on(t.createdAt)],
);

/**
 * A cook's tags, each with how many of their recipes carry it, kept by a trigger on recipes
 * (migration 0015), so the tag list never counts. A tag exists while a recipe carries it.
 */
export const tags = pgTable(
  'tags',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    recipeCount: integer('recipe_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Each cook's recipe of the day, stored when first asked for that day (decision 037): later asks
 * that day, on any instance, read it back, so recipes added meanwhile never swap it, and picking
 * it is one probe of (user_id, random_key) whatever the recipes' creation dates.
 */
export const featuredRecipes = pgTable(
  'featured_recipes',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
  },
  // Deleting a recipe finds the pick that names it through this index, not a scan.
  (t) => [index('featured_recipes_recipe_idx').on(t.recipeId)],
);
