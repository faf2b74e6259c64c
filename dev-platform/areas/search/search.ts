import type { FastifyInstance } from 'fastify';
import type { ResourceConfig } from '../../../src/resources/types';
import { getPath } from '../../../src/shared/getPath';
import { canAccess, canAccessAll } from '../../../src/shared/permissions';
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_QUERY,
  SEARCH_MIN_QUERY,
  type SearchHit,
  type SearchResponse,
} from '../../../src/shared/wire/search';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { badRequest } from '../../api/apiError';
import { listRouteAt, type ListRoute } from '../../api/listRoutes';
import type { Principal } from '../../api/principal';
import { servedResources } from '../../api/resourceRules';
import { listStatement } from '../../api/listTotals';
import { MATCH_RANK, matchOf, searchQueries } from './searchSql';

/** Whether a route has a `:parameter` a record alone cannot fill (`flows/:idFolder?` has none). */
const needsParams = (route: string) =>
  route.split('/').some((part) => part.startsWith(':') && !part.endsWith('?'));

/** A resource search can read: it declares searched fields, has a page per record and a core list route. */
interface Searchable {
  config: ResourceConfig & { search: NonNullable<ResourceConfig['search']> };
  route: ListRoute;
}

function searchables(app: FastifyInstance): Searchable[] {
  return servedResources().flatMap((config) => {
    const { search, api, key, embedded, route } = config;
    if (!search || embedded || key.length > 1 || api.base !== 'core' || needsParams(route)) return [];
    const listRoute = api.list.path.includes('{') ? undefined : listRouteAt(app, `/api${api.list.path}`);
    return listRoute ? [{ config: { ...config, search }, route: listRoute }] : [];
  });
}

/** Whether the caller may read the list and open its records: the route's rule and the resource's views. */
function mayRead(principal: Principal, { config, route }: Searchable): boolean {
  const access = route.access;
  return (
    ('authenticated' in access || canAccess(principal.permissions, access.area, access.action)) &&
    canAccessAll(principal.permissions, config.permissions.list) &&
    canAccessAll(principal.permissions, config.permissions.detail)
  );
}

function queryOf(raw: Record<string, unknown>): { q: string; limit: number } {
  if (typeof raw.q !== 'string') throw badRequest('q must be text', { q: 'Field is required' });
  const q = raw.q.trim();
  if (q.length > SEARCH_MAX_QUERY)
    throw badRequest(`q must be at most ${SEARCH_MAX_QUERY} characters`, {
      q: `At most ${SEARCH_MAX_QUERY} characters`,
    });
  const limit = raw.limit === undefined || raw.limit === '' ? SEARCH_DEFAULT_LIMIT : Number(raw.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_LIMIT)
    throw badRequest(`limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}`);
  return { q, limit };
}

/**
 * `GET /api/search?q=&limit=`: records of every resource the caller may read whose declared searchable fields match
 * `q`, best first. Each resource is read through its own registered list (the same FROM, permission and tenant
 * scope as its list page), so search never shows what the list would not.
 */
export function searchRoutes(app: FastifyInstance, { db }: ApiContext) {
  app.get('/api/search', { config: { access: { authenticated: true } } }, async (request) => {
    const { q, limit } = queryOf(request.query as Record<string, unknown>);
    const response: SearchResponse = { items: [] };
    if (q.length < SEARCH_MIN_QUERY) return response;
    const principal = principalOf(request);
    const found: (SearchHit & { rank: number; order: number })[] = [];
    searchables(app)
      .filter((searchable) => mayRead(principal, searchable))
      .forEach(({ config, route }, order) => {
        const { spec, scope } = route.source(principal, {});
        const rows: Record<string, unknown>[] = [];
        for (const query of searchQueries(db, spec, scope, config.search, q, limit, config.representation)) {
          if (rows.length >= limit) break;
          const page = listStatement(db, query.sql).all(...query.params) as Record<string, unknown>[];
          rows.push(...page.slice(0, limit - rows.length));
        }
        for (const row of rows) {
          const item = spec.toItem({ ...row } as never) as Record<string, unknown>;
          const { field, match } = matchOf(row, config.search, spec);
          found.push({
            resource: config.name,
            id: String(getPath(item, config.idField)),
            label: String(getPath(item, config.representation) ?? ''),
            field,
            value: String(getPath(item, field) ?? ''),
            match,
            rank: MATCH_RANK[match],
            order,
          });
        }
      });
    found.sort((a, b) => b.rank - a.rank || a.label.length - b.label.length || a.order - b.order);
    response.items = found.slice(0, limit).map(({ rank: _rank, order: _order, ...hit }) => hit);
    return response;
  });
}
