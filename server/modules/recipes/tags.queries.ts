import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { compareTags, type TagCount, tagKey } from '../../../contracts/organise.js';
import type { Db } from '../../db/client.js';
import { affectedRows } from '../../db/rows.js';
import { tags } from '../../db/schema/index.js';

/**
 * A recipe's tags as stored: a tag the cook already has keeps the catalogue's spelling ("käse"
 * typed where "Käse" exists is "Käse"), a new one the spelling typed; with their keys, both in
 * key order.
 */
export async function catalogueTags(
  db: Db,
  userId: string,
  names: readonly string[],
): Promise<{ tags: string[]; tagKeys: string[] }> {
  const keys = names.map(tagKey);
  const known = keys.length
    ? await db
        .select({ key: tags.key, name: tags.name })
        .from(tags)
        .where(and(eq(tags.userId, userId), inArray(tags.key, keys)))
    : [];
  const spelling = new Map(known.map((tag) => [tag.key, tag.name]));
  const stored = names.map((name, i) => spelling.get(keys[i] as string) ?? name).sort(compareTags);
  return { tags: stored, tagKeys: stored.map(tagKey) };
}

/** The cook's tags by key, each with its kept count (the primary key's order). */
export async function listTags(db: Db, userId: string): Promise<TagCount[]> {
  return db
    .select({ name: tags.name, count: tags.recipeCount })
    .from(tags)
    .where(eq(tags.userId, userId))
    .orderBy(asc(tags.key));
}

/** Whether the cook has the tag (matched by key). */
export async function hasTag(db: Db, userId: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ key: tags.key })
    .from(tags)
    .where(and(eq(tags.userId, userId), eq(tags.key, tagKey(name))))
    .limit(1);
  return Boolean(row);
}

/**
 * Renames a tag on every recipe of the cook's in one statement; a recipe that already carries a
 * tag of the new name keeps one. The new spelling becomes the tag's everywhere. Resolves with
 * how many recipes changed.
 */
export async function renameTag(db: Db, userId: string, from: string, to: string): Promise<number> {
  const [fromKey, toKey] = [tagKey(from), tagKey(to)];
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      update recipes r
         set (tags, tag_keys) = (
           select array_agg(t.name order by t.key collate "C"),
                  array_agg(t.key order by t.key collate "C")
             from (select distinct on (key) key, name
                     from (select case when u.key = ${fromKey} then ${toKey} else u.key end as key,
                                  case when u.key in (${fromKey}, ${toKey}) then ${to}
                                       else u.name end as name
                             from unnest(r.tag_keys, r.tags) as u(key, name)) renamed
                    order by key) t)
       where r.user_id = ${userId} and r.tag_keys && array[${fromKey}, ${toKey}]::text[]`);
    // The catalogue's counts followed the keys (the trigger); its spelling follows the rename.
    await tx
      .update(tags)
      .set({ name: to })
      .where(and(eq(tags.userId, userId), eq(tags.key, toKey)));
    return affectedRows(result);
  });
}

/** Takes a tag off every recipe of the cook's in one statement; resolves with how many changed. */
export async function deleteTag(db: Db, userId: string, name: string): Promise<number> {
  const key = tagKey(name);
  const result = await db.execute(sql`
    update recipes r
       set (tags, tag_keys) = (
         select coalesce(array_agg(u.name order by u.n), '{}'),
                coalesce(array_agg(u.key order by u.n), '{}')
           from unnest(r.tag_keys, r.tags) with ordinality as u(key, name, n)
          where u.key <> ${key})
     where r.user_id = ${userId} and r.tag_keys @> array[${key}]::text[]`);
  return affectedRows(result);
}
