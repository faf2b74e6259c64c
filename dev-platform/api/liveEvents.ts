import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RecordChange } from '../../src/shared/liveEvents';
import type { ApiContext } from './apiContext';

const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Tasks have their own events (CreateTask, UpdateTask, DeleteTask); exports are tasks; edit presence changes no
// record (EditingChanged).
const OWN_EVENTS = [/^\/home\/tasks(\/|$)/, /^\/home\/exports(\/|$)/, /^\/presence(\/|$)/];

/**
 * What a change request changed, from its route pattern and parameters: '/api/administration/users/:id/roles' with
 * id 17 → `{ path: '/administration/users', id: '17' }`. The collection is the part before the first parameter, or
 * before `bulk` for bulk actions ('/api/administration/users/bulk/enable' updates several records of
 * '/administration/users', so the id is null and open lists of that collection refresh).
 */
export function recordChangeOf(
  method: string,
  routeUrl: string,
  params: Record<string, string | undefined>,
): RecordChange | null {
  if (!CHANGING.has(method) || !routeUrl.startsWith('/api/')) return null;
  const segments = routeUrl.slice('/api'.length).split('/');
  const paramIndex = segments.findIndex((segment) => segment.startsWith(':'));
  const bulkIndex = paramIndex < 0 ? segments.indexOf('bulk') : -1;
  const end = paramIndex >= 0 ? paramIndex : bulkIndex >= 0 ? bulkIndex : segments.length;
  const path = segments.slice(0, end).join('/');
  if (path === '' || OWN_EVENTS.some((pattern) => pattern.test(path))) return null;
  const paramName = paramIndex < 0 ? undefined : segments[paramIndex]!.slice(1);
  const id = paramName ? (params[paramName] ?? null) : null;
  const type =
    method === 'DELETE' && paramIndex === segments.length - 1
      ? 'deleted'
      : method === 'POST' && end === segments.length
        ? 'created'
        : 'updated';
  return { path, id, type };
}

/**
 * Publishes `RecordChanged` to the caller's effective tenant after every successful change request under /api, so
 * the consoles of that tenant refresh open lists and detail pages (react-admin realtime). Generic on purpose: route
 * modules need not know about it.
 */
export function registerLiveEvents(app: FastifyInstance, { publish }: Pick<ApiContext, 'publish'>): void {
  app.addHook('onResponse', (request: FastifyRequest, reply, done) => {
    const principal = request.principal;
    if (principal && reply.statusCode >= 200 && reply.statusCode < 300) {
      const change = recordChangeOf(
        request.method,
        request.routeOptions.url ?? '',
        request.params as Record<string, string | undefined>,
      );
      if (change) publish(principal.idTenant, 'RecordChanged', change);
    }
    done();
  });
}
