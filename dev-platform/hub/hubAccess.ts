import type { FastifyInstance } from 'fastify';
import { canAccess } from '../../src/shared/permissions';
import type { GuardedRoute } from '../api/accessGuard';
import { ApiError } from '../api/apiError';
import { listRouteAt } from '../api/listRoutes';
import { loadPrincipal } from '../api/principal';
import type { Db } from '../db/database';
import type { Sso } from '../sso/sso';
import { HubAuthError, type HubAudience, type HubPrincipal, type HubRevalidate } from './hubAuth';

/** The reasons a client is told when the hub ends its connection (shown by the console). */
export const SESSION_ENDED_REASON = 'Your session has ended. Please sign in again.';
export const ACCOUNT_DISABLED_REASON = 'Your account was disabled or removed.';

/** Resolves a hub connection's principal from a token: the API's rules (grant alive, user enabled, tenant context). */
export function hubAuthenticate(db: Db, sso: Sso) {
  return async ({
    token,
    tenantContextId,
  }: {
    token: string | undefined;
    tenantContextId: string | undefined;
  }) => {
    if (!token) throw new HubAuthError(401, 'Unauthorized');
    let claims;
    try {
      claims = await sso.verifyAccessToken(token);
    } catch {
      throw new HubAuthError(401, 'Unauthorized');
    }
    try {
      const principal = loadPrincipal(db, claims.sub, tenantContextId);
      return {
        idUser: principal.idUser,
        idTenant: principal.idTenant,
        sub: claims.sub,
        grantId: claims.grantId,
        tenantContextId,
        permissions: principal.permissions,
      } satisfies HubPrincipal;
    } catch (error) {
      const status = error instanceof ApiError && error.status === 403 ? 403 : 401;
      throw new HubAuthError(status, error instanceof Error ? error.message : 'Unauthorized');
    }
  };
}

/** An open connection lives as long as its grant and its user (and its tenant context stays allowed). */
export function hubRevalidate(db: Db, sso: Sso): HubRevalidate {
  return (current) => {
    if (current.grantId !== undefined && !sso.isGrantAlive(current.grantId))
      return { closeReason: SESSION_ENDED_REASON };
    try {
      const principal = loadPrincipal(db, current.sub, current.tenantContextId);
      return { ...current, idTenant: principal.idTenant, permissions: principal.permissions };
    } catch {
      return { closeReason: ACCOUNT_DISABLED_REASON };
    }
  };
}

/**
 * Who receives what: `RecordChanged` goes to connections whose user may read that resource (the access rule of its
 * list, else of its detail route; nothing when neither is known), task events to the task's owner and to users
 * with Task/view. Other events go to the whole tenant context.
 */
export function hubAudience(app: FastifyInstance, routes: readonly GuardedRoute[]): HubAudience {
  const readAccess = (path: string) => {
    const url = `/api${path}`;
    return (
      listRouteAt(app, url)?.access ??
      routes.find((route) => route.method === 'GET' && (route.url === url || route.url === `${url}/:id`))
        ?.access
    );
  };
  return (principal, target, args) => {
    const permissions = principal.permissions ?? {};
    if (target === 'RecordChanged') {
      const path = (args[0] as { path?: unknown } | undefined)?.path;
      const access = typeof path === 'string' ? readAccess(path) : undefined;
      if (!access || 'public' in access) return access !== undefined;
      return 'authenticated' in access || canAccess(permissions, access.area, access.action);
    }
    if (target === 'CreateTask' || target === 'UpdateTask' || target === 'DeleteTask') {
      const task = args[0] as { idUser?: unknown } | undefined;
      return task?.idUser === principal.idUser || canAccess(permissions, 'Task', 'view');
    }
    return true;
  };
}
