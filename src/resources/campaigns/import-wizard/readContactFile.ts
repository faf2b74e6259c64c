import Papa from 'papaparse';
import { restoreCell } from '../../../shared/csv';
import { CONTACT_IMPORT_MAX_ROWS } from '../../../shared/campaignRules';

/** A file's header row and its data rows, every cell as text. */
export interface ContactSheet {
  headers: string[];
  rows: string[][];
}

/** An XLSX workbook is a ZIP archive: its first bytes say so whatever the name claims. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const isXlsxName = (name: string) => /\.xlsx$/i.test(name);

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return restoreCell(String(value).trim());
};

function sheetOf(rows: readonly (readonly unknown[])[]): ContactSheet | { problem: string } {
  const filled = rows.filter((cells) => cells.some((cell) => cellText(cell) !== ''));
  const [header = [], ...data] = filled;
  const headers = header.map(cellText);
  if (headers.every((name) => name === '')) return { problem: 'The file has no header row' };
  if (new Set(headers).size !== headers.length) return { problem: 'Two columns have the same header' };
  if (data.length === 0) return { problem: 'The file has no contacts' };
  if (data.length > CONTACT_IMPORT_MAX_ROWS)
    return { problem: `At most ${CONTACT_IMPORT_MAX_ROWS} contacts a file` };
  return { headers, rows: data.map((cells) => headers.map((_, index) => cellText(cells[index]))) };
}

/**
 * Reads a contacts file in the browser: CSV (papaparse: quoting, `,` or `;`, any line ends, a BOM) or XLSX
 * (read-excel-file, its first sheet), checked by its bytes. Nothing is sent anywhere yet.
 */
export async function readContactFile(file: File): Promise<ContactSheet | { problem: string }> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  const zipped = ZIP.every((byte, index) => head[index] === byte);
  if (isXlsxName(file.name) || zipped) {
    if (!zipped) return { problem: 'The file is not an XLSX workbook' };
    const { readSheet } = await import('read-excel-file/browser');
    try {
      return sheetOf(await readSheet(file));
    } catch {
      return { problem: 'The workbook could not be read' };
    }
  }
  const text = await file.text();
  // eslint-disable-next-line no-control-regex -- binary bytes are exactly what is looked for
  if (/[\u0000-\u0008\u000E-\u001F]/.test(text)) return { problem: 'The file is not a CSV text file' };
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  if (parsed.errors.some((error) => error.type === 'Quotes'))
    return { problem: 'A quoted cell is not closed' };
  return sheetOf(parsed.data);
}
