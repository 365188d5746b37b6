// The API answers in English, its messages word for word part of its contract; the web client
// shows them in the page's language (decision 049). It recognises a message by the English
// template it was made from — "Title must be at most {max} characters" — and reads the values
// back out of it, so the translation can put them in its own place. Pure: the client and the tests
// that hold every message of the code to a template both use it.

/** One template, made ready to recognise its messages. */
export interface MessagePattern {
  key: string;
  /** The placeholders' names, in the order they appear. */
  names: readonly string[];
  regex: RegExp;
  /** How many characters of the template are its own words: the more, the more specific. */
  literal: number;
}

export type MessageValues = Record<string, string | number>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A template's literal parts and placeholders. Apostrophes follow ICU: `''` is one, and one before
 * a brace quotes it. A complex argument (`{n, plural, …}`) is read as one value, though English
 * templates keep to simple ones (their numbers are written in, never counted).
 */
export function templateParts(template: string): { texts: string[]; names: string[] } {
  const texts = [''];
  const names: string[] = [];
  let at = 0;
  while (at < template.length) {
    const char = template[at] as string;
    if (char === "'" && template[at + 1] === "'") {
      texts[texts.length - 1] += "'";
      at += 2;
    } else if (char === "'" && (template[at + 1] === '{' || template[at + 1] === '}')) {
      const end = template.indexOf("'", at + 1);
      const stop = end < 0 ? template.length : end;
      texts[texts.length - 1] += template.slice(at + 1, stop);
      at = stop + 1;
    } else if (char === '{') {
      let depth = 1;
      let end = at + 1;
      while (end < template.length && depth > 0) {
        if (template[end] === '{') depth++;
        if (template[end] === '}') depth--;
        end++;
      }
      names.push(
        template
          .slice(at + 1, end - 1)
          .split(',')[0]
          ?.trim() ?? '',
      );
      texts.push('');
      at = end;
    } else {
      texts[texts.length - 1] += char;
      at++;
    }
  }
  return { texts, names };
}

/**
 * The patterns of a set of templates (key → English ICU template), most specific first, so that
 * "Recipe not found" wins over "{what} not found". Compile them once and keep them.
 */
export function compilePatterns(templates: Record<string, string>): readonly MessagePattern[] {
  return Object.entries(templates)
    .map(([key, template]) => {
      const { texts, names } = templateParts(template);
      const source = texts.map(escapeRegExp).join('(.+?)');
      return {
        key,
        names,
        regex: new RegExp(`^${source}$`, 's'),
        literal: texts.join('').length,
      };
    })
    .sort((a, b) => b.literal - a.literal || a.names.length - b.names.length);
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The template `message` was made from, with its values (numbers as numbers, so a translation can
 * count them); null when no template makes it.
 */
export function matchMessage(
  patterns: readonly MessagePattern[],
  message: string,
): { key: string; values: MessageValues } | null {
  for (const { key, names, regex } of patterns) {
    const found = regex.exec(message);
    if (!found) continue;
    const values: MessageValues = {};
    names.forEach((name, index) => {
      const value = found[index + 1] ?? '';
      values[name] = NUMBER.test(value) ? Number(value) : value;
    });
    return { key, values };
  }
  return null;
}

/** A status before a message, as the web client shows a failure: "404: Recipe not found". */
const WITH_STATUS = /^(\d{3}): ([\s\S]*)$/;

/**
 * `message` in another language when one of `known`'s templates makes it: `format` gives the
 * translation of a template's key with the values read back out of the message. Unchanged when no
 * template makes it. A value named like a family of templates is translated by that family:
 * `{wait}` ("in 12 minutes") by `messages.wait…`, so a rate limit's time reads in the language of
 * the sentence around it.
 */
export function translateMessage(
  known: readonly MessagePattern[],
  format: (key: string, values: MessageValues) => string,
  message: string,
): string {
  const status = WITH_STATUS.exec(message);
  if (status) return `${status[1]}: ${translateMessage(known, format, status[2] ?? '')}`;
  const found = matchMessage(known, message);
  if (!found) return message;
  const values: MessageValues = { ...found.values };
  for (const [name, value] of Object.entries(found.values)) {
    if (typeof value !== 'string') continue;
    const inner = matchMessage(known, value);
    if (inner?.key.startsWith(`messages.${name}`)) values[name] = format(inner.key, inner.values);
  }
  return format(found.key, values);
}
