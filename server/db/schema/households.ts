import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recipes } from './recipes.js';
import { users } from './users.js';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * Households (decision 045). A cook without a membership row is on their own: the row and the
 * household are made the first time something of theirs needs one. `aisle_order` is the shop's
 * order of the aisles (empty: the built-in order).
 */
export const households = pgTable('households', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  creatorId: text('creator_id').references(() => users.id, { onDelete: 'set null' }),
  aisleOrder: text('aisle_order').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

/** One household per cook: the user id is the key. Triggers keep households from emptying. */
export const householdMembers = pgTable(
  'household_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('household_members_household_idx').on(t.householdId, t.joinedAt)],
);

/** Invitation links: only a hash of the code is kept; used once, then `used_at` is set. */
export const householdInvitations = pgTable(
  'household_invitations',
  {
    codeHash: text('code_hash').primaryKey(),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // Counting a household's invitations of the last day for its limit; purging expired ones.
    index('household_invitations_household_idx').on(t.householdId, t.createdAt),
    index('household_invitations_expires_idx').on(t.expiresAt),
  ],
);

/** What a household's members learned about where an item sits in their shop. */
export const householdAisles = pgTable(
  'household_aisles',
  {
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    aisle: text('aisle').notNull(),
  },
  (t) => [primaryKey({ columns: [t.householdId, t.itemKey] })],
);

/**
 * The household's meal plan. `title` is the recipe's title when planned (kept if the recipe goes),
 * or the cook's free text. `slot_rank` orders the slots through the day for the index.
 */
export const mealPlanEntries = pgTable(
  'meal_plan_entries',
  {
    id: serial('id').primaryKey(),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    slotRank: smallint('slot_rank')
      .notNull()
      .generatedAlwaysAs(
        sql`case slot when 'breakfast' then 0 when 'lunch' then 1 when 'dinner' then 2 else 3 end`,
      ),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    servings: integer('servings'),
    note: text('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('meal_plan_household_day_idx').on(t.householdId, t.day, t.slotRank, t.id),
    index('meal_plan_recipe_idx').on(t.recipeId),
  ],
);

/** A cook's secret calendar address: only its hash is kept, a new one replaces the old. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

/** A household's shopping lists; the counts are kept by triggers on the lines (migration 0028). */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: serial('id').primaryKey(),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    itemCount: integer('item_count').notNull().default(0),
    uncheckedCount: integer('unchecked_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('shopping_lists_household_idx').on(t.householdId, t.id)],
);

/**
 * A line of a list: an item and, within a family of units that convert, the summed amount in the
 * family's base unit (null without a quantity). Unchecked lines are unique per item and family,
 * which is what makes adding the same item twice one line, even from two members at once. Each
 * field's last edit time lets late edits from an offline device lose to newer ones.
 */
export const shoppingItems = pgTable(
  'shopping_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    family: text('family').notNull(),
    amount: doublePrecision('amount'),
    item: text('item').notNull(),
    // The language the line is written in ('en', 'de', 'fr', 'es'), which decides how it reads;
    // null for lines stored before lines had one, which read as English.
    language: text('language'),
    aisle: text('aisle').notNull(),
    checked: boolean('checked').notNull().default(false),
    recipeIds: integer('recipe_ids').array().notNull().default(sql`'{}'::integer[]`),
    written: text('written').array().notNull().default(sql`'{}'::text[]`),
    checkedEditedAt: timestamp('checked_edited_at', { withTimezone: true, mode: 'date' }),
    textEditedAt: timestamp('text_edited_at', { withTimezone: true, mode: 'date' }),
    aisleEditedAt: timestamp('aisle_edited_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shopping_items_open_line_idx')
      .on(t.listId, t.itemKey, t.family)
      .where(sql`not ${t.checked}`),
    index('shopping_items_list_idx').on(t.listId, t.itemKey, t.id),
  ],
);

/** The device ids lines were sent with: a line sent again is recognised and not added twice. */
export const shoppingItemRequests = pgTable(
  'shopping_item_requests',
  {
    clientId: uuid('client_id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    itemId: integer('item_id'),
    createdAt: createdAt(),
  },
  (t) => [index('shopping_item_requests_created_idx').on(t.createdAt)],
);

/**
 * What changed in a household, in order: the live stream sends these, and a stream that dropped
 * resumes after the last one it saw. Kept a day (housekeeping).
 */
export const householdEvents = pgTable(
  'household_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    entityId: integer('entity_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('household_events_household_idx').on(t.householdId, t.id),
    index('household_events_created_idx').on(t.createdAt),
  ],
);
