/**
 * One CSV line (RFC 4180). Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR)
 * are prefixed with a quote so an exported value can never execute.
 */
export function csvLine(cells: (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
