import { type DefaultTreeAdapterTypes, parse, parseFragment } from 'parse5';
import { plainLines } from '../../text.js';

// Pages are read with parse5, the WHATWG HTML parser (the one jsdom uses): it reads broken
// markup as browsers do, and decodes entities in text and attributes. Nothing here reads HTML
// with regular expressions.

export type HtmlNode = DefaultTreeAdapterTypes.Node;
export type HtmlElement = DefaultTreeAdapterTypes.Element;

export const parseHtml = (html: string): HtmlNode => parse(html);

export const isElement = (node: HtmlNode): node is HtmlElement => 'tagName' in node;

export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The text directly inside an element, as written (a script's source, a title). */
export function ownText(element: HtmlElement): string {
  return element.childNodes
    .map((child) =>
      child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : '',
    )
    .join('');
}

const childrenOf = (node: HtmlNode): HtmlNode[] => ('childNodes' in node ? node.childNodes : []);

/**
 * Every element under `root` in document order, `root` included. Iterative: a page of thousands
 * of unclosed tags nests as deep as it likes. `skip` says which elements not to descend into.
 */
export function* elementsOf(
  root: HtmlNode,
  skip: (element: HtmlElement) => boolean = () => false,
): Generator<HtmlElement> {
  const stack: HtmlNode[] = [root];
  while (stack.length) {
    const node = stack.pop() as HtmlNode;
    if (isElement(node)) {
      yield node;
      if (node !== root && skip(node)) continue;
    }
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i] as HtmlNode);
  }
}

/**
 * Class names that mark text for screen readers only ("▢ " before a checkbox, "Navigation"), as
 * frameworks and themes name them, prefixed or not ("dre-heading__sr-only").
 */
const SCREEN_READER_ONLY = /(?:^|[-_])(?:sr-only|screen-reader-text|visually-?hidden)$/i;

export const classesOf = (element: HtmlElement): string[] =>
  (attribute(element, 'class') ?? '').split(/\s+/).filter(Boolean);

/** Whether the element's text is for screen readers only, which a reader of the page never sees. */
export const isScreenReaderOnly = (element: HtmlElement): boolean =>
  classesOf(element).some((name) => SCREEN_READER_ONLY.test(name));

/** Elements whose text is not shown. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'head']);
/** Elements that start a new line of text. */
export const BLOCKS: ReadonlySet<string> = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/**
 * The text a reader sees in `root`, as lines: blocks (paragraphs, list items, `<br>`…) end lines,
 * other whitespace is collapsed, hidden elements are left out, blank lines dropped. With
 * `keepLineBreaks`, line breaks in the text itself also end lines (plain text, not markup);
 * `skip` leaves out more elements with all they hold.
 */
export function textLines(
  root: HtmlNode,
  {
    keepLineBreaks = false,
    skip = () => false,
  }: { keepLineBreaks?: boolean; skip?: (element: HtmlElement) => boolean } = {},
): string[] {
  let text = '';
  // Iterative walk with a marker for "leaving an element", to end block lines after children.
  const stack: Array<HtmlNode | 'end-of-block'> = [root];
  while (stack.length) {
    const item = stack.pop() as HtmlNode | 'end-of-block';
    if (item === 'end-of-block') {
      text += '\n';
      continue;
    }
    if (item.nodeName === '#text') {
      const value = (item as DefaultTreeAdapterTypes.TextNode).value;
      text += keepLineBreaks ? value : value.replace(/[\r\n]+/g, ' ');
      continue;
    }
    if (isElement(item)) {
      if (HIDDEN.has(item.tagName) || (item !== root && skip(item))) continue;
      if (BLOCKS.has(item.tagName)) {
        text += '\n';
        stack.push('end-of-block');
      }
    }
    const children = childrenOf(item);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i] as HtmlNode);
  }
  return plainLines(text);
}

/** Markup, not just text: a tag or a comment opens somewhere. */
const LOOKS_LIKE_MARKUP = /<[a-zA-Z/!]/;

/**
 * A schema.org text value as lines of plain text. Sites put anything in them: plain text with
 * line breaks, text with entities (`Mac &amp; Cheese`), or whole HTML (`<p>Step one</p>`). Each is
 * read by the HTML parser, so entities are decoded and tags dropped; line breaks count only in
 * text that has no markup.
 */
export function valueLines(value: string): string[] {
  const text = undoubleEncoded(value);
  if (!/[<&]/.test(text)) return plainLines(text);
  return textLines(parseFragment(text), { keepLineBreaks: !LOOKS_LIKE_MARKUP.test(text) });
}

/** UTF-8 read as Latin-1 somewhere upstream: "Â½" for "½", "Ã©" for "é", "Â " for a no-break space. */
const DOUBLE_ENCODED = /[\u00c2\u00c3][\u0080-\u00bf]/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Text that a site stored after decoding its UTF-8 as Latin-1, decoded again: only when every
 * character fits in a byte and the bytes are valid UTF-8, which Latin-1 text that merely has an
 * "Ã" in it almost never is.
 */
export function undoubleEncoded(text: string): string {
  if (!DOUBLE_ENCODED.test(text) || /[\u0100-\uffff]/.test(text)) return text;
  try {
    return utf8.decode(Buffer.from(text, 'latin1'));
  } catch {
    return text;
  }
}
