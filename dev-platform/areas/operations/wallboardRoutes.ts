import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { loadWallboard } from './wallboardData';

/** `GET /administration/operations`: the wallboard's figures, computed here; consoles re-read it on call events. */
export function wallboardRoutes(app: FastifyInstance, { db }: ApiContext) {
  app.get(
    '/api/administration/operations',
    { config: { access: { area: 'OngoingConversations', action: 'view' } } },
    async (request) => loadWallboard(db, principalOf(request).idTenant, Date.now()),
  );
}
