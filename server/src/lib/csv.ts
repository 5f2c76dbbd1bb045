/** Excel needs the byte-order mark to read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection);
 * prefixing a quote makes it plain text. Tab and carriage return are on OWASP's list too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** RFC 4180 CSV (CRLF line ends) with a BOM and a header row. */
export function toCsv<Row>(columns: readonly (keyof Row & string)[], rows: Iterable<Row>): string {
  let out = UTF8_BOM + csvRow(columns);
  for (const row of rows) out += csvRow(columns.map((c) => row[c]));
  return out;
}
