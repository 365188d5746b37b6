import type { DefaultTreeAdapterTypes } from 'parse5';
import { collapseWhitespace } from '../../text.js';
import {
  attribute,
  BLOCKS,
  type HtmlElement,
  type HtmlNode,
  isElement,
  isScreenReaderOnly,
} from './html-text.js';

/** One line of a page as a reader meets it, and what kind of block it sits in. */
export interface ReadingLine {
  text: string;
  /** A heading (h1–h6), an item of a list, or other text (a paragraph, a cell…). */
  kind: 'heading' | 'item' | 'text';
  /** A heading's level, 1–6; 7 for other lines. */
  level: number;
}

/** What no reader of the recipe reads: scripts, forms, navigation, site furniture. */
const UNREAD = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'head',
  'nav',
  'header',
  'footer',
  'form',
  'button',
  'select',
  'textarea',
  'svg',
  'iframe',
]);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/**
 * Elements that end a line, as in html-text's BLOCKS, but a table's row is one line: an
 * ingredient table shows amount and name in cells side by side.
 */
const BREAKS = new Set([...BLOCKS].filter((tag) => tag !== 'td' && tag !== 'th'));
/** The comments under a post (WordPress's names) are not the recipe. */
const UNREAD_NAMES = new Set([
  'comments',
  'comments-area',
  'comment-list',
  'commentlist',
  'comment-respond',
]);
const names = (element: HtmlElement) =>
  `${attribute(element, 'class') ?? ''} ${attribute(element, 'id') ?? ''}`.split(/\s+/);

/**
 * Whether an element holds lists or paragraphs of its own: an accordion's folded content that a
 * theme hides with a screen-reader class until opened, not a label for screen readers.
 */
const holdsBlocks = (element: HtmlElement) =>
  element.childNodes.some((child) => isElement(child) && FOLDED_BLOCKS.has(child.tagName));
const FOLDED_BLOCKS = new Set(['ol', 'ul', 'p', 'table']);

const isUnread = (element: HtmlElement) =>
  UNREAD.has(element.tagName) ||
  attribute(element, 'hidden') !== undefined ||
  attribute(element, 'aria-hidden') === 'true' ||
  (isScreenReaderOnly(element) && !holdsBlocks(element)) ||
  names(element).some((name) => UNREAD_NAMES.has(name.toLowerCase()));

type Frame = { kind: ReadingLine['kind']; level: number };
type Step = HtmlNode | { leave: HtmlElement; frame: Frame };

/**
 * The page's text as lines in reading order, each marked with the block it belongs to: the
 * innermost heading, else list item, around it. One pass over the tree, iterative (a page of
 * thousands of unclosed tags nests as deep as it likes).
 */
export function readingLines(root: HtmlNode): ReadingLine[] {
  const lines: ReadingLine[] = [];
  let text = '';
  let frame: Frame = { kind: 'text', level: 7 };
  const end = () => {
    const line = collapseWhitespace(text);
    if (line) lines.push({ text: line, kind: frame.kind, level: frame.level });
    text = '';
  };
  const stack: Step[] = [root];
  while (stack.length) {
    const step = stack.pop() as Step;
    if ('leave' in step) {
      end();
      frame = step.frame;
      continue;
    }
    if (step.nodeName === '#text') {
      text += (step as DefaultTreeAdapterTypes.TextNode).value;
      continue;
    }
    // Cells of a row are read side by side.
    if (isElement(step) && (step.tagName === 'td' || step.tagName === 'th')) text += ' ';
    if (isElement(step)) {
      if (step !== root && isUnread(step)) continue;
      if (BREAKS.has(step.tagName)) {
        end();
        stack.push({ leave: step, frame });
        if (HEADINGS.has(step.tagName)) {
          frame = { kind: 'heading', level: Number(step.tagName[1]) };
        } else if (step.tagName === 'li' && frame.kind !== 'heading') {
          frame = { kind: 'item', level: 7 };
        }
      }
    }
    const children = 'childNodes' in step ? step.childNodes : [];
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i] as HtmlNode);
  }
  end();
  return lines;
}
