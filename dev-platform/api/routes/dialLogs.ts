import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../apiContext';
import { dialLogList } from '../dialLogList';
import { listRoute } from '../listRoutes';
import { tenantSubtree } from '../principal';
import { inList } from '../validation';

/** Dial logs of the tenant context and the tenants below it (SPEC §2 "dial logs"), read only. */
export function dialLogRoutes(app: FastifyInstance, { db }: ApiContext) {
  listRoute(app, db, {
    url: '/api/calls-management/dial-logs',
    access: { area: 'Line', action: 'view' },
    source: ({ idTenant }) => {
      const ids = inList(tenantSubtree(db, idTenant));
      return { spec: dialLogList, scope: { where: `d.id_tenant IN ${ids.sql}`, params: ids.params } };
    },
  });
}
