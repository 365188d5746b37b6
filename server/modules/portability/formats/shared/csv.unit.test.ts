import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';

const read = (text: string, maxRowChars = 10_000) => parseCsv(text, { maxRowChars });

/** A cell as an exporter writes it: quoted, quotes doubled. */
const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;

describe('parseCsv', () => {
  it('reads plain rows, CRLF and LF alike, without an empty row for the last line break', () => {
    expect(read('Title,Servings\r\nPancakes,4\r\n')).toEqual([
      ['Title', 'Servings'],
      ['Pancakes', '4'],
    ]);
    expect(read('Title,Servings\nPancakes,4')).toEqual([
      ['Title', 'Servings'],
      ['Pancakes', '4'],
    ]);
    expect(read('a\rb\r')).toEqual([['a'], ['b']]);
  });

  it('reads quoted cells holding commas, doubled quotes and line breaks', () => {
    const ingredients =
      '2 cups flour, sifted\r\n1 "heaped" tsp baking soda\r\n\r\nFor the glaze:\n1 cup icing sugar';
    const csv = `Title,Ingredients,Notes\r\n${quoted('Lemon Drizzle, the good one')},${quoted(ingredients)},\r\n`;
    expect(read(csv)).toEqual([
      ['Title', 'Ingredients', 'Notes'],
      ['Lemon Drizzle, the good one', ingredients, ''],
    ]);
  });

  it('keeps empty cells, a quoted empty cell and a blank line as a row of one empty cell', () => {
    expect(read(',"",x\n\ny,')).toEqual([['', '', 'x'], [''], ['y', '']]);
  });

  it('skips a byte order mark and keeps curly quotes and accents', () => {
    expect(read('\uFEFFTitle\n“Crème brûlée” à l’ancienne\n')).toEqual([
      ['Title'],
      ['“Crème brûlée” à l’ancienne'],
    ]);
  });

  it('keeps a stray quote inside an unquoted cell or after a closing quote as written', () => {
    expect(read('5" tart tin,"a"b\n')).toEqual([['5" tart tin', '"a"b']]);
  });

  it('returns no rows for an empty text', () => {
    expect(read('')).toEqual([]);
    expect(read('\uFEFF')).toEqual([]);
  });

  it('refuses a quoted cell that is never closed, naming its row and line', () => {
    const csv = 'Title,Directions\n"Soup","Boil.\nSimmer."\n"Bread","Knead."\nx,"never closed\n';
    expect(() => read(csv)).toThrow(
      'Row 4 (starting on line 5) of the CSV file has a quoted cell that is never closed',
    );
  });

  it('refuses a row over the cap, its cell quoted or not, naming the row', () => {
    const long = 'x'.repeat(101);
    expect(() => read(`Title\nok\n${quoted(long)}\n`, 100)).toThrow(
      'Row 3 (starting on line 3) of the CSV file is longer than 100 characters',
    );
    expect(() => read(`Title\n${long}\n`, 100)).toThrow('Row 2 (starting on line 2)');
    // Doubled quotes count once: 100 characters of cell exactly is accepted.
    expect(read(quoted('"'.repeat(100)), 100)).toEqual([['"'.repeat(100)]]);
  });

  it('refuses a 50 MB cell quickly', () => {
    const huge = `Title,Ingredients\nBig,"${'a'.repeat(50 * 1024 * 1024)}"\n`;
    expect(() => read(huge, 1024 * 1024)).toThrow('Row 2');
  });

  it('counts lines inside quoted cells to name the line a later row starts on', () => {
    const csv = `a\r\n${quoted('one\r\ntwo\rthree\nfour')}\r\n"unterminated`;
    expect(() => read(csv)).toThrow('Row 3 (starting on line 6)');
  });
});
