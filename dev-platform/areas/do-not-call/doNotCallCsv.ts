import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { CSV_BOM, csvLine, restoreCell } from '../../../src/shared/csv';
import {
  DNC_COLUMNS,
  DNC_IMPORT_BODY,
  dncEntryOf,
  dncFileProblem,
  type DncEntry,
} from '../../../src/shared/doNotCallRules';
import { bytesMatchType } from '../../../src/shared/fileSignatures';
import { bodySchemaErrors } from '../../../src/shared/validation/bodySchema';
import type { DoNotCallImportResult } from '../../../src/shared/wire/doNotCall';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { badRequest } from '../../api/apiError';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { DNC_EDIT, DNC_LISTS, DNC_VIEW, findDncList } from './doNotCallLists';
import { upsertNumbers } from './doNotCallNumbers';

/** At most this many refused rows are named in a refusal (the rest are counted). */
const NAMED_ROWS = 20;

/**
 * Every entry of a do-not-call CSV file, or why the file is refused as a whole: text only (no binary bytes), a
 * header with `phone` and optionally `expires` and `note`, and every row valid. One bad row refuses the file, so a
 * list never holds half a file.
 */
export function dncFileEntries(content: string): { entries: DncEntry[] } | { problem: string } {
  if (!bytesMatchType('text/csv', new TextEncoder().encode(content)))
    return { problem: 'The file is not a CSV text file' };
  const parsed = Papa.parse<Record<string, string>>(content.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (name) => name.trim().toLowerCase(),
    // Our own exports neutralise `+420…` as `'+420…`: such a file imports again.
    transform: (value) => restoreCell(value.trim()),
  });
  const quoting = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoting) return { problem: 'A quoted cell is not closed' };
  const fileProblem = dncFileProblem(parsed.meta.fields ?? [], parsed.data.length);
  if (fileProblem) return { problem: fileProblem };
  const refused: string[] = [];
  const entries = parsed.data.map((row, index) => {
    const { errors, entry } = dncEntryOf(row);
    // The header is line 1 of the file.
    const reasons = Object.entries(errors).map(([field, message]) => `${field}: ${message}`);
    if (reasons.length > 0) refused.push(`line ${index + 2}: ${reasons.join('; ')}`);
    return entry;
  });
  if (refused.length === 0) return { entries };
  const more = refused.length > NAMED_ROWS ? `; and ${refused.length - NAMED_ROWS} more` : '';
  return { problem: `Nothing was imported: ${refused.slice(0, NAMED_ROWS).join('; ')}${more}` };
}

/** `POST …/{id}/import` with `{ fileName, content }` (all or nothing) and `GET …/{id}/export` (a CSV file). */
export function doNotCallCsvRoutes(app: FastifyInstance, { db }: ApiContext) {
  app.post(
    `${DNC_LISTS}/:id/import`,
    { config: { access: DNC_EDIT } },
    async (request): Promise<DoNotCallImportResult> => {
      const list = findDncList(db, idParam(request), principalOf(request).idTenant);
      const body = bodyOf(request);
      assertValid(bodySchemaErrors(DNC_IMPORT_BODY, body));
      const read = dncFileEntries(String(body.content));
      if ('problem' in read) throw badRequest(read.problem, { content: read.problem });
      return upsertNumbers(db, list.id, read.entries);
    },
  );

  app.get(`${DNC_LISTS}/:id/export`, { config: { access: DNC_VIEW } }, async (request, reply) => {
    const list = findDncList(db, idParam(request), principalOf(request).idTenant);
    const rows = db
      .prepare('SELECT phone, expires, note FROM do_not_call_number WHERE id_list = ? ORDER BY phone')
      .all(list.id) as { phone: string; expires: string | null; note: string }[];
    // Cells are neutralised against formula injection (a note may start with `=`).
    const text =
      CSV_BOM + csvLine(DNC_COLUMNS) + rows.map((row) => csvLine(DNC_COLUMNS.map((c) => row[c]))).join('');
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="do-not-call-${list.id}.csv"`)
      .send(text);
  });
}
