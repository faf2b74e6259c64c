import type { FastifyInstance } from 'fastify';
import type { DialLog } from '../../../src/resources/dial-logs/dialLogWire';
import { principalOf } from '../accessGuard';
import type { ApiContext } from '../apiContext';
import { notFound } from '../apiError';
import { dialLogList } from '../dialLogList';
import { runList } from '../listQuery';
import { subtreeScope } from '../principal';
import { idParam } from '../validation';

/**
 * Dial logs of the tenant context and below: one list reused by flows, modules and lines through its filters
 * (`idCallScript`, `idDialModule`, `idLine`, …, `start` as a date range). Also exported as CSV (exportables.ts).
 */
export function dialLogRoutes(app: FastifyInstance, { db }: ApiContext) {
  const view = { config: { access: { area: 'Line', action: 'view' } } } as const;
  const scopeOf = (idTenant: number) => subtreeScope(db, idTenant, 'd.id_tenant');

  app.get('/api/calls-management/dial-logs', view, async (request) =>
    runList(
      db,
      dialLogList,
      request.query as Record<string, unknown>,
      scopeOf(principalOf(request).idTenant),
    ),
  );

  app.get('/api/calls-management/dial-logs/:id', view, async (request): Promise<DialLog> => {
    const scope = scopeOf(principalOf(request).idTenant);
    const row = db
      .prepare(`SELECT ${dialLogList.select} FROM ${dialLogList.from} WHERE d.id = ? AND ${scope.where}`)
      .get(idParam(request), ...scope.params);
    if (!row) throw notFound('Dial log not found');
    return dialLogList.toItem(row as Parameters<typeof dialLogList.toItem>[0]);
  });
}
