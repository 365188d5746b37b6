import { z } from 'zod';

// Text that reaches the database (decision 035): PostgreSQL's text cannot hold U+0000, and an
// unpaired UTF-16 surrogate (half of a character, such as an emoji cut in two) has no UTF-8 form.

/** Whether PostgreSQL can keep the text exactly as sent: no NUL, no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return false;
    if (code >= 0xdc00 && code <= 0xdfff) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    }
  }
  return true;
}

/** Whether the text holds a control character (C0, DEL or C1), tabs and line breaks included. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * A string field of a request, refused with a 400 naming the field when it could not be stored
 * as sent. Refused rather than cleaned: no client of ours sends such text, and a server that
 * quietly changes what it was given hides the broken client. `params` are z.string()'s (the
 * message for a missing or non-string value).
 */
export const storableText = (label: string, params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, `${label} contains an invalid character`);
