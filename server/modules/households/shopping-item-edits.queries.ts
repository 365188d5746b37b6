import { sql } from 'drizzle-orm';
import { measureOf } from '../../../contracts/shopping-line.js';
import { readLineIn } from '../../../contracts/shopping-line-language.js';
import type { Aisle, ShoppingPatch } from '../../../contracts/shopping-lists.js';
import { arrayLiteral } from '../../db/array-literal.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { aisleOf } from './shopping-drafts.js';
import { type EditableRow, learnedAisles } from './shopping-items.queries.js';

const time = (value: string | Date | null) => (value === null ? null : new Date(value).getTime());

/**
 * Applies an edit to a line field by field (decision 045): a field takes the edit only when the
 * edit was made after the one it holds, so a phone that was offline and sends an old tick late
 * does not undo a newer one, and two members' edits of different fields both stay. A line that
 * comes to read as another open line of the same item (unticked, or rewritten) joins it, and
 * takes that line's language. Rewritten text is read in the language of its spoon or cup word,
 * else the editor's. Answers the id of the line that now holds the edit.
 */
export async function editLine(
  db: Db,
  householdId: number,
  row: EditableRow,
  patch: ShoppingPatch,
  editorLanguage: string,
): Promise<number> {
  const at = patch.editedAt ? new Date(patch.editedAt) : new Date();
  const later = (held: string | Date | null) =>
    time(held) === null || at.getTime() >= (time(held) ?? 0);
  const next = { ...row };
  if (patch.checked !== undefined && later(row.checked_edited_at)) {
    next.checked = patch.checked;
    next.checked_edited_at = at;
  }
  if (patch.text !== undefined && later(row.text_edited_at)) {
    const parsed = readLineIn(patch.text, { cook: editorLanguage });
    const measure = measureOf(parsed.quantity, parsed.unit);
    if (parsed.key !== row.item_key && row.aisle_edited_at === null) {
      next.aisle = aisleOf(parsed.key, await learnedAisles(db, householdId, [parsed.key]));
    }
    Object.assign(next, {
      item_key: parsed.key,
      family: measure.family,
      amount: measure.amount,
      item: parsed.item,
      language: parsed.language,
      written: [patch.text],
      text_edited_at: at,
    });
  }
  if (patch.aisle !== undefined && later(row.aisle_edited_at)) {
    next.aisle = patch.aisle as Aisle;
    next.aisle_edited_at = at;
    // The household learns where the item sits, for every line of it added from now on.
    await db.execute(sql`
      insert into household_aisles (household_id, item_key, aisle)
      values (${householdId}, ${next.item_key}, ${patch.aisle})
      on conflict (household_id, item_key) do update set aisle = excluded.aisle`);
  }
  if (!next.checked) {
    const [sibling] = rowsOf<{ id: number }>(
      await db.execute(sql`
        select id from shopping_items
         where list_id = (select list_id from shopping_items where id = ${row.id})
           and item_key = ${next.item_key} and family = ${next.family} and not checked
           and id <> ${row.id}
         for update`),
    );
    if (sibling) {
      await db.execute(sql`
        update shopping_items s
           set amount = case when s.amount is null and ${next.amount}::float8 is null then null
                             else coalesce(s.amount, 0) + coalesce(${next.amount}::float8, 0) end,
               recipe_ids = array(select distinct unnest(s.recipe_ids || ${arrayLiteral(next.recipe_ids)}::int[])),
               written = (s.written || ${arrayLiteral(next.written)}::text[])[1:20],
               updated_at = now()
         where s.id = ${sibling.id}`);
      await db.execute(sql`delete from shopping_items where id = ${row.id}`);
      return sibling.id;
    }
  }
  await db.execute(sql`
    update shopping_items
       set checked = ${next.checked}, item_key = ${next.item_key}, family = ${next.family},
           amount = ${next.amount}::float8, item = ${next.item}, language = ${next.language},
           aisle = ${next.aisle},
           written = ${arrayLiteral(next.written)}::text[],
           checked_edited_at = ${stamp(next.checked_edited_at)}::timestamptz,
           text_edited_at = ${stamp(next.text_edited_at)}::timestamptz,
           aisle_edited_at = ${stamp(next.aisle_edited_at)}::timestamptz,
           updated_at = now()
     where id = ${row.id}`);
  return row.id;
}

const stamp = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();
