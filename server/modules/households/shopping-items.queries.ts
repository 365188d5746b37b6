import { sql } from 'drizzle-orm';
import {
  type Family,
  foreignUnitText,
  lineText,
  readable,
} from '../../../contracts/shopping-line.js';
import { lineLanguageOf } from '../../../contracts/shopping-line-language.js';
import type { Aisle, ShoppingItem } from '../../../contracts/shopping-lists.js';
import { arrayLiteral } from '../../db/array-literal.js';
import type { Db } from '../../db/client.js';
import { affectedRows, rowsOf } from '../../db/rows.js';
import { aisleOf, type LineDraft } from './shopping-drafts.js';

/** The most texts a line remembers it was written as: the first ones tell where it came from. */
const WRITTEN_KEPT = 20;

export interface ItemRow {
  id: number;
  item_key: string;
  family: string;
  amount: number | null;
  item: string;
  /** Null for lines stored before lines had a language: they read as English. */
  language: string | null;
  aisle: Aisle;
  checked: boolean;
  recipe_ids: number[];
  written: string[];
  updated_at: string | Date;
}

/** A line with when each of its fields was last edited on a device. */
export interface EditableRow extends ItemRow {
  checked_edited_at: string | Date | null;
  text_edited_at: string | Date | null;
  aisle_edited_at: string | Date | null;
}

const itemColumns = sql`id, item_key, family, amount, item, language, aisle, checked, recipe_ids,
  written, updated_at`;

