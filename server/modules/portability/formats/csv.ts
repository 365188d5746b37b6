// Plan to Eat and MyRecipeBox export CSV: RFC 4180, with whole ingredient lists and methods in
// quoted cells that span many lines. No CSV parser is a dependency, so this is a small one.

export interface CsvOptions {
  /** The longest cell accepted, in characters; a longer one refuses the whole file. */
  maxCellChars: number;
}

/**
 * The rows of a CSV text, each an array of its cells, as RFC 4180 reads them: cells separated by
 * commas, rows by CRLF (or a bare LF or CR), a cell in double quotes may hold commas, line breaks
 * and doubled quotes (`""` → `"`). A leading byte order mark is skipped; the line break after the
 * last row does not make an empty row. Lenient where exports are sloppy: a quote inside an
 * unquoted cell, or text after a closing quote, is kept as written.
 *
 * Throws an Error naming the row (counted from 1, the header being row 1) and the line it starts
 * on for a cell longer than `maxCellChars` or a quoted cell that is never closed.
 */
export function parseCsv(text: string, { maxCellChars }: CsvOptions): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let rowLine = 1;
  const length = text.length;

  const where = () => `Row ${rows.length + 1} (starting on line ${rowLine})`;
  const tooLong = () =>
    new Error(`${where()} of the CSV file has a cell longer than ${maxCellChars} characters`);
  // Measured before it is copied: a 50 MB cell is refused without a 50 MB string being made.
  const append = (from: number, to: number) => {
    if (cell.length + (to - from) > maxCellChars) throw tooLong();
    cell += text.slice(from, to);
  };
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };

  if (at >= length) return rows;
  while (true) {
    // At the start of a cell.
    if (text[at] === '"') {
      at += 1;
      // Inside quotes: everything up to the next quote is the cell's, line breaks included.
      while (true) {
        const quote = text.indexOf('"', at);
        if (quote === -1) {
          throw new Error(
            `${where()} of the CSV file has a quoted cell that is never closed (a " is missing)`,
          );
        }
        append(at, quote);
        line += countLineBreaks(text, at, quote);
        at = quote + 1;
        if (text[at] === '"') {
          append(at, at + 1);
          at += 1;
          continue;
        }
        break;
      }
    }
    // Unquoted text, or what follows a closing quote: up to the next separator or line break.
    let end = at;
    while (end < length) {
      const code = text.charCodeAt(end);
      if (code === 44 /* , */ || code === 10 /* \n */ || code === 13 /* \r */) break;
      end += 1;
      if (cell.length + (end - at) > maxCellChars) throw tooLong();
    }
    if (end > at) append(at, end);
    at = end;
    if (at >= length) {
      endRow();
      break;
    }
    if (text[at] === ',') {
      row.push(cell);
      cell = '';
      at += 1;
      continue;
    }
    // A line break: \r\n, \n or \r.
    at += text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1;
    line += 1;
    endRow();
    rowLine = line;
    if (at >= length) break;
  }
  return rows;
}

function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 10) count += 1;
    else if (code === 13 && (i + 1 >= to || text.charCodeAt(i + 1) !== 10)) count += 1;
  }
  return count;
}
