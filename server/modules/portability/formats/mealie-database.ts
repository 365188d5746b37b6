import { mealieRecipe } from './mealie.js';
import type { ForeignRecipe } from './shared/foreign-recipe.js';
import { asObject, isJsonObject, type JsonObject, jsonText } from './shared/json-values.js';

// A Mealie v1+ backup (Admin → Backups) is a dump of its database, `database.json`: every table
// by name, each a list of rows keyed by column (decision 041). Its recipes are spread over tables
// (`recipes`, `recipes_ingredients`, `recipe_instructions`, `notes`, `recipe_nutrition`, the
// `recipes_to_*` links to categories, tags and tools…); each is put back together here into the
// snake_case recipe Mealie's own data export writes, so `mealieRecipe` reads it the one way.
//
// Columns have changed across versions, so every one is optional: the child rows point at their
// recipe by `recipe_id` (`parent_id` in the oldest tables, `recipee_id` for the extras); cook
// time is `perform_time` or `cook_time`, and from late 2026 a number of seconds (`*_seconds`)
// when Mealie could read the text as a duration; the rating was the cook's on the recipe, then
// (2024) one per user in `users_to_recipes`, which also holds the favourites that were in
// `users_to_favorites`. Ids are UUIDs, hyphenated when the database was PostgreSQL and 32 bare
// hex digits when it was SQLite, so they are compared by `idKey`.

/** The tables of a database.json, each a list of rows (a table that is not a list, none). */
export type MealieTables = Record<string, readonly JsonObject[]>;

/** The tables of a parsed database.json, or null when it is not a dump with a `recipes` table. */
export function mealieTables(json: unknown): MealieTables | null {
  if (!isJsonObject(json) || !Array.isArray(json.recipes)) return null;
  return Object.fromEntries(
    Object.entries(json).map(([name, rows]) => [
      name,
      Array.isArray(rows) ? rows.filter(isJsonObject) : [],
    ]),
  );
}

/** A UUID as one key however it was written: lower case, no hyphens. */
export const idKey = (value: unknown) => jsonText(value).toLowerCase().replace(/-/g, '');

/** A UUID with its hyphens, as Mealie names a recipe's folder of images. */
export function hyphenated(id: string): string {
  const key = idKey(id);
  if (!/^[0-9a-f]{32}$/.test(key)) return id;
  return [
    key.slice(0, 8),
    key.slice(8, 12),
    key.slice(12, 16),
    key.slice(16, 20),
    key.slice(20),
  ].join('-');
}

const rows = (tables: MealieTables, name: string) => tables[name] ?? [];

/** The recipe a child row belongs to, under whichever column its version used. */
const ownerOf = (row: JsonObject) => idKey(row.recipe_id ?? row.parent_id ?? row.recipee_id);

/** Rows of `table` by the recipe they belong to. */
function byRecipe(tables: MealieTables, table: string): Map<string, JsonObject[]> {
  const grouped = new Map<string, JsonObject[]>();
  for (const row of rows(tables, table)) {
    const owner = ownerOf(row);
    const group = grouped.get(owner);
    if (group) group.push(row);
    else grouped.set(owner, [row]);
  }
  return grouped;
}

/** Rows of `table` by their id. */
const byId = (tables: MealieTables, table: string) =>
  new Map(rows(tables, table).map((row) => [idKey(row.id), row]));

/** For each recipe, the ids of what a `recipes_to_<what>` table links it to. */
function links(tables: MealieTables, table: string, column: string): Map<string, string[]> {
  const linked = new Map<string, string[]>();
  for (const row of rows(tables, table)) {
    const owner = ownerOf(row);
    const ids = linked.get(owner);
    if (ids) ids.push(idKey(row[column]));
    else linked.set(owner, [idKey(row[column])]);
  }
  return linked;
}

const byPosition = (a: JsonObject, b: JsonObject) =>
  Number(a.position ?? 0) - Number(b.position ?? 0) || Number(a.id ?? 0) - Number(b.id ?? 0);

/** What the recipes need of the other tables, looked up once for the whole backup. */
export interface MealieBackupIndex {
  ingredients: Map<string, JsonObject[]>;
  steps: Map<string, JsonObject[]>;
  notes: Map<string, JsonObject[]>;
  nutrition: Map<string, JsonObject[]>;
  settings: Map<string, JsonObject[]>;
  extras: Map<string, JsonObject[]>;
  units: Map<string, JsonObject>;
  foods: Map<string, JsonObject>;
  /** A recipe's categories, tags and tools by their ids. */
  categories: Map<string, string[]>;
  tags: Map<string, string[]>;
  tools: Map<string, string[]>;
  categoryRows: Map<string, JsonObject>;
  tagRows: Map<string, JsonObject>;
  toolRows: Map<string, JsonObject>;
  userRows: Map<string, JsonObject[]>;
  favourites: Map<string, JsonObject[]>;
}

export function indexMealieBackup(tables: MealieTables): MealieBackupIndex {
  return {
    ingredients: byRecipe(tables, 'recipes_ingredients'),
    steps: byRecipe(tables, 'recipe_instructions'),
    notes: byRecipe(tables, 'notes'),
    nutrition: byRecipe(tables, 'recipe_nutrition'),
    settings: byRecipe(tables, 'recipe_settings'),
    extras: byRecipe(tables, 'api_extras'),
    units: byId(tables, 'ingredient_units'),
    foods: byId(tables, 'ingredient_foods'),
    categories: links(tables, 'recipes_to_categories', 'category_id'),
    tags: links(tables, 'recipes_to_tags', 'tag_id'),
    tools: links(tables, 'recipes_to_tools', 'tool_id'),
    categoryRows: byId(tables, 'categories'),
    tagRows: byId(tables, 'tags'),
    toolRows: byId(tables, 'tools'),
    userRows: byRecipe(tables, 'users_to_recipes'),
    favourites: byRecipe(tables, 'users_to_favorites'),
  };
}