export function toItem(row: ItemRow, titles: ReadonlyMap<number, string>): ShoppingItem {
  const { quantity, unit } = readable({ family: row.family as Family, amount: row.amount });
  const recipeIds = row.recipe_ids.filter((id) => titles.has(id));
  const language = lineLanguageOf(row.language);
  return {
    id: row.id,
    text: lineText(quantity, unit, row.item, language),
    quantity,
    // The unit as the text writes it: "EL" in a German line, not "tbsp".
    unit: foreignUnitText(quantity, unit, language) ?? unit,
    item: row.item,
    aisle: row.aisle,
    checked: row.checked,
    recipeIds,
    recipeTitles: recipeIds.map((id) => titles.get(id) ?? ''),
    written: row.written,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The titles of the recipes the lines came from, in one query (recipes since deleted drop out). */
export async function recipeTitles(db: Db, rows: readonly ItemRow[]) {
  const ids = [...new Set(rows.flatMap((row) => row.recipe_ids))];
  if (ids.length === 0) return new Map<number, string>();
  const found = rowsOf<{ id: number; title: string }>(
    await db.execute(
      sql`select id, title from recipes where id = any(${arrayLiteral(ids)}::int[])`,
    ),
  );
  return new Map(found.map((row) => [row.id, row.title]));
}

/** Every line of a list (at most the list's limit), by item; the screen groups them by aisle. */
export async function listItems(db: Db, listId: number): Promise<ShoppingItem[]> {
  const rows = rowsOf<ItemRow>(
    await db.execute(sql`
      select ${itemColumns} from shopping_items where list_id = ${listId}
       order by item_key, id`),
  );
  const titles = await recipeTitles(db, rows);
  return rows.map((row) => toItem(row, titles));
}

/** What the household taught about the aisles of these items. */
export async function learnedAisles(
  db: Db,
  householdId: number,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = rowsOf<{ item_key: string; aisle: string }>(
    await db.execute(sql`
      select item_key, aisle from household_aisles
       where household_id = ${householdId} and item_key = any(${arrayLiteral(keys)}::text[])`),
  );
  return new Map(rows.map((row) => [row.item_key, row.aisle]));
}

/**
 * Adds the drafts to a list in one statement: each meets the open line of its item and family,
 * if there is one, and adds to it (the partial unique index makes that hold even when two
 * members add at the same moment), which keeps the language it is written in; answers the ids
 * of the lines touched, in draft order.
 */
export async function addDrafts(
  db: Db,
  householdId: number,
  listId: number,
  drafts: readonly LineDraft[],
): Promise<number[]> {
  if (drafts.length === 0) return [];
  const learned = await learnedAisles(
    db,
    householdId,
    drafts.map((draft) => draft.key),
  );
  const payload = JSON.stringify(
    drafts.map((draft) => ({ ...draft, aisle: aisleOf(draft.key, learned) })),
  );
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into shopping_items (list_id, item_key, family, amount, item, language, aisle,
                                  recipe_ids, written)
      select ${listId}, d.key, d.family, d.amount, d.item, d.language, d.aisle,
             array(select x::int from json_array_elements_text(d.recipes) x),
             array(select x from json_array_elements_text(d.written) x)
        from json_to_recordset(${payload}::json)
             as d(key text, family text, amount float8, item text, language text, aisle text,
                  recipes json, written json)
      on conflict (list_id, item_key, family) where not checked do update
         set amount = case when shopping_items.amount is null and excluded.amount is null then null
                           else coalesce(shopping_items.amount, 0) + coalesce(excluded.amount, 0) end,
             recipe_ids = array(select distinct unnest(shopping_items.recipe_ids || excluded.recipe_ids)),
             written = (shopping_items.written || excluded.written)[1:${WRITTEN_KEPT}],
             updated_at = now()
      returning id`),
  );
  return rows.map((row) => row.id);
}

/** How many lines the list holds now (kept by its triggers). */
export async function lineCount(db: Db, listId: number): Promise<number> {
  const [row] = rowsOf<{ item_count: number }>(
    await db.execute(sql`select item_count from shopping_lists where id = ${listId}`),
  );
  return row?.item_count ?? 0;
}

/**
 * Marks a device's id for a line as seen; false when it was seen before, and so the line is
 * already there (the device sent it again after losing the answer).
 */
export async function claimClientId(db: Db, clientId: string, listId: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into shopping_item_requests (client_id, list_id) values (${clientId}::uuid, ${listId})
    on conflict (client_id) do nothing`);
  return affectedRows(result) > 0;
}

export async function rememberClientLine(db: Db, clientId: string, itemId: number) {
  await db.execute(sql`
    update shopping_item_requests set item_id = ${itemId} where client_id = ${clientId}::uuid`);
}

/** A line of the list by its id, or by the device's id it was added with. */
export async function findItem(
  db: Db,
  listId: number,
  itemId: number | string,
): Promise<EditableRow | undefined> {
  const id =
    typeof itemId === 'number'
      ? itemId
      : rowsOf<{ item_id: number | null }>(
          await db.execute(sql`
            select item_id from shopping_item_requests
             where client_id = ${itemId}::uuid and list_id = ${listId}`),
        )[0]?.item_id;
  if (id === undefined || id === null) return undefined;
  const [row] = rowsOf<EditableRow>(
    await db.execute(sql`
      select ${itemColumns}, checked_edited_at, text_edited_at, aisle_edited_at
        from shopping_items where id = ${id} and list_id = ${listId}
      for update`),
  );
  return row;
}

export async function deleteItem(db: Db, listId: number, id: number): Promise<boolean> {
  const result = await db.execute(
    sql`delete from shopping_items where id = ${id} and list_id = ${listId}`,
  );
  return affectedRows(result) > 0;
}

export async function clearChecked(db: Db, listId: number): Promise<number> {
  return affectedRows(
    await db.execute(sql`delete from shopping_items where list_id = ${listId} and checked`),
  );
}

/** Forgets device ids old enough that no device still waits to send them (housekeeping). */
export async function purgeOldClientIds(db: Db): Promise<void> {
  await db.execute(
    sql`delete from shopping_item_requests where created_at < now() - interval '30 days'`,
  );
}

/** What a recipe gives a list: its ingredient lines, servings and the language it is in. */
export interface RecipeIngredients {
  ingredients: string[];
  servings: number | null;
  language: string | null;
}

/** The recipes' ingredient lines, servings and language, for those a household member owns. */
export async function householdIngredients(
  db: Db,
  householdId: number,
  recipeIds: readonly number[],
): Promise<Map<number, RecipeIngredients>> {
  if (recipeIds.length === 0) return new Map();
  const rows = rowsOf<RecipeIngredients & { id: number }>(
    await db.execute(sql`
      select r.id, r.ingredients, r.servings, r.language from recipes r
       where r.id = any(${arrayLiteral([...new Set(recipeIds)])}::int[])
         and r.user_id in (select user_id from household_members where household_id = ${householdId})`),
  );
  return new Map(rows.map(({ id, ...recipe }) => [id, recipe]));
}
