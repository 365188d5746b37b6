// What every format reader does with a field's text: lines with entities decoded and whitespace
// collapsed, times as the form's text, servings as a number. (Steps lose their numbers through
// `stepLines`, shared with the URL import in recipe-import/recipe-steps.ts.)

import { valueLines } from '../../../recipe-import/html-text.js';
import { readableDuration } from '../../../recipe-import/iso-duration.js';
import { servingsOf } from '../../../recipe-import/schema-org.js';

/**
 * A field's lines: entities decoded (`&amp;`), tags dropped if it holds markup, whitespace
 * collapsed, blank lines dropped. Section headings ("For the sauce:", "FILLING") are lines like
 * any other and kept.
 */
export const fieldLines = (value: string | null | undefined): string[] =>
  value ? valueLines(value) : [];

/** A field as text, its lines joined by line breaks; null when it has none. */
export const fieldText = (value: string | null | undefined): string | null =>
  fieldLines(value).join('\n') || null;

/** A time as the form's text: an ISO 8601 duration in hours and minutes, other text as it is. */
export const timeText = (value: string | null | undefined): string | null =>
  readableDuration(fieldLines(value).join(' '));

/**
 * Servings from a servings or yield text ("4", "Serves 4-6", "12 muffins"), and the text itself
 * when it says more than the number, to keep as an extra.
 */
export function servingsText(value: string | null | undefined): {
  servings: number | null;
  text: string | null;
} {
  const text = fieldLines(value).join(' ');
  if (!text) return { servings: null, text: null };
  const servings = servingsOf(text);
  return { servings, text: servings !== null && text === String(servings) ? null : text };
}

/**
 * A yield or servings text worth keeping as an extra ("2 loaves", "12 cookies", "4-6"); null when
 * it says no more than a number of servings ("4", "4 servings", Mealie's "4 serving(s)"), which
 * `servings` holds.
 */
export const yieldExtra = (text: string): string | null =>
  /^\d+(\s*servings?|\s*serving\(s\))?$/i.test(text.trim()) ? null : text || null;

/** A list of names (tags, categories): separated by commas or lines, trimmed, each once. */
export function nameList(value: string | readonly string[] | null | undefined): string[] {
  const values = typeof value === 'string' ? [value] : (value ?? []);
  const names = values.flatMap((entry) =>
    fieldLines(entry).flatMap((line) => line.split(/\s*[,;]\s*/)),
  );
  return [...new Set(names.map((name) => name.trim()).filter(Boolean))];
}

/**
 * An image's path inside the export as a page or front matter names it (`images/Pie%20crust.jpg`,
 * `./images/pie.jpg`), percent-escapes decoded and a leading `./` dropped; null for nothing, or
 * for an address elsewhere (`https:`, `data:`, `//host/…`), which is not in the export.
 */
export function localImagePath(src: string | null | undefined): string | null {
  const value = (src ?? '').trim();
  if (!value || /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return null;
  let path = value.split(/[?#]/)[0] as string;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not percent-encoded after all ("100%.jpg"): the name as written.
  }
  return path.replace(/^(?:\.\/)+/, '') || null;
}
