// Plain-text helpers more than one module needs (reading recipes from pages and from other apps'
// exports, wording errors): written once here so every place collapses, splits and cuts text the
// same way.

/** The text on one line: every run of whitespace (line breaks too) one space, none at the ends. */
export const collapseWhitespace = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A text's lines, split at CRLF, LF or CR, mixed as sloppy files write them; nothing dropped. */
export const splitLines = (text: string): string[] => text.split(/\r\n|\n|\r/);

/** A plain text's lines, each with its whitespace collapsed; blank lines dropped. */
export const plainLines = (text: string): string[] =>
  splitLines(text).map(collapseWhitespace).filter(Boolean);

/** At most `max` characters (the create form's limits), cut with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  // Never half of a character outside the Basic Multilingual Plane (an emoji).
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The text with its first letter a capital: a label or a message made a sentence. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