const named = (ids: readonly string[] | undefined, table: Map<string, JsonObject>) =>
  (ids ?? []).flatMap((id) => {
    const row = table.get(id);
    return row ? [{ name: row.name, slug: row.slug }] : [];
  });

/** A unit as Mealie shows it: its abbreviation when it is set to use one. */
function unitOf(row: JsonObject | undefined): JsonObject | null {
  if (!row) return null;
  const short = row.use_abbreviation === true && jsonText(row.abbreviation);
  return { name: short || row.name };
}

/**
 * An ingredient row as the export writes it. Its amount is shown when the recipe's settings
 * turn amounts on (`disable_amount` false, v1–v2), else only when it has a unit or a food: a
 * note-only line keeps Mealie's default quantity of 1, which would read "1 200 g sugar".
 */
function ingredientOf(row: JsonObject, index: MealieBackupIndex, amounts: boolean | undefined) {
  const unit = index.units.get(idKey(row.unit_id));
  const food = index.foods.get(idKey(row.food_id));
  return {
    title: row.title,
    note: row.note,
    original_text: row.original_text,
    quantity: row.quantity,
    unit: unitOf(unit),
    food: food ? { name: food.name } : null,
    disable_amount: amounts === undefined ? !unit && !food : !amounts,
  };
}

/** The nutrients of a `recipe_nutrition` row: its columns but the keys and timestamps. */
function nutritionOf(row: JsonObject | undefined): JsonObject {
  const skip = /^(id|recipe_id|parent_id|created_at|update_at|updated_at)$/;
  return Object.fromEntries(
    Object.entries(row ?? {}).filter(([key, value]) => !skip.test(key) && value !== null),
  );
}

/** A time column, or the seconds Mealie parsed it into (then as an ISO 8601 duration). */
function timeOf(recipe: JsonObject, ...columns: string[]): string {
  for (const column of columns) {
    const text = jsonText(recipe[column]).trim();
    if (text) return text;
    const seconds = Number(recipe[`${column}_seconds`]);
    if (seconds > 0) return `PT${Math.round(seconds / 60)}M`;
  }
  return '';
}

/**
 * The cooks' rating: the recipe's own (the one cook's, or from 2024 Mealie's average of its
 * users'), else the average of the users' ratings; 0 and -1 (Mealie's "to be worked out") none.
 */
function ratingOf(recipe: JsonObject, users: readonly JsonObject[]): number | null {
  const own = Number(recipe.rating);
  if (own > 0) return Math.round(own);
  const rated = users.map((row) => Number(row.rating)).filter((rating) => rating > 0);
  if (!rated.length) return null;
  return Math.round(rated.reduce((sum, rating) => sum + rating, 0) / rated.length);
}

/** The snake_case recipe of Mealie's data export that a `recipes` row and its children make. */
export function mealieBackupRecipeJson(recipe: JsonObject, index: MealieBackupIndex): JsonObject {
  const key = idKey(recipe.id);
  const settings = index.settings.get(key)?.[0];
  const amounts =
    typeof settings?.disable_amount === 'boolean' ? !settings.disable_amount : undefined;
  return {
    ...recipe,
    perform_time: timeOf(recipe, 'perform_time', 'cook_time'),
    prep_time: timeOf(recipe, 'prep_time'),
    total_time: timeOf(recipe, 'total_time'),
    cook_time: undefined,
    recipe_ingredient: [...(index.ingredients.get(key) ?? [])]
      .sort(byPosition)
      .map((row) => ingredientOf(row, index, amounts)),
    recipe_instructions: [...(index.steps.get(key) ?? [])].sort(byPosition),
    notes: index.notes.get(key) ?? [],
    nutrition: nutritionOf(index.nutrition.get(key)?.[0]),
    recipe_category: named(index.categories.get(key), index.categoryRows),
    tags: named(index.tags.get(key), index.tagRows),
    tools: named(index.tools.get(key), index.toolRows),
    extras: Object.fromEntries(
      (index.extras.get(key) ?? []).map((row) => [jsonText(row.key_name), row.value]),
    ),
    rating: ratingOf(recipe, index.userRows.get(key) ?? []),
  };
}

/** Whether any user of the backup marked the recipe a favourite. */
function isFavourite(key: string, index: MealieBackupIndex): boolean {
  return (
    (index.favourites.get(key)?.length ?? 0) > 0 ||
    (index.userRows.get(key) ?? []).some((row) => row.is_favorite === true)
  );
}

/**
 * One `recipes` row of a backup as Simmer's, its id as `sourceId` (what the cookbooks name);
 * the photo is a file beside database.json, which the reader attaches.
 */
export function mealieBackupRecipe(row: unknown, index: MealieBackupIndex): ForeignRecipe {
  const recipe = asObject(row);
  const key = idKey(recipe.id);
  return {
    ...mealieRecipe(mealieBackupRecipeJson(recipe, index), jsonText(recipe.slug) || 'Untitled'),
    favorite: isFavourite(key, index),
    sourceId: jsonText(recipe.id),
  };
}
