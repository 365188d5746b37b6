import { oneLine } from '../../recipe-import/schema-text.js';
import {
  type CookbookLinks,
  cookbookFilter,
  facetKey,
  type RecipeFacets,
} from './mealie-cookbook-filter.js';
import { idKey, type MealieBackupIndex, type MealieTables } from './mealie-database.js';
import type { ImportedCookbook } from './shared/collection.js';
import { type JsonObject, jsonText } from './shared/json-values.js';

// The cookbooks of a Mealie v1+ backup (decision 041): each `cookbooks` row, in the order of
// Mealie's menu (`position`), with the recipes its filter selects (mealie-cookbook-filter.ts)
// by name; a filter that cannot be read leaves its cookbook empty, kept for the cook to fill.

/** A recipe row as a filter sees it: its id, title, and the keys of what it is filed under. */
interface Shelved extends RecipeFacets {
  sourceId: string;
  title: string;
}

/** Every key a category, tag or tool may be named by in a filter: id, slug and name. */
function facetKeys(ids: readonly string[] | undefined, rows: Map<string, JsonObject>) {
  return new Set(
    (ids ?? []).flatMap((id) => {
      const row = rows.get(id);
      return [id, ...(row ? [row.slug, row.name] : [])].map(facetKey).filter(Boolean);
    }),
  );
}

function shelved(recipe: JsonObject, index: MealieBackupIndex): Shelved {
  const key = idKey(recipe.id);
  return {
    sourceId: jsonText(recipe.id),
    title: oneLine(jsonText(recipe.name)),
    categories: facetKeys(index.categories.get(key), index.categoryRows),
    tags: facetKeys(index.tags.get(key), index.tagRows),
    tools: facetKeys(index.tools.get(key), index.toolRows),
  };
}

/** For each cookbook, the ids a `cookbooks_to_<what>` table links it to. */
function linksOf(tables: MealieTables, table: string, column: string) {
  const links = new Map<string, string[]>();
  for (const row of tables[table] ?? []) {
    const cookbook = idKey(row.cookbook_id);
    const ids = links.get(cookbook);
    if (ids) ids.push(idKey(row[column]));
    else links.set(cookbook, [idKey(row[column])]);
  }
  return links;
}

const byTitle = (a: Shelved, b: Shelved) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base', numeric: true }) ||
  a.sourceId.localeCompare(b.sourceId);

const byPosition = (a: JsonObject, b: JsonObject) =>
  (Number(a.position) || 0) - (Number(b.position) || 0);

/** The backup's cookbooks, their members named by the recipes' ids (the recipes' `sourceId`). */
export function mealieBackupCookbooks(
  tables: MealieTables,
  index: MealieBackupIndex,
): ImportedCookbook[] {
  const recipes = (tables.recipes ?? []).map((recipe) => shelved(recipe, index)).sort(byTitle);
  const links: CookbookLinks = {
    categories: linksOf(tables, 'cookbooks_to_categories', 'category_id'),
    tags: linksOf(tables, 'cookbooks_to_tags', 'tag_id'),
    tools: linksOf(tables, 'cookbooks_to_tools', 'tool_id'),
  };
  return [...(tables.cookbooks ?? [])].sort(byPosition).flatMap((cookbook) => {
    const name = oneLine(jsonText(cookbook.name));
    if (!name) return [];
    const filter = cookbookFilter(cookbook, links);
    return [
      {
        name,
        description: oneLine(jsonText(cookbook.description)) || null,
        isPublic: cookbook.public === true,
        members: filter ? recipes.filter(filter).map((recipe) => recipe.sourceId) : [],
      },
    ];
  });
}
