import { describe, expect, it } from 'vitest';
import { decodePage } from './page-charset.js';

const page = (body: string) => `<!doctype html><html><head>${body}</head></html>`;

describe('a page read in its charset', () => {
  it('UTF-8 bytes are UTF-8, whatever the header says', () => {
    const bytes = Buffer.from(page('<title>1¼ cups</title>'), 'utf8');
    expect(decodePage(bytes, 'text/html; charset=ISO-8859-1')).toContain('1¼ cups');
    expect(decodePage(bytes, 'text/html')).toContain('1¼ cups');
  });

  it('a byte-order mark decides, UTF-16 included', () => {
    const text = page('<title>Crème</title>');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(decodePage(utf16, 'text/html; charset=utf-8')).toContain('Crème');
  });

  it('other bytes: the header’s charset, else the <meta>’s, else windows-1252', () => {
    // "Σούπα" in ISO-8859-7, which as windows-1252 would read "Óïýðá".
    const greek = (head: string) =>
      Buffer.concat([
        Buffer.from(page(`${head}<title>`).replace('</head></html>', '')),
        Buffer.from([0xd3, 0xef, 0xfd, 0xf0, 0xe1]),
        Buffer.from('</title></head></html>'),
      ]);
    expect(decodePage(greek(''), 'text/html; charset=iso-8859-7')).toContain('Σούπα');
    expect(decodePage(greek('<meta charset="iso-8859-7">'), 'text/html')).toContain('Σούπα');
    expect(
      decodePage(
        greek('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-7">'),
        '',
      ),
    ).toContain('Σούπα');
    // Nothing names it: the web's old default.
    expect(decodePage(greek(''), 'text/html')).toContain('Óïýðá');
  });

  it('an unknown charset name falls back instead of failing', () => {
    const bytes = Buffer.from([0x3c, 0x70, 0x3e, 0xe9, 0x3c, 0x2f, 0x70, 0x3e]);
    expect(decodePage(bytes, 'text/html; charset=x-no-such-thing')).toBe('<p>é</p>');
  });
});
