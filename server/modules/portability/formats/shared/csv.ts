// Plan to Eat and MyRecipeBox export CSV: RFC 4180, with whole ingredient lists and methods in
// quoted cells that span many lines. csv-parse reads it; this sets it up for such exports and
// words its refusals for the cook: the row as a spreadsheet numbers it, the line an editor shows.

import { CsvError, parse } from 'csv-parse/sync';
import { splitLines } from '../../../../text.js';

export interface CsvOptions {
  /**
   * The longest row accepted (csv-parse bounds a row, its cells together, not each cell; it counts
   * the cells read in characters, the one being read in UTF-8 bytes); a longer one refuses the
   * whole file.
   */
  maxRowChars: number;
}

/**
 * The rows of a CSV text, each an array of its cells, as RFC 4180 reads them: cells separated by
 * commas, rows by CRLF, LF or CR (mixed, as sloppy exports write them), a cell in double quotes
 * may hold commas, line breaks and doubled quotes (`""` → `"`). A leading byte order mark is
 * skipped; the line break after the last row does not make an empty row, a blank line is a row
 * of one empty cell. Lenient where exports are sloppy: a quote inside an unquoted cell, or text
 * after a closing quote, is kept as written (`"a"b` → `"a"b`).
 *
 * Throws an Error naming the row (counted from 1, the header being row 1) and the line it starts
 * on for a row longer than `maxRowChars` or a quoted cell that is never closed. The length is
 * csv-parse's `max_record_size`, counted as it reads, before the cell is copied: a 50 MB cell is
 * refused without a 50 MB string being made. No recipe's row holds a megabyte; a runaway cell does
 * (a hostile one, or a stray quote that swallowed the rest of the file).
 */
export function parseCsv(text: string, { maxRowChars }: CsvOptions): string[][] {
  const bytes = Buffer.from(text);
  // Where the row being read starts, in bytes: the end of the last row read.
  let rowStart = 0;
  try {
    return parse(bytes, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      // Given, not discovered: csv-parse would keep to the first kind it meets.
      record_delimiter: ['\r\n', '\n', '\r'],
      // csv-parse refuses a character added to a row already over `max_record_size`, so it lets
      // one more through than it says; 0 would mean no limit.
      max_record_size: Math.max(1, maxRowChars - 1),
      on_record: (record, { bytes: end }) => {
        rowStart = end;
        return record;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const row = Number(error.records) + 1;
    const where = `Row ${row} (starting on line ${lineOf(bytes, rowStart)}) of the CSV file`;
    if (error.code === 'CSV_MAX_RECORD_SIZE') {
      throw new Error(`${where} is longer than ${maxRowChars} characters`);
    }
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new Error(`${where} has a quoted cell that is never closed (a " is missing)`);
    }
    throw new Error(`${where} cannot be read: ${error.message}`);
  }
}

/** The line (from 1) a byte offset is on; csv-parse's own count takes a CRLF in a cell for two. */
function lineOf(bytes: Buffer, offset: number): number {
  return splitLines(bytes.subarray(0, offset).toString('latin1')).length;
}
