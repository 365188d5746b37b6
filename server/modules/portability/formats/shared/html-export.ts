// Copy Me That and Recipe Keeper export every recipe into one `recipes.html`. Their markup varies
// between versions, so elements are found by id, class and itemprop, leniently, and read as lines.

import {
  attribute,
  elementsOf,
  type HtmlElement,
  type HtmlNode,
  isElement,
  ownText,
  textLines,
} from '../../../recipe-import/html-text.js';

export const classes = (element: HtmlElement) =>
  (attribute(element, 'class') ?? '').split(/\s+/).filter(Boolean);
export const hasClass = (element: HtmlElement, name: string) =>
  classes(element).some((value) => value.toLowerCase() === name.toLowerCase());
const hasId = (element: HtmlElement, name: string) =>
  (attribute(element, 'id') ?? '').toLowerCase() === name.toLowerCase();
const hasItemprop = (element: HtmlElement, name: string) =>
  (attribute(element, 'itemprop') ?? '')
    .split(/\s+/)
    .some((value) => value.toLowerCase() === name.toLowerCase());

/** Which element a field is in: any of these ids, classes, itemprops, or tag names. */
export interface Where {
  id?: string[];
  class?: string[];
  itemprop?: string[];
  tag?: string[];
}

export const matches = (element: HtmlElement, where: Where) =>
  (where.id ?? []).some((name) => hasId(element, name)) ||
  (where.class ?? []).some((name) => hasClass(element, name)) ||
  (where.itemprop ?? []).some((name) => hasItemprop(element, name)) ||
  (where.tag ?? []).includes(element.tagName);

/**
 * The elements of one recipe matching `where`, in document order, never inside another recipe
 * nested in it (`isRecipe`); the recipe's own element is not among them.
 */
export function findAll(
  recipe: HtmlElement,
  where: Where,
  isRecipe: (element: HtmlElement) => boolean,
): HtmlElement[] {
  const found: HtmlElement[] = [];
  for (const element of elementsOf(recipe, isRecipe)) {
    if (element !== recipe && !isRecipe(element) && matches(element, where)) found.push(element);
  }
  return found;
}

/** Nodes read together as if they were one element's children. */
export const fragmentOf = (nodes: HtmlNode[]): HtmlNode =>
  ({ nodeName: '#document-fragment', childNodes: nodes }) as unknown as HtmlNode;

const childNodesOf = (node: HtmlNode): HtmlNode[] => ('childNodes' in node ? node.childNodes : []);

const containsListItem = (node: HtmlNode) => {
  for (const element of elementsOf(node))
    if (element !== node && element.tagName === 'li') return true;
  return false;
};

const END_OF_BLOCK = Symbol('end of block');

/**
 * The items of a list as lines: each `<li>` one line however its text is broken (`<br>`, `<p>`);
 * everything else in between — headings, paragraphs, loose text — its own lines, in order. So
 * section headings, written as an `<h4>`, a `<b>` item or a plain line, are kept where they are.
 * Iterative and linear: a page nested thousands deep neither overflows the stack nor stalls.
 */
export function listItems(node: HtmlNode): string[] {
  // Every node with a list item somewhere below it, found in one pass.
  const holders = new Set<HtmlNode>();
  for (const element of elementsOf(node)) {
    if (element === node || element.tagName !== 'li') continue;
    for (let up = element.parentNode as HtmlNode | null; up && !holders.has(up); ) {
      holders.add(up);
      up = 'parentNode' in up ? (up.parentNode as HtmlNode | null) : null;
    }
  }
  const items: string[] = [];
  let loose: HtmlNode[] = [];
  const flush = () => {
    if (loose.length) items.push(...textLines(fragmentOf(loose)));
    loose = [];
  };
  const stack: Array<HtmlNode | typeof END_OF_BLOCK> = [...childNodesOf(node)].reverse();
  while (stack.length) {
    const child = stack.pop() as HtmlNode | typeof END_OF_BLOCK;
    if (child === END_OF_BLOCK) {
      flush();
    } else if (isElement(child) && child.tagName === 'li') {
      flush();
      const text = textLines(child).join(' ');
      if (text) items.push(text);
    } else if (holders.has(child)) {
      // A list, or a block holding one: its parts in order, apart from what is around it.
      flush();
      stack.push(END_OF_BLOCK, ...[...childNodesOf(child)].reverse());
    } else loose.push(child);
  }
  flush();
  return items;
}

/** The one-line text of an element: its lines joined by spaces. */
export const lineOf = (element: HtmlElement | undefined) =>
  element ? textLines(element).join(' ') : '';

/** An element's text as lines joined by line breaks; null when it has none. */
export const textOf = (element: HtmlElement | undefined) =>
  (element ? textLines(element).join('\n') : '') || null;

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * A section found by its heading's words when the markup names it no other way: the nodes after
 * the element whose whole text is the heading ("Ingredients", "Steps:"), up to the next heading
 * of as high a level or the next known section heading (`stop`).
 */
export function sectionAfterHeading(
  recipe: HtmlElement,
  heading: RegExp,
  stop: RegExp,
  isRecipe: (element: HtmlElement) => boolean,
): HtmlNode | null {
  // Found by its own words first (cheap), checked whole only then: a page of thousands of nested
  // elements is read in linear time, not by the text of every element it holds.
  let found: HtmlElement | undefined;
  let candidates = 0;
  for (const element of elementsOf(recipe, isRecipe)) {
    if (element === recipe || isRecipe(element) || !heading.test(ownText(element).trim())) continue;
    // A real page has one or two; a hostile one is not read thousands of times over.
    candidates += 1;
    if (candidates > 20) break;
    if (heading.test(lineOf(element)) && !containsListItem(element)) {
      found = element;
      break;
    }
  }
  if (!found) return null;
  // Up to the outermost element that holds nothing but the heading (<div><h3><b>Steps</b></h3>).
  let start: HtmlElement = found;
  let level = HEADINGS.has(found.tagName) ? Number(found.tagName.slice(1)) : 7;
  while (
    start.parentNode &&
    start.parentNode !== recipe &&
    isElement(start.parentNode) &&
    heading.test(lineOf(start.parentNode))
  ) {
    start = start.parentNode;
    if (HEADINGS.has(start.tagName)) level = Math.min(level, Number(start.tagName.slice(1)));
  }
  const siblings = start.parentNode ? childNodesOf(start.parentNode) : [];
  const nodes: HtmlNode[] = [];
  for (const node of siblings.slice(siblings.indexOf(start) + 1)) {
    if (isElement(node)) {
      if (HEADINGS.has(node.tagName) && Number(node.tagName.slice(1)) <= level) break;
      if (stop.test(firstLine(node))) break;
    }
    nodes.push(node);
  }
  return fragmentOf(nodes);
}

/** The first line of an element's text, without reading all of a long one. */
function firstLine(element: HtmlElement): string {
  for (const inner of elementsOf(element)) {
    const text = ownText(inner).trim();
    if (text) return text;
  }
  return '';
}
