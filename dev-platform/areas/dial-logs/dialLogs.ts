import type { FastifyInstance } from 'fastify';
import type { DialLog } from '../../../src/resources/dial-logs/dialLogWire';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import { dialLogList } from '../../api/dialLogList';
import { listRoute } from '../../api/listRoutes';
import { subtreeScope } from '../../api/principal';
import { idParam } from '../../api/validation';

/**
 * Dial logs of the tenant context and below: one list reused by flows, modules and lines through its filters
 * (`idCallScript`, `idDialModule`, `idLine`, …, `start` as a date range); exportable like every list route.
 */
export function dialLogRoutes(app: FastifyInstance, { db }: ApiContext) {
  const scopeOf = (idTenant: number) => subtreeScope(db, idTenant, 'd.id_tenant');
  const view = { area: 'Line', action: 'view' };

  listRoute(app, db, {
    url: '/api/calls-management/dial-logs',
    access: view,
    source: ({ idTenant }) => ({ spec: dialLogList, scope: scopeOf(idTenant) }),
  });

  app.get(
    '/api/calls-management/dial-logs/:id',
    { config: { access: view } },
    async (request): Promise<DialLog> => {
      const scope = scopeOf(principalOf(request).idTenant);
      const row = db
        .prepare(`SELECT ${dialLogList.select} FROM ${dialLogList.from} WHERE d.id = ? AND ${scope.where}`)
        .get(idParam(request), ...scope.params);
      if (!row) throw notFound('Dial log not found');
      return dialLogList.toItem(row as Parameters<typeof dialLogList.toItem>[0]);
    },
  );
}
