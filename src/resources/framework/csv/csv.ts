/** Characters that make spreadsheets treat a cell as a formula (or hide it): = + - @ tab and carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Neutralises a cell against CSV/formula injection: a cell starting with = + - @ tab or CR gets a leading
 * apostrophe, so spreadsheet programs show it as text instead of evaluating it.
 */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Quotes a cell when it holds a separator, quote or line break (RFC 4180), doubling inner quotes. */
export function quoteCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (CRLF-terminated) of neutralised, quoted cells. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map((cell) => quoteCell(neutraliseCell(cell))).join(',')}\r\n`;
}

/** A UTF-8 byte-order mark so spreadsheet programs read accented characters correctly. */
export const CSV_BOM = '\uFEFF';
