import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { installAccessGuard, type GuardedRoute, type TokenVerifier } from './accessGuard';
import { ApiError } from './apiError';
import { installJsonBodyParser } from './bodyGuard';
import { registerRecordVersions } from './recordVersions';

/**
 * Prepares /api (and /nlp) for the areas' routes: access rules, JSON bodies and JSON errors. The returned list fills
 * as routes register (the areas, dev-platform/areas/, register theirs after this).
 */
export function registerApi(
  app: FastifyInstance,
  options: { db: Db; verify: TokenVerifier },
): GuardedRoute[] {
  const routes = installAccessGuard(app, {
    db: options.db,
    verify: options.verify,
    prefixes: ['/api', '/nlp'],
  });

  installJsonBodyParser(app);
  registerRecordVersions(app);
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send(error.toBody());
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ status, error: (error as Error).message });
    }
    request.log.error(error);
    console.error('[platform] unhandled error', request.method, request.url.split('?')[0], error);
    return reply.code(500).send({ status: 500, error: 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ status: 404, error: `No endpoint ${request.method} ${request.url.split('?')[0]}` }),
  );

  return routes;
}
