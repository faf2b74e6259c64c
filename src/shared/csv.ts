/**
 * CSV cells, one implementation for the console's list export and the dev platform's background export. Cells are
 * neutralised against formula injection (OWASP CSV injection) and quoted as RFC 4180 says.
 */

/** Characters that make spreadsheets treat a cell as a formula (or hide it): = + - @ tab and carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Neutralises a cell against CSV/formula injection: a cell starting with = + - @ tab or CR gets a leading
 * apostrophe, so spreadsheet programs show it as text instead of evaluating it.
 */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * Undoes `neutraliseCell` on a cell read back from one of our own exports (`'+420…` → `+420…`), so an exported file
 * imports again; only a leading apostrophe before a formula character is removed.
 */
export const restoreCell = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

/** Quotes a cell when it holds a separator, quote or line break (RFC 4180), doubling inner quotes. */
export function quoteCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The text of a raw value: empty for null and undefined, lists joined with commas, objects as JSON. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** One neutralised, quoted cell of any value. */
export const csvCell = (value: unknown): string => quoteCell(neutraliseCell(cellText(value)));

/** One CSV line (CRLF-terminated, as RFC 4180 and spreadsheet programs expect). */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A UTF-8 byte-order mark so spreadsheet programs read accented characters correctly. */
export const CSV_BOM = '\uFEFF';
