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

const isItem = (element: HtmlElement) => attribute(element, 'itemscope') !== undefined;

/**
 * A property's value as a string: `content` where given (the `<meta>` of the spec, and the
 * `<span content="PT15M">` many recipe sites write), a URL attribute, `value`, `datetime`, else
 * the element's text, its blocks (list items, paragraphs) on their own lines.
 */
function propertyValue(element: HtmlElement): string {
  const content = attribute(element, 'content');
  if (content !== undefined) return content;
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
 * An item (an element with `itemscope`) as a node shaped like JSON-LD: `@type` from `itemtype`,
 * and each property as the array of its values, a nested item as a node of its own. A nested
 * item's properties are its own, not the outer item's. `@text` keeps the item's whole text.
 */
export function readItem(item: HtmlElement): Thing {
  const thing: Thing = {
    '@type': (attribute(item, 'itemtype') ?? '').split(/\s+/).filter(Boolean),
    // The item's own text: the words of a HowToStep written without a `text` property.
    '@text': textLines(item).join(' '),
  };
  for (const element of elementsOf(item, isItem)) {
    if (element === item) continue;
    const names = (attribute(element, 'itemprop') ?? '').split(/\s+/).filter(Boolean);
    if (!names.length) continue;
    const value = isItem(element) ? readItem(element) : propertyValue(element);
    for (const name of names) {
      const values = (thing[name] as unknown[] | undefined) ?? [];
      values.push(value);
      thing[name] = values;
    }
  }
  return thing;
}

/** Every microdata Recipe on the page, in page order, nested ones included. */
export function microdataRecipes(document: HtmlNode): Thing[] {
  const recipes: Thing[] = [];
  for (const element of elementsOf(document)) {
    if (isItem(element) && hasType((attribute(element, 'itemtype') ?? '').split(/\s+/), 'Recipe')) {
      recipes.push(readItem(element));
    }
  }
  return recipes;
}
