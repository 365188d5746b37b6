import { attribute, elementsOf, type HtmlElement, type HtmlNode, textLines } from './html-text.js';
import { hasType, type Thing } from './json-ld.js';

/** Elements whose property value is a URL attribute (HTML "Microdata", the property value). */
const URL_ATTRIBUTES: Record<string, string> = {
  a: 'href',
  area: 'href',
  link: 'href',
  audio: 'src',
  embed: 'src',
  iframe: 'src',
  img: 'src',
  source: 'src',
  track: 'src',
  video: 'src',
  object: 'data',
};
/** Where lazy-loading scripts keep an image's real address while `src` holds a placeholder. */
const LAZY_SOURCES = ['data-src', 'data-lazy-src', 'data-original'];

const words = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

/** How a syntax of items embedded in HTML marks an item, its types and its properties. */
interface ItemSyntax {
  isItem: (element: HtmlElement) => boolean;
  types: (element: HtmlElement) => string[];
  properties: (element: HtmlElement) => string[];
}

/** HTML Microdata: `itemscope`, `itemtype`, `itemprop`. */
const MICRODATA: ItemSyntax = {
  isItem: (element) => attribute(element, 'itemscope') !== undefined,
  types: (element) => words(attribute(element, 'itemtype')),
  properties: (element) => words(attribute(element, 'itemprop')),
};

/**
 * RDFa (Lite): `typeof` makes an item, `property` names its properties, written bare
 * ("recipeIngredient", under `vocab="https://schema.org/"`), prefixed ("schema:name") or as a
 * whole address; the name is what follows the last "/", ":" or "#".
 */
const RDFA: ItemSyntax = {
  isItem: (element) => attribute(element, 'typeof') !== undefined,
  types: (element) => words(attribute(element, 'typeof')),
  properties: (element) =>
    words(attribute(element, 'property')).map((name) => name.split(/[/:#]/).pop() ?? name),
};

/** A `content` holding JSON ("[{"@type":"HowToStep",…}]") as the values it writes, else the text. */
function jsonOrText(content: string): unknown {
  if (!/^\s*[[{]/.test(content)) return content;
  try {
    return JSON.parse(content);
  } catch {
    return content;
  }
}

/**
 * A property's value: `content` where given (the `<meta>` of the spec, and the
 * `<span content="PT15M">` many recipe sites write; the values it writes when it holds JSON), a
 * URL attribute, `value`, `datetime`, else the element's text, its blocks (list items,
 * paragraphs) on their own lines.
 */
function propertyValue(element: HtmlElement): unknown {
  const content = attribute(element, 'content');
  if (content !== undefined) return jsonOrText(content);
  // RDFa's link to another resource.
  const resource = attribute(element, 'resource');
  if (resource !== undefined && element.tagName !== 'img') return resource;
  const urlAttribute = URL_ATTRIBUTES[element.tagName];
  if (urlAttribute) {
    const url = attribute(element, urlAttribute);
    if (element.tagName === 'img' && (!url || url.startsWith('data:'))) {
      const lazy = LAZY_SOURCES.map((name) => attribute(element, name)).find(Boolean);
      if (lazy) return lazy;
    }
    return url ?? '';
  }
  if (element.tagName === 'data' || element.tagName === 'meter') {
    return attribute(element, 'value') ?? '';
  }
  if (element.tagName === 'time') {
    const datetime = attribute(element, 'datetime');
    if (datetime !== undefined) return datetime;
  }
  return textLines(element).join('\n');
}

/**
 * An item as a node shaped like JSON-LD: `@type` from its types, and each property as the array
 * of its values, a nested item as a node of its own. A nested item's properties are its own, not
 * the outer item's. `@text` keeps the item's whole text.
 */
function itemOf(item: HtmlElement, syntax: ItemSyntax): Thing {
  const thing: Thing = {
    '@type': syntax.types(item),
    // The item's own text: the words of a HowToStep written without a `text` property.
    '@text': textLines(item).join(' '),
  };
  for (const element of elementsOf(item, syntax.isItem)) {
    if (element === item) continue;
    const names = syntax.properties(element);
    if (!names.length) continue;
    const value = syntax.isItem(element) ? itemOf(element, syntax) : propertyValue(element);
    for (const name of names) {
      const values = (thing[name] as unknown[] | undefined) ?? [];
      values.push(value);
      thing[name] = values;
    }
  }
  return thing;
}

/** A microdata item (an element with `itemscope`) as a JSON-LD-shaped node. */
export const readItem = (item: HtmlElement): Thing => itemOf(item, MICRODATA);

/** A recipe's parts that sloppy markup leaves outside its item, where the page has one recipe. */
const STRAY_PARTS = [
  ['recipeIngredient', 'ingredients'],
  ['recipeInstructions', 'instructions'],
] as const;

/**
 * A recipe item without ingredients or without steps takes those properties from wherever the
 * page marks them: an item left unclosed before them (an author, a rating) makes them its own
 * for a strict reader, though the page shows them as the recipe's.
 */
function withStrayParts(recipe: Thing, document: HtmlNode, syntax: ItemSyntax): Thing {
  const missing = STRAY_PARTS.filter((names) => names.every((name) => !recipe[name]));
  if (!missing.length) return recipe;
  const found: Thing = {};
  for (const element of elementsOf(document)) {
    const names = syntax.properties(element);
    for (const [name, older] of missing) {
      const key = names.includes(name) ? name : names.includes(older) ? older : null;
      if (!key || syntax.isItem(element)) continue;
      found[key] = [...((found[key] as unknown[] | undefined) ?? []), propertyValue(element)];
    }
  }
  return { ...recipe, ...found };
}

function recipesIn(document: HtmlNode, syntax: ItemSyntax): Thing[] {
  const recipes: Thing[] = [];
  for (const element of elementsOf(document)) {
    if (syntax.isItem(element) && hasType(syntax.types(element), 'Recipe')) {
      recipes.push(itemOf(element, syntax));
    }
  }
  const [only] = recipes;
  return recipes.length === 1 && only ? [withStrayParts(only, document, syntax)] : recipes;
}

/** Every Recipe the page marks with microdata, then with RDFa, in page order, nested ones included. */
export const embeddedRecipes = (document: HtmlNode): Thing[] => [
  ...recipesIn(document, MICRODATA),
  ...recipesIn(document, RDFA),
];
