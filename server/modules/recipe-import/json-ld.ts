import { jsonrepair } from 'jsonrepair';
import { attribute, elementsOf, type HtmlElement, type HtmlNode, ownText } from './html-text.js';

/** A schema.org node: a JSON-LD object, or a microdata item read into the same shape. */
export type Thing = Record<string, unknown>;

/** Resolves `{"@id": "…"}` references to the node of that id, or gives the value back. */
export type Resolve = (value: unknown) => unknown;

/** Nodes visited in all of a page's JSON-LD at most, and how deep; a real page needs far fewer. */
const MAX_NODES = 100_000;
const MAX_DEPTH = 64;

const isThing = (value: unknown): value is Thing =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a node's `@type` (or microdata's `itemtype`) names `type`: one value or several
 * (["Recipe", "NewsArticle"]), bare or prefixed (`schema:Recipe`, `https://schema.org/Recipe`).
 */
export function hasType(types: unknown, type: string): boolean {
  const wanted = type.toLowerCase();
  return [types]
    .flat()
    .some(
      (value) =>
        typeof value === 'string' && value.trim().split(/[/:#]/).pop()?.toLowerCase() === wanted,
    );
}

const isLdScript = (element: HtmlElement) =>
  element.tagName === 'script' &&
  (attribute(element, 'type') ?? '').split(';')[0]?.trim().toLowerCase() === 'application/ld+json';

/** A block as JSON, else as what a browser's script would make of it, else nothing. */
function readBlock(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Invalid JSON that sites write and search engines accept: raw line breaks inside strings,
    // trailing commas, comments, single quotes. jsonrepair mends those in one linear pass (its
    // own nesting is bounded by the stack: a block too deep for it is passed over).
  }
  try {
    return JSON.parse(jsonrepair(text));
  } catch {
    return undefined;
  }
}

/** The JSON of every `<script type="application/ld+json">` block, in page order. */
export function jsonLdBlocks(document: HtmlNode): unknown[] {
  const blocks: unknown[] = [];
  for (const element of elementsOf(document)) {
    if (!isLdScript(element)) continue;
    const block = readBlock(ownText(element));
    if (block !== undefined) blocks.push(block);
  }
  return blocks;
}

/**
 * The Recipe nodes in `blocks`, in page order, wherever they sit: top level, in a top-level
 * array, in an `@graph`, as a page's `mainEntity`…, and a resolver for `@id` references between
 * nodes (Yoast's graphs link the recipe's image and steps that way).
 */
export function findRecipes(blocks: unknown[]): { recipes: Thing[]; resolve: Resolve } {
  const recipes: Thing[] = [];
  const byId = new Map<string, Thing>();
  let visited = 0;
  const stack: Array<{ value: unknown; depth: number }> = blocks
    .map((value) => ({ value, depth: 0 }))
    .reverse();
  while (stack.length && visited < MAX_NODES) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    visited += 1;
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) continue;
    const children = Array.isArray(value) ? value : Object.values(value);
    if (isThing(value)) {
      const id = value['@id'];
      // A node with more than its id is the node itself, not a reference to it.
      if (typeof id === 'string' && Object.keys(value).length > 1 && !byId.has(id)) {
        byId.set(id, value);
      }
      if (hasType(value['@type'], 'Recipe')) recipes.push(value);
    }
    for (let i = children.length - 1; i >= 0; i -= 1) {
      stack.push({ value: children[i], depth: depth + 1 });
    }
  }
  const resolve: Resolve = (value) => {
    if (!isThing(value) || typeof value['@id'] !== 'string' || Object.keys(value).length > 1) {
      return value;
    }
    return byId.get(value['@id']) ?? value;
  };
  return { recipes, resolve };
}
