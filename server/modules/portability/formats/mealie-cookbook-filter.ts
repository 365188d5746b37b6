import { idKey } from './mealie-database.js';
import type { JsonObject } from './shared/json-values.js';

// Which recipes a cookbook of a Mealie v1+ backup holds (decision 041). A Mealie cookbook lists
// no recipes: it shows those its filter selects, written two ways over the years:
// - until late 2024, rows of `cookbooks_to_categories`, `cookbooks_to_tags` and
//   `cookbooks_to_tools`, each kind matched by any of them, or all of them when the cookbook's
//   `require_all_categories` (`_tags`, `_tools`) is set (it is by default);
// - since, a `query_filter_string` in Mealie's query language, which the cookbook editor writes
//   as conditions joined by AND, e.g. `recipe_category.id IN ["…","…"] AND tags.id CONTAINS ALL
//   ["…"]`, in parentheses when grouped. Those forms are read here (OR, NOT IN, and a field's
//   `.slug` or `.name` too); `household_id` conditions are true, the whole backup being one
//   kitchen's now. Anything else is not read, and the cookbook comes empty (`null`).

/** What a filter can ask of a recipe: its categories, tags and tools, by id, slug and name. */
export interface RecipeFacets {
  categories: ReadonlySet<string>;
  tags: ReadonlySet<string>;
  tools: ReadonlySet<string>;
}

export type RecipeFilter = (recipe: RecipeFacets) => boolean;

/** A category, tag or tool's id, slug or name as the key it is matched by. */
export const facetKey = (value: unknown) => idKey(value).trim();

const FACETS: Record<string, keyof RecipeFacets> = {
  recipe_category: 'categories',
  tags: 'tags',
  tools: 'tools',
};

type Operator = 'IN' | 'NOT IN' | 'CONTAINS ALL';

/** A facet's test: any of `values`, none of them, or all of them. */
function test(facet: keyof RecipeFacets, operator: Operator, values: string[]): RecipeFilter {
  return (recipe) => {
    const has = (value: string) => recipe[facet].has(value);
    if (operator === 'CONTAINS ALL') return values.every(has);
    if (operator === 'NOT IN') return !values.some(has);
    return values.some(has);
  };
}

const TOKEN = /\s*(\(|\)|\[|\]|,|"(?:[^"\\]|\\.)*"|'[^']*'|[^\s()[\],"']+)/y;

function tokensOf(text: string): string[] | null {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const match = TOKEN.exec(text);
    if (!match) return null;
    tokens.push(match[1] as string);
  }
  return tokens;
}

const unquoted = (token: string) =>
  /^["']/.test(token) ? token.slice(1, -1).replace(/\\(.)/g, '$1') : token;

/** A parser over the tokens; each reader returns null for what it cannot read. */
function parser(tokens: string[]) {
  let at = 0;
  const peek = (ahead = 0) => tokens[at + ahead]?.toUpperCase();
  const take = () => tokens[at++];

  function operator(): Operator | null {
    const two = `${peek()} ${peek(1)}`;
    if (two === 'NOT IN' || two === 'CONTAINS ALL') {
      at += 2;
      return two;
    }
    if (peek() !== 'IN') return null;
    at += 1;
    return 'IN';
  }

  function values(): string[] | null {
    if (take() !== '[') return null;
    const list: string[] = [];
    while (peek() !== ']') {
      const token = take();
      if (token === undefined || '[](),'.includes(token)) return null;
      list.push(facetKey(unquoted(token)));
      if (peek() === ',') take();
    }
    take();
    return list;
  }

  function condition(): RecipeFilter | null {
    if (peek() === '(') {
      take();
      const inner = either();
      return inner && take() === ')' ? inner : null;
    }
    const field = take() ?? '';
    const op = operator();
    const list = op && values();
    if (!op || !list) return null;
    if (field.toLowerCase() === 'household_id') return () => true;
    const [table, column] = field.split('.');
    const facet = FACETS[table ?? ''];
    if (!facet || !['id', 'slug', 'name'].includes(column ?? '')) return null;
    return test(facet, op, list);
  }

  function both(): RecipeFilter | null {
    const all = [condition()];
    while (peek() === 'AND') {
      take();
      all.push(condition());
    }
    if (all.some((filter) => !filter)) return null;
    return (recipe) => all.every((filter) => filter?.(recipe));
  }

  function either(): RecipeFilter | null {
    const any = [both()];
    while (peek() === 'OR') {
      take();
      any.push(both());
    }
    if (any.some((filter) => !filter)) return null;
    return (recipe) => any.some((filter) => filter?.(recipe));
  }

  return { either, done: () => at === tokens.length };
}

/** A `query_filter_string` as a test of recipes; null when it is not in a form read here. */
export function queryFilter(text: string): RecipeFilter | null {
  const tokens = tokensOf(text);
  if (!tokens?.length) return null;
  const { either, done } = parser(tokens);
  const filter = either();
  return filter && done() ? filter : null;
}

/** The ids a `cookbooks_to_<what>` table links each cookbook to. */
export type CookbookLinks = Record<keyof RecipeFacets, ReadonlyMap<string, readonly string[]>>;

const REQUIRE_ALL: Record<keyof RecipeFacets, string> = {
  categories: 'require_all_categories',
  tags: 'require_all_tags',
  tools: 'require_all_tools',
};

/**
 * A cookbook row's filter: its query string when it has one, else its linked categories, tags
 * and tools; null when it has neither (Mealie showed such a cookbook empty) or a query string
 * that is not read here.
 */
export function cookbookFilter(cookbook: JsonObject, links: CookbookLinks): RecipeFilter | null {
  const query =
    typeof cookbook.query_filter_string === 'string' ? cookbook.query_filter_string : '';
  if (query.trim()) return queryFilter(query);
  const key = idKey(cookbook.id);
  const tests = (Object.keys(REQUIRE_ALL) as (keyof RecipeFacets)[]).flatMap((facet) => {
    const ids = links[facet].get(key) ?? [];
    if (!ids.length) return [];
    // Mealie's default was to require all; only an explicit false asks for any.
    const all = cookbook[REQUIRE_ALL[facet]] !== false;
    return [test(facet, all ? 'CONTAINS ALL' : 'IN', [...ids])];
  });
  if (!tests.length) return null;
  return (recipe) => tests.every((filter) => filter(recipe));
}
