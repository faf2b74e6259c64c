import type { FastifyInstance } from 'fastify';
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TaskStatus } from '../../../src/shared/enumerations';
import type { BackgroundTask } from '../../../src/shared/wire/home';
import { csvExportJob } from '../../jobs/csvExportJob';
import type { JobRunner } from '../../jobs/jobRunner';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { badRequest, forbidden, notFound } from '../../api/apiError';
import { exportableAt, type Exportable } from '../../api/exportables';
import { prepareExport } from '../../api/exportQuery';
import { parseFilter } from '../../api/listQuery';
import { canAccess } from '../../../src/shared/permissions';
import { parseColumns, parseSort, parseTexts, parseTimeZone } from '../../api/exportRequest';
import type { Principal } from '../../api/principal';
import { bodyOf, idParam } from '../../api/validation';
import { counted } from '../../../src/shared/counted';

const PAGE_SIZE = 2000;

interface ExportRecord {
  exportable: Exportable;
  idTenant: number;
  file: string;
}

/** Whether the caller may read the exported list: the same rule as its list route. */
function assertMayRead(exportable: Exportable, principal: Principal) {
  const { access } = exportable;
  if ('area' in access && !canAccess(principal.permissions, access.area, access.action))
    throw forbidden(`Missing permission ${access.area}/${access.action}`);
}

/**
 * CSV export of lists as background tasks (SPEC §7 "CSV report downloads"): `POST /api/home/exports` takes a list
 * route's path (any list registered with `listRoute`), checks that the caller may read that list (its permission and
 * tenant scope), starts the job and answers the task at once; the finished task's `resultUrl` is
 * `GET /api/home/exports/{task}/file`. Cells are written as the console's list shows them (the field type plug-ins'
 * cells, `fieldTypeRegistry.ts`) in the requested time zone and the console's texts. Files live in a per-platform temp folder.
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
    const exportable = exportableAt(app, body.path);
    if (!exportable) throw badRequest(`No export for '${body.path}'`, { path: 'Unknown list' });
    assertMayRead(exportable, principal);
    // The list's own filter rule (shape and bounds), before the list's source reads it; the body is already
    // bounded, so it stringifies safely.
    const filter = parseFilter(JSON.stringify(body.filter ?? {}));
    // Exactly the list the caller reads through the list route: its query and the caller's tenant scope.
    const { spec, scope, filter: applied } = exportable.source(principal, filter);
    const columns = parseColumns(body.columns, spec);
    const sort = parseSort(body.sort, spec);
    const timeZone = parseTimeZone(body.timeZone);
    const texts = parseTexts(body.texts);
    const prepared = prepareExport(db, spec, { filter: applied ?? filter, sort }, scope);

    // The job runs on a later turn, once the task (and so its id) exists.
    const started = { id: 0 };
    const fileOf = (id: number) => join(folder, `${id}.csv`);
    const task: BackgroundTask = runner.start(
      { idTenant: principal.idTenant, idUser: principal.idUser },
      { name: `CSV export: ${exportable.name}`, description: counted(prepared.total, 'row') },
      (control) =>
        csvExportJob({
          fetchPage: prepared.snapshot(),
          columns,
          timeZone,
          texts,
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
    assertMayRead(record.exportable, principal);
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
