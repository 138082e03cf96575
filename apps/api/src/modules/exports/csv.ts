/**
 * The one CSV writer of every export (decision 0025). Export kinds yield cells; only this file
 * turns them into text, so no export can quote or neutralise differently from another.
 */
/** A cell as an export yields it; a time is written as ISO 8601 in UTC. */
export type CsvCell = string | number | Date | null;

/** Characters a spreadsheet may split a cell on: RFC 4180's comma and line breaks, plus `;` and tab. */
const SEPARATOR = /([,;\t\r\n])/;
/** A piece a spreadsheet may run as a formula: =, +, -, @ after any blanks or quotes it may strip. */
const FORMULA_START = /^[\s"]*[=+\-@]/;
/** A cell that starts with a tab or CR is prefixed too (OWASP's list), whatever follows. */
const BLANK_START = /^[\t\r]/;

/**
 * One CSV line. Every piece of a cell between separators that could start a formula gets a `'`,
 * and every cell holding a separator or a quote is quoted (RFC 4180), so a reader splitting on
 * `,`, `;` or tab, quoting or not, never meets a formula.
 */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The export's lines: its header, then one line per row. */
export async function* csvLines(columns: readonly string[], rows: AsyncIterable<readonly CsvCell[]>) {
  yield csvLine(columns);
  for await (const row of rows) yield csvLine(row);
}

function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  const text = neutralise(value);
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function neutralise(text: string): string {
  const pieces = text
    .split(SEPARATOR)
    .map((piece, i) => (i % 2 === 0 && FORMULA_START.test(piece) ? `'${piece}` : piece));
  const joined = pieces.join('');
  return BLANK_START.test(joined) ? `'${joined}` : joined;
}
