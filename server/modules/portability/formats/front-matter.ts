// Chowdown recipes are Jekyll markdown files with YAML front matter. No YAML parser is a
// dependency, so this reads the small subset such front matter uses, strictly: anything outside
// it is an error naming the line, never a guess.
//
// Supported: `key: value` at the top level; values plain, 'single-quoted' ('' for ') or
// "double-quoted" (with \" \\ \n \t \uXXXX escapes), on one line; `key: |` or `key: >` blocks of
// more-indented lines; lists as `- item` lines under an empty `key:` (indented or not, an item's
// plain text may continue on more-indented lines) or `[a, "b, c"]` on one line; `#` comments and
// blank lines. An unquoted `~` or `null` is no value. List items are text as written, even where
// YAML would read a mapping: `- For the sauce:` is a section heading, not a key.
// Not supported (an error): nested mappings, anchors and aliases, tags, `{…}` flow mappings,
// quoted strings over several lines.

export type FrontMatterValue = string | string[] | null;

export interface FrontMatter {
  /** The values by key, in the file's order. */
  data: Record<string, FrontMatterValue>;
  /** Everything after the closing `---`, as written. */
  body: string;
}

const OPENING = /^---[ \t]*$/;
const CLOSING = /^(?:---|\.\.\.)[ \t]*$/;
const KEY_NAME = /^[A-Za-z0-9_][\w .-]*$/;
const ITEM = /^([ \t]*)-(?:[ \t]+(.*))?$/;
const BLOCK_SCALAR = /^([|>])[-+]?[ \t]*(?:#.*)?$/;
const indentOf = (line: string) => /^[ \t]*/.exec(line)?.[0].length ?? 0;
const isBlank = (line: string) => /^[ \t]*(?:#.*)?$/.test(line);

/** A YAML error, naming the line of the file (the opening `---` is line 1). */
class FrontMatterError extends Error {
  constructor(line: number, message: string) {
    super(`front matter line ${line}: ${message}`);
  }
}

/**
 * The front matter and body of a markdown file; a file that does not open with `---` has no
 * front matter (empty data, the whole file as body). Throws an Error naming the line for front
 * matter outside the subset, or never closed.
 */
export function readFrontMatter(markdown: string): FrontMatter {
  const text = markdown.charCodeAt(0) === 0xfeff ? markdown.slice(1) : markdown;
  const lines = text.split(/\r\n|\n|\r/);
  if (!OPENING.test(lines[0] ?? '')) return { data: {}, body: text };
  const end = lines.findIndex((line, index) => index > 0 && CLOSING.test(line));
  if (end === -1) throw new Error('front matter is never closed by a --- line');

  const data: Record<string, FrontMatterValue> = {};
  let at = 1;
  while (at < end) {
    const line = lines[at] as string;
    const number = at + 1;
    if (isBlank(line)) {
      at += 1;
      continue;
    }
    if (indentOf(line) > 0 || line.startsWith('-')) {
      throw new FrontMatterError(number, 'expected a "key: value" line at the start of the line');
    }
    // The key ends at the first colon followed by a space or the line's end. (Found by search,
    // not one pattern for the whole line: that backtracks for ever on a hostile line of spaces.)
    const colon = line.search(/:(?:[ \t]|$)/);
    const key = colon === -1 ? '' : line.slice(0, colon).trimEnd();
    if (!KEY_NAME.test(key)) throw new FrontMatterError(number, 'expected a "key: value" line');
    const rest = line.slice(colon + 1).trim();
    if (key in data) throw new FrontMatterError(number, `"${key}" is given twice`);
    at += 1;

    const block = BLOCK_SCALAR.exec(rest);
    if (block) {
      const blockLines: string[] = [];
      while (at < end && (!(lines[at] as string).trim() || indentOf(lines[at] as string) > 0)) {
        blockLines.push(lines[at] as string);
        at += 1;
      }
      data[key] = blockScalar(blockLines, block[1] === '>');
      continue;
    }
    if (rest && !rest.startsWith('#')) {
      data[key] = rest.startsWith('[') ? flowList(rest, number) : scalar(rest, number);
      continue;
    }
    // An empty value: a list of `- item` lines may follow, or nothing.
    const items: string[] = [];
    let itemIndent = -1;
    while (at < end) {
      const itemLine = lines[at] as string;
      if (isBlank(itemLine)) {
        at += 1;
        continue;
      }
      const item = ITEM.exec(itemLine);
      if (!item) {
        if (indentOf(itemLine) === 0) break;
        // A plain item's text continuing on a more-indented line.
        if (items.length && indentOf(itemLine) > itemIndent) {
          items[items.length - 1] = `${items.at(-1)} ${plain(itemLine.trim(), at + 1)}`.trim();
          at += 1;
          continue;
        }
        throw new FrontMatterError(at + 1, `nested mappings are not supported (under "${key}")`);
      }
      const indent = (item[1] as string).length;
      if (itemIndent === -1) itemIndent = indent;
      else if (indent !== itemIndent) {
        throw new FrontMatterError(at + 1, `nested lists are not supported (under "${key}")`);
      }
      const value = (item[2] ?? '').trim();
      if (value.startsWith('[')) {
        throw new FrontMatterError(at + 1, `nested lists are not supported (under "${key}")`);
      }
      items.push(value ? listItem(value, at + 1) : '');
      at += 1;
    }
    data[key] = itemIndent === -1 ? null : items.filter(Boolean);
  }
  return { data, body: lines.slice(end + 1).join('\n') };
}

/** Characters that start YAML syntax this reader does not take, at the start of a value. */
const UNSUPPORTED_START: Record<string, string> = {
  '&': 'anchors are not supported',
  '*': 'aliases are not supported',
  '!': 'tags are not supported',
  '{': 'flow mappings are not supported',
  '|': 'block scalars are only supported as a key’s value',
  '>': 'block scalars are only supported as a key’s value',
  '@': 'a value may not start with @ unless quoted',
  '`': 'a value may not start with ` unless quoted',
};

/** A value on one line: quoted, or plain (a trailing ` # comment` dropped; `~`, `null` → null). */
function scalar(value: string, line: number): string | null {
  if (value.startsWith('"') || value.startsWith("'")) return quoted(value, line);
  const text = plain(value, line);
  return text === '~' || text === 'null' || text === 'Null' || text === 'NULL' ? null : text;
}

/** A list item: quoted, or its text as written (mapping-like or not). */
function listItem(value: string, line: number): string {
  if (value.startsWith('"') || value.startsWith("'")) return quoted(value, line) ?? '';
  return plain(value, line);
}

function plain(value: string, line: number): string {
  const reason = UNSUPPORTED_START[value.charAt(0)];
  if (reason) throw new FrontMatterError(line, reason);
  // A comment starts at a # after whitespace (searched for, not matched with a backtracking /\s+#/).
  const comment = value.search(/[ \t]#/);
  return (comment === -1 ? value : value.slice(0, comment)).trim();
}

const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  n: '\n',
  t: '\t',
  r: '\r',
  '0': '\0',
  ' ': ' ',
};

/** A quoted string that closes on its line, only a comment after it. */
function quoted(value: string, line: number): string {
  const quote = value.charAt(0);
  let text = '';
  let at = 1;
  while (true) {
    if (at >= value.length) {
      throw new FrontMatterError(line, `a ${quote}quoted${quote} string is not closed on its line`);
    }
    const char = value.charAt(at);
    if (char === quote) {
      if (quote === "'" && value.charAt(at + 1) === "'") {
        text += "'";
        at += 2;
        continue;
      }
      break;
    }
    if (char === '\\' && quote === '"') {
      const next = value.charAt(at + 1);
      if (next === 'u' || next === 'x') {
        const digits = value.slice(at + 2, at + (next === 'u' ? 6 : 4));
        if (!/^[0-9a-fA-F]+$/.test(digits) || digits.length !== (next === 'u' ? 4 : 2)) {
          throw new FrontMatterError(line, `a bad \\${next} escape`);
        }
        text += String.fromCharCode(Number.parseInt(digits, 16));
        at += 2 + digits.length;
        continue;
      }
      const escaped = ESCAPES[next];
      if (escaped === undefined) throw new FrontMatterError(line, `an unknown escape \\${next}`);
      text += escaped;
      at += 2;
      continue;
    }
    text += char;
    at += 1;
  }
  const after = value.slice(at + 1).trim();
  if (after && !after.startsWith('#')) {
    throw new FrontMatterError(line, `unexpected text after a quoted string: ${after}`);
  }
  return text;
}

/** `[a, 'b', "c, d"]` on one line. */
function flowList(value: string, line: number): string[] {
  const items: string[] = [];
  let at = 1;
  while (true) {
    while (value.charAt(at) === ' ' || value.charAt(at) === '\t') at += 1;
    if (at >= value.length) throw new FrontMatterError(line, 'a [list] is not closed on its line');
    if (value.charAt(at) === ']') {
      at += 1;
      break;
    }
    let item: string;
    const char = value.charAt(at);
    if (char === '"' || char === "'") {
      // The quoted string's end: the next unescaped quote of its kind.
      let close = at + 1;
      while (close < value.length) {
        const c = value.charAt(close);
        if (char === '"' && c === '\\') close += 2;
        else if (c === char && char === "'" && value.charAt(close + 1) === "'") close += 2;
        else if (c === char) break;
        else close += 1;
      }
      item = quoted(value.slice(at, close + 1), line);
      at = close + 1;
    } else {
      let stop = at;
      while (stop < value.length && value.charAt(stop) !== ',' && value.charAt(stop) !== ']') {
        stop += 1;
      }
      if (/[[{]/.test(value.slice(at, stop))) {
        throw new FrontMatterError(line, 'nested lists and mappings are not supported');
      }
      item = plain(value.slice(at, stop).trim(), line);
      at = stop;
    }
    if (item) items.push(item);
    while (value.charAt(at) === ' ' || value.charAt(at) === '\t') at += 1;
    if (value.charAt(at) === ',') at += 1;
    else if (at >= value.length)
      throw new FrontMatterError(line, 'a [list] is not closed on its line');
    else if (value.charAt(at) !== ']') {
      throw new FrontMatterError(line, 'expected , or ] in a [list]');
    }
  }
  const after = value.slice(at).trim();
  if (after && !after.startsWith('#')) {
    throw new FrontMatterError(line, `unexpected text after a [list]: ${after}`);
  }
  return items;
}

/** A `|` block keeps its line breaks; a `>` block folds lines into paragraphs. */
function blockScalar(lines: string[], folded: boolean): string {
  const indents = lines.filter((line) => line.trim()).map(indentOf);
  const indent = indents.length ? Math.min(...indents) : 0;
  const text = lines.map((line) => line.slice(indent).trimEnd());
  while (text.length && !text.at(-1)) text.pop();
  if (!folded) return text.join('\n');
  return text
    .join('\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.replace(/\n/g, ' '))
    .join('\n\n');
}
