/** Characters that make spreadsheet programs treat a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Renders one CSV cell: formulas neutralised with a leading apostrophe, quoted when needed (RFC 4180). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value)
    ? value.join(', ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Renders one CSV line (CRLF-terminated, as RFC 4180 and spreadsheet programs expect). */
export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
