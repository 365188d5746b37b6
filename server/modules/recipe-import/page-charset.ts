import sniffHTMLEncoding from 'html-encoding-sniffer';

/** Byte-order marks, which name a page's encoding above anything it or its server says. */
const BOMS: ReadonlyArray<readonly [string, readonly number[]]> = [
  ['utf-8', [0xef, 0xbb, 0xbf]],
  ['utf-16be', [0xfe, 0xff]],
  ['utf-16le', [0xff, 0xfe]],
];

function bomEncoding(body: Uint8Array): string | null {
  for (const [encoding, bytes] of BOMS) {
    if (bytes.every((byte, i) => body[i] === byte)) return encoding;
  }
  return null;
}

function decodes(body: Uint8Array, encoding: string, fatal: boolean): string | null {
  try {
    return new TextDecoder(encoding, { fatal }).decode(body);
  } catch {
    return null;
  }
}

/**
 * A page's text. Its byte-order mark decides when it has one. Otherwise text that reads as UTF-8
 * is UTF-8, whatever the header or the page's `<meta>` claim: servers that send a default
 * "charset=iso-8859-1" for UTF-8 pages are common, and reading those bytes as Latin-1 turns
 * "1¼ cups" into "1Â¼ cups", while text in a single-byte charset almost never happens to be
 * valid UTF-8. Text that is not UTF-8 is read in the charset the header names, else the one its
 * `<meta>` names (html-encoding-sniffer's prescan, as browsers do it), else windows-1252, the
 * web's old default.
 */
export function decodePage(body: Uint8Array, contentType: string): string {
  const bom = bomEncoding(body);
  if (bom) return decodes(body, bom, false) ?? '';
  const utf8 = decodes(body, 'utf-8', true);
  if (utf8 !== null) return utf8;
  const header = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
  const candidates = [header, sniffHTMLEncoding(body, { defaultEncoding: 'windows-1252' })];
  for (const label of candidates) {
    if (!label || /^utf-?8$/i.test(label)) continue;
    const text = decodes(body, label, false);
    if (text !== null) return text;
  }
  return decodes(body, 'windows-1252', false) ?? '';
}
