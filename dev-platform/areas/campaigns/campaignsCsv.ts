import { csvRows } from '../../api/csvRows';

/** Reads CSV text (RFC 4180 quoting, `,` or `;` as the header uses, CRLF or LF, an optional BOM) into rows of cells. */
export function parseCsv(text: string): { rows: string[][] } | { error: string } {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const rows = csvRows(source, separator);
  if (!rows) return { error: 'A quoted cell is not closed' };
  // Blank lines carry no contact.
  return { rows: rows.filter((cells) => cells.some((value) => value.trim() !== '')) };
}
