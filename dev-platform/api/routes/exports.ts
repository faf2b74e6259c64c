import type { FastifyInstance } from 'fastify';
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TaskStatus } from '../../../src/shared/enumerations';
import type { BackgroundTask } from '../../../src/shared/wire/home';
import { csvExportJob, type CsvColumn } from '../../jobs/csvExportJob';
import type { JobRunner } from '../../jobs/jobRunner';
import { principalOf } from '../accessGuard';
import type { ApiContext } from '../apiContext';
import { badRequest, forbidden, notFound } from '../apiError';
import { exportableAt, type Exportable } from '../exportables';
import { prepareExport } from '../exportQuery';
import { canAccess } from '../../../src/shared/permissions';
import { bodyOf, idParam } from '../validation';

const MAX_COLUMNS = 100;
const PAGE_SIZE = 2000;

interface ExportRecord {
  exportable: Exportable;
  idTenant: number;
  file: string;
}

function parseColumns(raw: unknown, exportable: Exportable): CsvColumn[] {
  const fields = Object.keys(exportable.spec.fields);
  if (raw === undefined) return fields.map((source) => ({ source, label: source }));
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_COLUMNS) {
    throw badRequest(`columns must list 1 to ${MAX_COLUMNS} columns`, { columns: 'Invalid columns' });
  }
  return raw.map((column: unknown) => {
    const { source, label } = (column ?? {}) as Record<string, unknown>;
    if (typeof source !== 'string' || !fields.includes(source)) {
      throw badRequest(`Cannot export column '${String(source)}'`, { columns: 'Invalid columns' });
    }
    return { source, label: typeof label === 'string' && label.trim() ? label : source };
  });
}

function parseSort(raw: unknown, exportable: Exportable) {
  if (raw === undefined || raw === null) return exportable.spec.defaultSort;
  const { field, order } = raw as Record<string, unknown>;
  if (typeof field !== 'string' || !Object.hasOwn(exportable.spec.fields, field)) {
    throw badRequest(`Cannot sort by '${String(field)}'`);
  }
  if (order !== 'ASC' && order !== 'DESC') throw badRequest('order must be ASC or DESC');
  return { field, order } as const;
}

/**
 * CSV export of large lists as background tasks (SPEC §7 "CSV report downloads"): `POST /api/home/exports` checks that
 * the caller may read the list (its permission and tenant scope), starts the job and answers the task at once; the
 * finished task's `resultUrl` is `GET /api/home/exports/{task}/file`. Files live in a per-platform temp folder.
 */
export function exportRoutes(
  app: FastifyInstance,
  { db }: Pick<ApiContext, 'db'>,
  runner: JobRunner,
): { close(): Promise<void> } {
  const folder = mkdtempSync(join(tmpdir(), 'switchboard-exports-'));
  const exports = new Map<number, ExportRecord>();
  const signedIn = { config: { access: { authenticated: true } } } as const;

  app.post('/api/home/exports', signedIn, async (request, reply) => {
    const principal = principalOf(request);
    const body = bodyOf(request);
    if (typeof body.path !== 'string') throw badRequest('path is required', { path: 'Field is required' });
    const exportable = exportableAt(body.path);
    if (!exportable) throw badRequest(`No export for '${body.path}'`, { path: 'Unknown list' });
    const { area, action } = exportable.access;
    if (!canAccess(principal.permissions, area, action))
      throw forbidden(`Missing permission ${area}/${action}`);
    const filter = body.filter ?? {};
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
      throw badRequest('filter must be a JSON object');
    }
    const columns = parseColumns(body.columns, exportable);
    const sort = parseSort(body.sort, exportable);
    const scope = exportable.scope(db, principal);
    const prepared = prepareExport(
      db,
      exportable.spec,
      { filter: filter as Record<string, unknown>, sort },
      scope,
    );

    // The job runs on a later turn, once the task (and so its id) exists.
    const started = { id: 0 };
    const fileOf = (id: number) => join(folder, `${id}.csv`);
    const task: BackgroundTask = runner.start(
      { idTenant: principal.idTenant, idUser: principal.idUser },
      { name: `CSV export: ${exportable.name}`, description: `${prepared.total} rows` },
      (control) =>
        csvExportJob({
          fetchPage: prepared.snapshot(),
          columns,
          file: fileOf(started.id),
          resultUrl: `/api/home/exports/${started.id}/file`,
          pageSize: PAGE_SIZE,
        })(control),
    );
    started.id = task.id;
    exports.set(task.id, { exportable, idTenant: principal.idTenant, file: fileOf(task.id) });
    return reply.code(202).send(task);
  });

  app.get('/api/home/exports/:id/file', signedIn, async (request, reply) => {
    const principal = principalOf(request);
    const id = idParam(request);
    const record = exports.get(id);
    // Another tenant's export does not exist for this caller.
    if (!record || record.idTenant !== principal.idTenant || !existsSync(record.file)) {
      throw notFound('Export not found');
    }
    const { area, action } = record.exportable.access;
    if (!canAccess(principal.permissions, area, action))
      throw forbidden(`Missing permission ${area}/${action}`);
    const status = db.prepare('SELECT status FROM task WHERE id = ?').pluck().get(id) as number | undefined;
    if (status !== TaskStatus.DONE) throw notFound('Export not found'); // running, failed or deleted
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${record.exportable.name}-${id}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(createReadStream(record.file));
  });

  return {
    async close() {
      for (const id of exports.keys()) runner.cancel(id);
      await runner.idle();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
