/** Excel needs the byte-order mark to read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * A spreadsheet runs a cell starting with one of these as a formula (CSV injection). The cell
 * may also be split further by the reader: a locale whose list separator is `;`, a tab import,
 * or a line break makes the text after it a cell of its own. So a trigger at the start and
 * after any such separator (and spaces) gets a quote in front, which makes it plain text.
 */
const FORMULA_TRIGGER = /(^|[,;\t\r\n|])(\s*)([=+\-@\t\r])/g;

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = text.replace(
    FORMULA_TRIGGER,
    (_m, sep: string, space: string, trigger: string) => `${sep}${space}'${trigger}`,
  );
  // Every field is quoted: no reader has to guess where a field ends.
  return `"${safe.replaceAll('"', '""')}"`;
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
