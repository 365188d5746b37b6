import { oneLine } from '../../recipe-import/schema-text.js';
import { mealieCategories } from './mealie.js';
import type { ImportedCookbook } from './shared/collection.js';
import { asObject, jsonText } from './shared/json-values.js';

// Mealie's cookbooks, as far as its zips carry them (decision 041):
// - v0.4 and v0.5 backups hold `pages/pages.json`, the site's "custom pages": a list of
//   `{id, name, slug, position, categories}`, each category `{id, name, slug}` (v0.5 adds the
//   category's recipes). A page holds no recipes of its own: it shows every recipe in any of its
//   categories, so its members are worked out here from the categories the recipes were read
//   with. `position` orders the pages in Mealie's menu, never the recipes on a page, so the
//   cookbooks come in page order and each lists its recipes by name. Pages have no description
//   and no public flag (the whole site was open or not), so none is public.
// - v0.1–v0.3 backups had no pages.
// - v1's data export writes `recipes/` alone: no cookbooks. v1's backup (`database.json`) lists
//   them, read by mealie-backup-cookbooks.ts.

/** What the cookbooks need of each recipe the reader read: its id, title and categories. */
export interface MealieShelved {
  sourceId: string;
  title: string;
  /** The recipe's categories as `categoryKeys` gives them. */
  categories: readonly string[];
}

/**
 * A category's name or slug as one key, so that "Main Dishes", "main dishes" and
 * "main-dishes" meet: case, accents and punctuation dropped, as Mealie's slugs drop them.
 */
const categoryKey = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/** The keys a list of categories (names, or `{name, slug}`s) can be matched by. */
function categoryKeys(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [];
  const texts = list.flatMap((item) =>
    typeof item === 'string'
      ? [item]
      : [jsonText(asObject(item).name), jsonText(asObject(item).slug)],
  );
  return [...new Set(texts.map(categoryKey).filter(Boolean))];
}

/** A recipe's categories (its JSON, parsed) as the keys its pages are matched by. */
export const mealieCategoryKeys = (json: unknown): string[] =>
  categoryKeys(mealieCategories(asObject(json)));

interface MealiePage {
  name: string;
  position: number;
  categories: ReadonlySet<string>;
}

/** The pages of a pages.json that can be read: each with a name; anything else left out. */
function pagesOf(json: unknown): MealiePage[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((item) => {
    const page = asObject(item);
    const name = oneLine(jsonText(page.name));
    if (!name) return [];
    const position = Number(page.position);
    return [
      {
        name,
        // A page without a place goes after those with one.
        position: Number.isFinite(position) ? position : Number.POSITIVE_INFINITY,
        categories: new Set(categoryKeys(page.categories)),
      },
    ];
  });
}

const byTitle = (a: MealieShelved, b: MealieShelved) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base', numeric: true }) ||
  a.sourceId.localeCompare(b.sourceId);

/**
 * Mealie's custom pages (pages.json, parsed) as cookbooks, in the order of Mealie's menu: each
 * page's members are the recipes in any of its categories, by title. A page without categories
 * shows nothing in Mealie, and comes as an empty cookbook the cook can fill.
 */
export function mealieCookbooks(
  pagesJson: unknown,
  recipes: readonly MealieShelved[],
): ImportedCookbook[] {
  const sorted = [...recipes].sort(byTitle);
  return pagesOf(pagesJson)
    .sort((a, b) => a.position - b.position || 0)
    .map((page) => ({
      name: page.name,
      isPublic: false,
      members: sorted
        .filter((recipe) => recipe.categories.some((key) => page.categories.has(key)))
        .map((recipe) => recipe.sourceId),
    }));
}
