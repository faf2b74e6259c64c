import type { FastifyInstance } from 'fastify';
import { HUB_EVENT_RULES, type HubTarget } from '../../src/shared/liveEvents';
import { canAccess } from '../../src/shared/permissions';
import type { GuardedRoute } from '../api/accessGuard';
import type { ApiContext } from '../api/apiContext';
import { listRouteAt } from '../api/listRoutes';
import type { Db } from '../db/database';
import { loadPrincipal } from '../api/principal';
import type { HubAudience, HubPrincipal } from './hubAuth';
import type { ConsoleHub } from './consoleHub';

const ruleOf = (target: string) =>
  Object.hasOwn(HUB_EVENT_RULES, target) ? HUB_EVENT_RULES[target as HubTarget] : undefined;

/**
 * Who receives what, by HUB_EVENT_RULES (issue 31.1): the connection's user must hold the permission of the REST
 * read of the same data. RecordChanged takes the access rule of the changed path's list route, else of its detail
 * route (nothing when neither is known), and a changed record must be in the list as that user reads it (a parent
 * tenant's context lists its sub-tenants' users, not their tags; a deleted one can no longer be looked up); a task's
 * owner receives its own task's events.
 * Unknown targets go nowhere.
 */
export function hubAudience(app: FastifyInstance, routes: readonly GuardedRoute[], db: Db): HubAudience {
  const readAccess = (url: string) => {
    return (
      listRouteAt(app, url)?.access ??
      routes.find((route) => route.method === 'GET' && (route.url === url || route.url === `${url}/:id`))
        ?.access
    );
  };
  /** Whether the record `id` is among the rows of the list at `url` as the connection's user reads it. */
  const inListOf = (principal: HubPrincipal, url: string, id: string) => {
    const list = listRouteAt(app, url);
    if (!list) return true;
    try {
      const { spec, scope } = list.source(loadPrincipal(db, principal.sub, principal.tenantContextId), {});
      // The tiebreaker is the list's row key (`t.id`, `c.guid`).
      return (
        db
          .prepare(`SELECT 1 FROM ${spec.from} WHERE (${scope.where}) AND ${spec.tiebreaker} = ? LIMIT 1`)
          .get(...scope.params, id) !== undefined
      );
    } catch {
      return false;
    }
  };
  return (principal, target, args) => {
    const rule = ruleOf(target);
    if (!rule) return false;
    const permissions = principal.permissions ?? {};
    const payload = args[0] as { idUser?: unknown; path?: unknown } | undefined;
    if (rule.ownerOnly && payload?.idUser !== principal.idUser) return false;
    if (rule.owner && payload?.idUser === principal.idUser) return true;
    if (rule.read === 'signedIn') return true;
    if (rule.read !== 'pathRead') return canAccess(permissions, rule.read.area, rule.read.action);
    const { base } = payload as { base?: unknown };
    const url =
      typeof payload?.path === 'string' ? `${base === 'nlp' ? '/nlp' : '/api'}${payload.path}` : undefined;
    const access = url === undefined ? undefined : readAccess(url);
    if (!access || 'public' in access) return access !== undefined;
    if (!('authenticated' in access) && !canAccess(permissions, access.area, access.action)) return false;
    const { id, type } = payload as { id?: unknown; type?: unknown };
    // A deleted record is in no list any more: its event goes by the permission and the tenant tree alone.
    return typeof id !== 'string' || type === 'deleted' || inListOf(principal, url!, id);
  };
}

/**
 * The platform's `publish`: sends an event to the consoles in the tenant's context and, for data events
 * (`scope: 'tenantTree'`), in every ancestor's, which list the tenant's data too; the audience then filters by
 * permission. Tasks and notifications belong to the context they were started in.
 */
export function hubPublisher(db: Db, hub: Pick<ConsoleHub, 'sendToTenant'>): ApiContext['publish'] {
  const tenantAndAncestors = db
    .prepare(
      `WITH RECURSIVE up(id, parent) AS (
         SELECT id, id_parent_tenant FROM tenant WHERE id = ?
         UNION ALL SELECT t.id, t.id_parent_tenant FROM tenant t JOIN up ON t.id = up.parent)
       SELECT id FROM up`,
    )
    .pluck();
  return (idTenant, target, ...args) => {
    const tenants =
      ruleOf(target)?.scope === 'tenantTree' ? (tenantAndAncestors.all(idTenant) as number[]) : [idTenant];
    for (const id of tenants) hub.sendToTenant(id, target, ...args);
  };
}
