import { valueLines } from './html-text.js';
import type { Resolve } from './json-ld.js';

// A schema.org value as text: what every field reader starts from, whatever shape the site
// gave it (a string, a number, a list of either).

/** The lines of the first value that has any: a string, a number, or the first of a list. */
export function linesOf(value: unknown, resolve: Resolve = (v) => v): string[] {
  const resolved = resolve(value);
  if (typeof resolved === 'string') return valueLines(resolved);
  if (typeof resolved === 'number') return [String(resolved)];
  if (Array.isArray(resolved)) {
    for (const entry of resolved) {
      const lines = linesOf(entry, resolve);
      if (lines.length) return lines;
    }
  }
  return [];
}

export const oneLine = (value: unknown, resolve: Resolve = (v) => v) =>
  linesOf(value, resolve).join(' ');
