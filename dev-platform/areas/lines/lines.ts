import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Line } from '../../../src/resources/lines/lineWire';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { AuditAction, recordAudit } from '../../api/auditTrail';
import { badRequest } from '../../api/apiError';
import { listRoute } from '../../api/listRoutes';
import { actionErrors } from '../../api/resourceRules';
import { VALIDATION_MESSAGES as MESSAGES } from '../../../src/shared/validation/messages';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { restartLines } from '../ongoing-calls/restartLines';
import { moduleScope } from '../dial-modules/dialModuleRecords';
import { findLine, lineList, lineScope } from './lineRecords';
import { lineErrors, lineValues } from './lineRules';

/** Lines of the tenant context and below (SPEC §2 "Lines"): list, detail, edit, removal and the line operations. */
export function lineRoutes(app: FastifyInstance, context: ApiContext) {
  const { db, publish } = context;
  const access = (action: string) => ({ config: { access: { area: 'Line', action } } }) as const;
  const lineOf = (request: FastifyRequest) => findLine(db, idParam(request), principalOf(request).idTenant);
  // The hook reports the line itself; its module's line count (and default line) changed as well.
  const publishModule = (request: FastifyRequest, id: number) =>
    publish(principalOf(request).idTenant, 'RecordChanged', {
      path: '/administration/modules',
      id: String(id),
      type: 'updated',
    });
  const touch = (id: number, set: string, ...params: unknown[]) =>
    db
      .prepare(`UPDATE line SET ${set}, updated = ? WHERE id = ?`)
      .run(...params, new Date().toISOString(), id);

  listRoute(app, db, {
    url: '/api/administration/lines',
    access: { area: 'Line', action: 'view' },
    source: ({ idTenant }) => ({ spec: lineList, scope: lineScope(db, idTenant) }),
  });

  app.get('/api/administration/lines/:id', access('view'), async (request) => lineOf(request));

  app.put('/api/administration/lines/:id', access('edit'), async (request): Promise<Line> => {
    const line = lineOf(request);
    const body = bodyOf(request);
    assertValid(lineErrors(db, body, { idTenant: line.idTenant, id: line.id }));
    const next = lineValues(body, line);
    touch(
      line.id,
      'name = ?, phone_number = ?, id_call_script = ?, max_channels = ?',
      next.name,
      next.phoneNumber,
      next.idCallScript,
      next.maxChannels,
    );
    return lineOf(request);
  });

  // SPEC §5: a line is removed only when its name is typed again.
  app.delete('/api/administration/lines/:id', access('delete'), async (request, reply) => {
    const line = lineOf(request);
    const typed = request.body === undefined || request.body === null ? undefined : bodyOf(request).name;
    if (typed === undefined || typed === null || typed === '') assertValid({ name: MESSAGES.required });
    if (typed !== line.name) assertValid({ name: MESSAGES.match });
    db.prepare('DELETE FROM line WHERE id = ?').run(line.id);
    publishModule(request, line.idDialModule);
    return reply.code(204).send();
  });

  for (const [action, enabled] of [
    ['enable', 1],
    ['disable', 0],
  ] as const) {
    app.post(`/api/administration/lines/:id/${action}`, access('edit'), async (request): Promise<Line> => {
      touch(lineOf(request).id, 'enabled = ?', enabled);
      return lineOf(request);
    });
  }

  app.post('/api/administration/lines/:id/restart', access('restart'), async (request): Promise<Line> => {
    const line = lineOf(request);
    db.prepare('UPDATE line SET last_restart = ? WHERE id = ?').run(new Date().toISOString(), line.id);
    restartLines(context, [line.id], 'the line');
    recordAudit(db, request, {
      idTenant: line.idTenant,
      action: AuditAction.OTHER,
      entity: 'Line',
      entityId: line.id,
      detail: `Restarted line '${line.name}'`,
    });
    return lineOf(request);
  });

  app.post('/api/administration/lines/:id/move', access('edit'), async (request): Promise<Line> => {
    const principal = principalOf(request);
    const line = lineOf(request);
    const body = bodyOf(request);
    assertValid(actionErrors('lines', 'move', body));
    const target = body.idDialModule;
    // Within the caller's scope and the line's own tenant: its number, tariff and dial logs belong to that tenant.
    const scope = moduleScope(db, principal.idTenant);
    const known =
      Number.isInteger(target) &&
      db
        .prepare(`SELECT 1 FROM dial_module m WHERE m.id = ? AND m.id_tenant = ? AND ${scope.where}`)
        .get(target, line.idTenant, ...scope.params);
    if (!known) assertValid({ idDialModule: 'This module is not available' });
    if (target === line.idDialModule) return line;
    db.transaction(() => {
      db.prepare('UPDATE dial_module SET id_default_line = NULL WHERE id = ? AND id_default_line = ?').run(
        line.idDialModule,
        line.id,
      );
      touch(line.id, 'id_dial_module = ?', target);
    })();
    // Both modules' line counts changed (and maybe the old one's default line).
    for (const id of [line.idDialModule, target as number]) publishModule(request, id);
    return lineOf(request);
  });

  app.put('/api/administration/lines/:id/tariff', access('edit'), async (request): Promise<Line> => {
    const line = lineOf(request);
    const body = bodyOf(request);
    if (!('idTariff' in body)) throw badRequest('Validation failed', { idTariff: MESSAGES.required });
    const idTariff = body.idTariff;
    const known =
      idTariff === null ||
      (Number.isInteger(idTariff) &&
        db
          .prepare('SELECT 1 FROM tariff WHERE id = ? AND id_tenant = ? AND target_kind = 1')
          .get(idTariff, line.idTenant));
    if (!known) assertValid({ idTariff: 'This tariff is not available' });
    touch(line.id, 'id_tariff = ?', idTariff);
    return lineOf(request);
  });

  // The tariff picker's options: the LINE tariffs of the line's own tenant (the only ones PUT …/tariff accepts).
  app.get('/api/administration/lines/:id/tariff-options', access('view'), async (request) => {
    const line = lineOf(request);
    const items = db
      .prepare(
        `SELECT id, name, billing_mode AS billingMode, currency FROM tariff
         WHERE id_tenant = ? AND target_kind = 1 ORDER BY name, id`,
      )
      .all(line.idTenant);
    return { items, total: items.length };
  });
}
