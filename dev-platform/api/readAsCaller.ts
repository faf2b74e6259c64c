import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TENANT_CONTEXT_HEADER } from '../../src/shared/wire/common';

/**
 * A GET of `url` inside the platform with the caller's token and tenant context: what the caller may see (permission
 * and tenant scope as its own read) is what the answer holds. The audit trail, record versions and edit presence ask.
 */
export function readAsCaller(app: FastifyInstance, request: FastifyRequest, url: string) {
  const headers: Record<string, string> = {};
  for (const name of ['authorization', TENANT_CONTEXT_HEADER.toLowerCase()]) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return app.inject({ method: 'GET', url, headers });
}
