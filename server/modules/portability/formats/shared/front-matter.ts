// Chowdown recipes are Jekyll markdown files with YAML front matter between `---` lines. The
// `yaml` package reads it; this keeps what a recipe's fields take (text, and lists of text) and
// refuses the rest with the line it is on, never a guess.

import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type ParsedNode,
  parseDocument,
  type YAMLError,
} from 'yaml';
import { splitLines } from '../../../../text.js';

export type FrontMatterValue = string | string[] | null;

export interface FrontMatter {
  /** The values by key, in the file's order. */
  data: Record<string, FrontMatterValue>;
  /** Everything after the closing `---`, as written. */
  body: string;
}

const OPENING = /^---[ \t]*$/;
const CLOSING = /^(?:---|\.\.\.)[ \t]*$/;

/** A refusal, naming the line of the file (the opening `---` is line 1). */
class FrontMatterError extends Error {
  constructor(line: number, message: string) {
    super(`front matter line ${line}: ${message}`);
  }
}

/**
 * The front matter and body of a markdown file; a file that does not open with `---` has no
 * front matter (empty data, the whole file as body). Values are text (a number or `true` as
 * written; `~`, `null` or nothing is null) or lists of text. Throws an Error naming the line for
 * YAML that does not parse, or that holds what no field takes: nested mappings or lists, flow
 * mappings, anchors, aliases, tags; or for front matter never closed.
 */
export function readFrontMatter(markdown: string): FrontMatter {
  const text = markdown.charCodeAt(0) === 0xfeff ? markdown.slice(1) : markdown;
  const lines = splitLines(text);
  if (!OPENING.test(lines[0] ?? '')) return { data: {}, body: text };
  const end = lines.findIndex((line, index) => index > 0 && CLOSING.test(line));
  if (end === -1) throw new Error('front matter is never closed by a --- line');
  return {
    data: frontMatterData(lines.slice(1, end).join('\n')),
    body: lines.slice(end + 1).join('\n'),
  };
}

function frontMatterData(source: string): Record<string, FrontMatterValue> {
  const lineCounter = new LineCounter();
  // The core schema: no custom tags, and any tag is refused below. Duplicate keys are found
  // below too, to name the key. Nothing is turned into JavaScript by `toJS`: the nodes are read
  // as they are and anchors and aliases refused, so an alias bomb has nothing to expand.
  const doc = parseDocument(source, {
    schema: 'core',
    uniqueKeys: false,
    prettyErrors: false,
    lineCounter,
  });
  // A line of the file: the YAML starts on line 2, after the opening `---`.
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + 1;
  const refuse = (offset: number, message: string) => new FrontMatterError(lineAt(offset), message);

  const [error] = doc.errors;
  if (error) throw refuse(error.pos[0], problem(error));

  /** The node's text, or null for no value; anything else refused. */
  const scalar = (node: ParsedNode | null, key: string): string | null => {
    if (node === null) return null;
    refuseProps(node);
    if (isScalar(node)) {
      const { value } = node;
      if (value === null) return null;
      // A number or a boolean as written: `1.50`, not 1.5.
      if (typeof value !== 'string') return node.source ?? String(value);
      // A block's last line break (YAML keeps one) means nothing in a field; a `>` block's
      // blank lines, which YAML folds to one line break each, stay paragraph breaks.
      if (node.type === 'BLOCK_LITERAL') return value.trimEnd();
      if (node.type === 'BLOCK_FOLDED') return value.trimEnd().replace(/\n+/g, '\n\n');
      return value;
    }
    if (isMap(node) && node.flow) throw refuse(node.range[0], 'flow mappings are not supported');
    const what = isSeq(node) ? 'lists' : 'mappings';
    throw refuse(node.range[0], `nested ${what} are not supported (under "${key}")`);
  };

  /**
   * A list item's text. YAML reads `- For the sauce:` (a recipe's section heading) or
   * `- Salt: to taste` as a mapping of one key; the cook wrote a line of text, so it is read as
   * that line again.
   */
  const item = (node: ParsedNode | null, key: string): string => {
    if (node && isMap(node) && !node.flow && node.items.length === 1) {
      refuseProps(node);
      const [pair] = node.items;
      const heading = scalar(pair?.key ?? null, key);
      const rest = scalar(pair?.value ?? null, key);
      if (heading !== null) return rest === null ? `${heading}:` : `${heading}: ${rest}`;
    }
    return scalar(node, key) ?? '';
  };

  function refuseProps(node: ParsedNode) {
    if (isAlias(node)) throw refuse(node.range[0], 'aliases are not supported');
    // The anchor or tag is written before the node, maybe on the line above.
    if (node.anchor) {
      throw refuse(
        source.lastIndexOf(`&${node.anchor}`, node.range[0]),
        'anchors are not supported',
      );
    }
    if (node.tag) throw refuse(source.lastIndexOf('!', node.range[0]), 'tags are not supported');
  }

  const root = doc.contents;
  if (root === null) return {};
  if (!isMap(root) || root.flow) throw refuse(root.range[0], 'expected a "key: value" line');
  const data = new Map<string, FrontMatterValue>();
  for (const { key, value } of root.items) {
    const name = key && isScalar(key) ? scalar(key, '') : null;
    if (!key || name === null) throw refuse(key?.range[0] ?? 0, 'expected a "key: value" line');
    if (data.has(name)) throw refuse(key.range[0], `"${name}" is given twice`);
    if (value && isSeq(value)) {
      refuseProps(value);
      data.set(name, value.items.map((node) => item(node, name)).filter(Boolean));
    } else {
      data.set(name, scalar(value, name));
    }
  }
  // fromEntries, not assignment: a key named `__proto__` stays a key.
  return Object.fromEntries(data);
}

/** yaml's words for the mistakes hand-written front matter makes most, in this reader's. */
function problem(error: YAMLError): string {
  const quote = /closing (["'])quote/.exec(error.message)?.[1];
  if (error.code === 'MISSING_CHAR' && quote) {
    return `a ${quote}quoted${quote} string is not closed`;
  }
  // `title: Pasta: quick`: Jekyll refuses it too.
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY' && /compact/.test(error.message)) {
    return 'a value holding ": " must be in quotes';
  }
  if (/^Flow sequence .*end with a \]$/.test(error.message)) {
    return 'a [list] is not closed, or a line of it is not indented under its key';
  }
  return error.message;
}
