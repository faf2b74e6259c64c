import type { FastifyInstance } from 'fastify';
import { CONTACT_IMPORT_BODY } from '../../../src/shared/campaignBodies';
import { contactFileProblem } from '../../../src/shared/campaignRules';
import { bodySchemaErrors } from '../../../src/shared/validation/bodySchema';
import type { ContactImport, ContactImportError } from '../../../src/shared/wire/campaigns';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/jobRunner';
import { uploadFileName } from '../../api/uploadFileName';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { parseCsv } from './campaignsCsv';
import { toImport, type ImportRow } from './campaignsContacts';
import { contactRowChecks } from './contactRowChecks';
import { assertEditable } from './campaignsParts';
import { CAMPAIGNS, campaignRow } from './campaignsQuery';
import { counted } from '../../../src/shared/counted';

// Rows are written in chunks, so progress shows and the event loop breathes between them.
const CHUNK = 500;

interface Outcome {
  imported: number;
  errors: ContactImportError[];
  failure: string | null;
}

/** Checks the whole file first (nothing is imported when it fails), then imports the good rows and reports the rest. */
async function importContacts(
  db: Db,
  { idCampaign, idTenant }: { idCampaign: number; idTenant: number },
  content: string,
  progress: (percent: number) => void,
): Promise<Outcome> {
  const parsed = parseCsv(content);
  if ('error' in parsed) return { imported: 0, errors: [], failure: parsed.error };
  const [header = [], ...rows] = parsed.rows;
  const names = header.map((cell) => cell.trim().toLowerCase());
  const failure = contactFileProblem(names, rows.length);
  if (failure) return { imported: 0, errors: [], failure };
  const insert = db.prepare(
    'INSERT INTO campaign_contact (id_campaign, phone, firstname, lastname, email, created) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const now = new Date().toISOString();
  const rowProblem = contactRowChecks(db, idCampaign, idTenant);
  const errors: ContactImportError[] = [];
  let imported = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    db.transaction(() => {
      rows.slice(start, start + CHUNK).forEach((cells, index) => {
        const row = Object.fromEntries(names.map((name, column) => [name, (cells[column] ?? '').trim()]));
        // The header is line 1 of the file, so the first contact is line 2.
        const line = start + index + 2;
        const problem =
          cells.length > names.length
            ? `${cells.length} cells where the header has ${names.length}`
            : rowProblem(row, line);
        if (problem) errors.push({ line, phone: row.phone ?? '', message: problem });
        else {
          insert.run(idCampaign, row.phone, row.firstname ?? '', row.lastname ?? '', row.email ?? '', now);
          imported++;
        }
      });
    })();
    progress(((start + CHUNK) / rows.length) * 100);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { imported, errors, failure: null };
}

/**
 * `POST …/campaigns/{id}/contacts/import` with `{ fileName, content }` (the CSV text): a background task; its report
 * (`GET /api/callbot/campaign-contact-imports/{id}`) lists every refused row, or why the whole file was refused.
 */
export function campaignImportRoutes(app: FastifyInstance, { db, publish }: ApiContext, runner: JobRunner) {
  app.post(
    `${CAMPAIGNS}/:id/contacts/import`,
    { config: { access: { area: 'Campaign', action: 'edit' } } },
    async (request, reply): Promise<ContactImport> => {
      const principal = principalOf(request);
      const row = campaignRow(db, idParam(request), principal.idTenant);
      const body = bodyOf(request);
      assertValid(bodySchemaErrors(CONTACT_IMPORT_BODY, body));
      assertEditable(row);
      const fileName = uploadFileName(body.fileName);
      const content = String(body.content);
      const created = new Date().toISOString();
      let idImport = 0;
      const task = runner.start(
        { idTenant: principal.idTenant, idUser: principal.idUser },
        { name: `Import campaign contacts: ${row.name}`, description: fileName },
        async (control) => {
          const outcome = await importContacts(
            db,
            { idCampaign: row.id, idTenant: principal.idTenant },
            content,
            (percent) => control.progress(percent),
          );
          db.prepare(
            'UPDATE campaign_contact_import SET imported = ?, rejected = ?, failure = ?, errors = ? WHERE id = ?',
          ).run(
            outcome.imported,
            outcome.errors.length,
            outcome.failure,
            JSON.stringify(outcome.errors),
            idImport,
          );
          db.prepare('UPDATE campaign SET updated = ? WHERE id = ?').run(new Date().toISOString(), row.id);
          publish(principal.idTenant, 'RecordChanged', {
            path: '/callbot/campaigns',
            id: String(row.id),
            type: 'updated',
          });
          if (outcome.failure) throw new Error(`${fileName}: ${outcome.failure}. Nothing was imported.`);
          return {
            resultUrl: null,
            description: `${fileName}: ${counted(outcome.imported, 'contact')} imported, ${counted(outcome.errors.length, 'row')} refused`,
          };
        },
      );
      idImport = Number(
        db
          .prepare(
            'INSERT INTO campaign_contact_import (id_campaign, id_task, file_name, created) VALUES (?, ?, ?, ?)',
          )
          .run(row.id, task.id, fileName, created).lastInsertRowid,
      );
      reply.code(202);
      const stored = db
        .prepare(
          'SELECT i.*, t.status FROM campaign_contact_import i LEFT JOIN task t ON t.id = i.id_task WHERE i.id = ?',
        )
        .get(idImport) as ImportRow;
      return toImport(stored);
    },
  );
}
