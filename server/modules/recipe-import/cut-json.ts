import { parse } from 'parse5';
import { elementsOf, type HtmlElement, type HtmlNode } from './html-text.js';

// Some sites write a recipe's steps as JSON straight into a microdata attribute, its quotes not
// escaped: <meta itemprop="recipeInstructions" content="[{"@type":"HowToStep","text":"…"}]">.
// A browser reads content="[{" and a run of attributes named after the rest. The author's JSON
// is still in the source, from the attribute's opening quote to the last quote of the tag:
// escaped, the page reads as it was meant. Only pages that show the damage are parsed again.

/** What is left of a JSON text cut at its first inner quote: "[{", "{". */
const CUT = /^\s*(?:\[\s*)?\{\s*$/;

/** A `content` attribute cut so, with the rest of its JSON read as attribute names. */
const isCut = (element: HtmlElement) =>
  element.attrs.some((attr) => attr.name === 'content' && CUT.test(attr.value)) &&
  element.attrs.some((attr) => attr.name.includes('"'));

export function hasCutJson(document: HtmlNode): boolean {
  for (const element of elementsOf(document)) if (isCut(element)) return true;
  return false;
}

/** `html` with the quotes inside each cut JSON attribute escaped. */
export function mendCutJson(html: string): string {
  const edits: { from: number; to: number }[] = [];
  for (const element of elementsOf(parse(html, { sourceCodeLocationInfo: true }))) {
    const attribute = element.sourceCodeLocation?.attrs?.content;
    const tag = element.sourceCodeLocation?.startTag;
    if (!isCut(element) || !attribute || !tag) continue;
    const raw = html.slice(attribute.startOffset, tag.endOffset);
    const [open, close] = [raw.indexOf('"'), raw.lastIndexOf('"')];
    if (open >= 0 && close > open) {
      edits.push({ from: attribute.startOffset + open + 1, to: attribute.startOffset + close });
    }
  }
  // In one pass, the edits in page order: a hostile page of many costs no more than its length.
  const parts: string[] = [];
  let done = 0;
  for (const { from, to } of edits.sort((a, b) => a.from - b.from)) {
    if (from < done) continue;
    parts.push(html.slice(done, from), html.slice(from, to).replaceAll('"', '&quot;'));
    done = to;
  }
  parts.push(html.slice(done));
  return parts.join('');
}
