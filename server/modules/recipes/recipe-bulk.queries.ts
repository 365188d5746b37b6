import { type SQL, sql } from 'drizzle-orm';
import { COOKBOOK_LIMITS } from '../../../contracts/cookbooks.js';
import { ORGANISE_LIMITS, tagKey } from '../../../contracts/organise.js';
import type { RecipeBulk } from '../../../contracts/recipe-bulk.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { notFound } from '../../http-errors.js';
import { intArray } from './cookbook-recipes.queries.js';

/** What one bulk action did: how many recipes changed, and the photos of those deleted. */
export interface BulkResult {
  changed: number;
  images: string[];
}

/**
 * Adds a tag to each recipe without it, in the order a save stores tags: sorted by key
 * (`collate "C"`, code point order, as compareTags), the tag in the cook's catalogue spelling
 * if they have it already. A recipe that already has the most tags allowed is left as it is.
 */
function addTag(userId: string, ids: string, name: string): SQL {
  const key = tagKey(name);
  return sql`
    update recipes r
       set (tags, tag_keys) = (
         select array_agg(t.name order by t.key collate "C"), array_agg(t.key order by t.key collate "C")
           from (select u.key, u.name from unnest(r.tag_keys, r.tags) as u(key, name)
                 union all
                 select ${key}, coalesce(
                   (select name from tags where user_id = ${userId} and key = ${key}), ${name})) t)
     where r.user_id = ${userId} and r.id = any(${ids}::int[])
       and not r.tag_keys @> array[${key}]::text[]
       and cardinality(r.tag_keys) < ${ORGANISE_LIMITS.tagsPerRecipe}
    returning r.id`;
}

/** Takes a tag off each recipe carrying it, the others' order kept (as deleting a tag does). */
function removeTag(userId: string, ids: string, name: string): SQL {
  const key = tagKey(name);
  return sql`
    update recipes r
       set (tags, tag_keys) = (
         select coalesce(array_agg(u.name order by u.n), '{}'),
                coalesce(array_agg(u.key order by u.n), '{}')
           from unnest(r.tag_keys, r.tags) with ordinality as u(key, name, n)
          where u.key <> ${key})
     where r.user_id = ${userId} and r.id = any(${ids}::int[])
       and r.tag_keys @> array[${key}]::text[]
    returning r.id`;
}

/**
 * Appends, after the cookbook's last position and in the order of the ids, those of the cook's
 * recipes not yet in it; beyond the cookbook's limit, the rest are left out. The cookbook's row
 * is locked in the same statement, so concurrent appends cannot take the same positions; whether
 * it was found (the caller's) is answered with the count.
 */
function addToCookbook(userId: string, ids: string, cookbookId: number): SQL {
  return sql`
    with book as (
      select id, recipe_count from cookbooks
       where id = ${cookbookId} and user_id = ${userId} for update),
    fresh as (
      select b.id as cookbook_id, r.id as recipe_id, b.recipe_count,
             row_number() over (order by u.n) as k
        from book b
        cross join unnest(${ids}::int[]) with ordinality as u(id, n)
        join recipes r on r.id = u.id and r.user_id = ${userId}
       where not exists (select 1 from cookbook_recipes x
                          where x.cookbook_id = b.id and x.recipe_id = r.id)),
    added as (
      insert into cookbook_recipes (cookbook_id, recipe_id, position)
      select f.cookbook_id, f.recipe_id,
             coalesce((select max(position) from cookbook_recipes where cookbook_id = f.cookbook_id), 0) + f.k
        from fresh f
       where f.k <= ${COOKBOOK_LIMITS.recipes} - f.recipe_count
      returning recipe_id)
    select (select count(*) from book)::int as found, r.recipe_id as id from (select 1) one
      left join added r on true`;
}

function setPublic(userId: string, ids: string, isPublic: boolean): SQL {
  return sql`
    update recipes set is_public = ${isPublic}
     where user_id = ${userId} and id = any(${ids}::int[]) and is_public <> ${isPublic}
    returning id`;
}

function deleteRecipes(userId: string, ids: string): SQL {
  return sql`
    delete from recipes where user_id = ${userId} and id = any(${ids}::int[])
    returning id, image`;
}

/** The one statement of an action, whatever the number of ids. */
function statementOf(userId: string, bulk: RecipeBulk): SQL {
  const ids = intArray(bulk.ids);
  switch (bulk.action) {
    case 'addTag':
      return addTag(userId, ids, bulk.value);
    case 'removeTag':
      return removeTag(userId, ids, bulk.value);
    case 'addToCookbook':
      return addToCookbook(userId, ids, bulk.value);
    case 'setPublic':
      return setPublic(userId, ids, true);
    case 'setPrivate':
      return setPublic(userId, ids, false);
    case 'delete':
      return deleteRecipes(userId, ids);
  }
}

/**
 * Carries out one bulk action on those of the ids that are the caller's recipes, as one
 * statement: ids of other cooks' recipes, or of none, are skipped without a word.
 */
export async function runBulk(db: Db, userId: string, bulk: RecipeBulk): Promise<BulkResult> {
  const rows = rowsOf<{ id: number | null; image?: string | null; found?: number }>(
    await db.execute(statementOf(userId, bulk)),
  );
  if (bulk.action === 'addToCookbook' && !rows[0]?.found) throw notFound('Cookbook');
  const changed = rows.filter((row) => row.id !== null);
  return {
    changed: changed.length,
    images: changed.map((row) => row.image).filter((image): image is string => Boolean(image)),
  };
}
