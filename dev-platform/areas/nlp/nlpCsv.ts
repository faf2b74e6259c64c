import { exampleTextError, NLP_LIMITS } from '../../../src/shared/nlpRules';
import { badRequest } from '../../api/apiError';
import { csvRows } from '../../api/csvRows';

/**
 * Parses CSV text (RFC 4180 quoting, comma or semicolon separated, CR LF or LF lines) into rows of cells. A file
 * that cannot be read as a whole (not text, too large, an unclosed quote) is refused with 400 so nothing is imported.
 */
export function parseCsv(text: string): string[][] {
  if (text.length > NLP_LIMITS.csvChars)
    throw badRequest(`The file is larger than ${NLP_LIMITS.csvChars} characters`);
  if (text.includes('\u0000')) throw badRequest('The file is not a text (CSV) file');
  const body = text.replace(/^\uFEFF/, '');
  const separator =
    (body.split(/\r?\n/, 1)[0] ?? '').includes(';') && !body.split(/\r?\n/, 1)[0]!.includes(',') ? ';' : ',';
  const rows = csvRows(body, separator);
  if (!rows) throw badRequest('The file has an unclosed quote');
  // Empty lines are no rows; a row of blank cells is (and is refused as empty).
  return rows.filter((cells) => cells.length > 1 || cells[0] !== '');
}

/**
 * The example texts of an import file: the `text` column when the first row is a header naming one, else the first
 * column. Each data row is numbered from 1; rows with a bad text come back as errors. A file without data rows or
 * with too many is refused as a whole.
 */
export function importRows(text: string): {
  texts: { row: number; text: string }[];
  errors: { row: number; message: string }[];
} {
  const rows = parseCsv(text);
  const header = rows[0]?.map((cell) => cell.trim().toLowerCase()) ?? [];
  const column = header.includes('text') ? header.indexOf('text') : 0;
  const data = header.includes('text') ? rows.slice(1) : rows;
  if (data.length === 0) throw badRequest('The file has no rows to import');
  if (data.length > NLP_LIMITS.csvRows) throw badRequest(`At most ${NLP_LIMITS.csvRows} rows at once`);
  const texts: { row: number; text: string }[] = [];
  const errors: { row: number; message: string }[] = [];
  data.forEach((cells, index) => {
    const value = (cells[column] ?? '').trim();
    const error = exampleTextError(value);
    if (error) errors.push({ row: index + 1, message: error === 'Required' ? 'The text is empty' : error });
    else texts.push({ row: index + 1, text: value });
  });
  return { texts, errors };
}
