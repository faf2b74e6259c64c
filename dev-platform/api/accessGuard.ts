import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { ApiError, forbidden, unauthorized } from './apiError';
import { canAccess } from '../../src/shared/permissions';
import { loadPrincipal, type Principal } from './principal';
import { TENANT_CONTEXT_HEADER } from '../../src/shared/wire/common';

/** What a route needs: nothing, any signed-in user, or one area/action permission (SPEC §6). */
export type Access = { public: true } | { authenticated: true } | { area: string; action: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** A registered service route and its declared access rule (tests walk this list). */
export interface GuardedRoute {
  method: string;
  url: string;
  access: Access;
}

export type TokenVerifier = (token: string) => Promise<{ sub: string }>;

/** Extracts the bearer token from an Authorization header value. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** Verifies a token and resolves its principal; 401 on any token problem, 403 on a foreign tenant context. */
export async function authenticate(
  db: Db,
  verify: TokenVerifier,
  token: string | undefined,
  tenantContextId: string | undefined,
): Promise<Principal> {
  if (!token) throw unauthorized();
  let sub: string;
  try {
    sub = (await verify(token)).sub;
  } catch {
    throw unauthorized();
  }
  return loadPrincipal(db, sub, tenantContextId);
}

/**
 * Installs the access rule on every route under the service `prefixes`: a route without a declared `config.access` cannot be
 * registered, so no endpoint is ever open by accident.
 */
export function installAccessGuard(
  app: FastifyInstance,
  options: { db: Db; verify: TokenVerifier; prefixes: string[] },
): GuardedRoute[] {
  const { db, verify, prefixes } = options;
  const routes: GuardedRoute[] = [];
  app.decorateRequest('principal', null);
  app.addHook('onRoute', (route) => {
    if (!prefixes.some((p) => route.url.startsWith(p)) || route.method === 'HEAD') return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    const tenantHeader = request.headers[TENANT_CONTEXT_HEADER.toLowerCase()];
    const principal = await authenticate(
      db,
      verify,
      bearerToken(request.headers.authorization),
      Array.isArray(tenantHeader) ? tenantHeader[0] : tenantHeader,
    );
    if ('area' in access && !canAccess(principal.permissions, access.area, access.action)) {
      throw forbidden(`Missing permission ${access.area}/${access.action}`);
    }
    request.principal = principal;
    canonicalIdParam(request);
  });
  return routes;
}

/**
 * Record ids in paths are canonical decimals (0 for a root folder): `0x10`, `+2` or `2.0`, which `Number()` would read
 * as 16 and 2, name no record on any route, whatever its own parsing does. They become `-1`, an id no record has, so
 * each route answers its own 404 ("Task not found"). Ids that are no number at all (composite keys, guids) are left
 * to their routes.
 */
function canonicalIdParam(request: FastifyRequest): void {
  const params = request.params as { id?: unknown } | undefined;
  if (params?.id === undefined) return;
  if (typeof params.id !== 'string') {
    params.id = '-1';
    return;
  }
  // Only what reads as a number is checked: composite keys (`name~server`) and guids are ids of their own kind.
  if (!/^(0|[1-9]\d{0,15})$/.test(params.id) && Number.isFinite(Number(params.id))) params.id = '-1';
}

/** A second permission some routes need beyond their declared one (e.g. `Line/viewQueue` to edit the queue). */
export function requirePermission(principal: Principal, area: string, action: string): void {
  if (!canAccess(principal.permissions, area, action))
    throw forbidden(`Missing permission ${area}/${action}`);
}

/** The principal of a guarded route (the guard guarantees it for non-public routes). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new ApiError(401, 'Unauthorized');
  return request.principal;
}
