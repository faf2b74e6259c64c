import type { FastifyInstance, FastifyReply } from 'fastify';
import { authenticateSafely, extractToken, headerValue, isOriginAllowed } from './hubAuth';
import type { HubAuthenticate, HubLog } from './hubAuth';
import type { PendingConnections } from './pendingConnections';
import { TENANT_CONTEXT_HEADER } from '../../src/shared/wire/common';

/** Headers the @microsoft/signalr client (and the console) send on negotiate. */
const ALLOWED_HEADERS =
  'authorization, tenant-context-id, x-requested-with, x-signalr-user-agent, content-type';

const AVAILABLE_TRANSPORTS = [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }];

export interface NegotiateRouteOptions {
  path: string;
  allowedOrigins: string[];
  authenticate: HubAuthenticate;
  pending: PendingConnections;
  isClosed(): boolean;
  log: HubLog;
}

/** Registers `POST {path}/negotiate` and its CORS preflight. */
export function registerNegotiateRoute(app: FastifyInstance, options: NegotiateRouteOptions): void {
  const url = `${options.path}/negotiate`;

  app.options(url, async (request, reply) => {
    const origin = headerValue(request.headers, 'origin');
    if (origin === undefined || !isOriginAllowed(origin, options.allowedOrigins)) {
      return reply.code(403).send({ status: 403, error: 'Origin not allowed.' });
    }
    allowCors(reply, origin)
      .header('Access-Control-Allow-Methods', 'POST, OPTIONS')
      .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
      .header('Access-Control-Max-Age', '600');
    return reply.code(204).send();
  });

  app.post(url, async (request, reply) => {
    const origin = headerValue(request.headers, 'origin');
    if (!isOriginAllowed(origin, options.allowedOrigins)) {
      options.log('hub negotiate refused', { status: 403, reason: 'origin' });
      return reply.code(403).send({ status: 403, error: 'Origin not allowed.' });
    }
    if (origin !== undefined) allowCors(reply, origin);
    reply.header('Cache-Control', 'no-store');
    if (options.isClosed()) {
      return reply.code(503).send({ status: 503, error: 'The hub is shutting down.' });
    }

    const query = new URL(request.url, 'http://localhost').searchParams;
    const tenantContextId = headerValue(request.headers, TENANT_CONTEXT_HEADER.toLowerCase());
    const token = extractToken(request.headers, query);
    const result = await authenticateSafely(options.authenticate, { token, tenantContextId }, options.log);
    if ('error' in result) {
      options.log('hub negotiate refused', { status: result.status });
      return reply.code(result.status).send({ status: result.status, error: result.error });
    }

    const { principal } = result;
    // Negotiate version 0 has no connectionToken: the connectionId itself is what the client sends as `id`.
    const requestedVersion = Number.parseInt(query.get('negotiateVersion') ?? '0', 10);
    // Stateful reconnect (SPEC §7) is offered to the clients that ask for it; it needs the connection token.
    const statefulReconnect = requestedVersion >= 1 && query.get('useStatefulReconnect') === 'true';
    const { connectionId, connectionToken } = options.pending.add(
      principal,
      tenantContextId,
      statefulReconnect,
    );
    options.log('hub negotiated', { connectionId, idUser: principal.idUser, idTenant: principal.idTenant });
    if (!(requestedVersion >= 1)) {
      return {
        connectionId: connectionToken,
        negotiateVersion: 0,
        availableTransports: AVAILABLE_TRANSPORTS,
      };
    }
    return {
      connectionId,
      connectionToken,
      negotiateVersion: 1,
      availableTransports: AVAILABLE_TRANSPORTS,
      ...(statefulReconnect ? { useStatefulReconnect: true } : {}),
    };
  });
}

/** The client sends `credentials: 'include'`, so the origin must be echoed, never `*`. */
function allowCors(reply: FastifyReply, origin: string): FastifyReply {
  return reply
    .header('Access-Control-Allow-Origin', origin)
    .header('Access-Control-Allow-Credentials', 'true')
    .header('Vary', 'Origin');
}
