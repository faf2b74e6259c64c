import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { principalOf, type Access } from './accessGuard';
import { parseFilter, runList, type ListScope, type ListSpec } from './listQuery';
import type { Principal } from './principal';

/** What a list route reads for one caller: its query and the caller's tenant scope. */
export interface ListSource<Row = never, Item = unknown> {
  spec: ListSpec<Row, Item>;
  scope: ListScope;
  /**
   * The filter actually applied, when the source consumed some of the asked one itself (a period folded into
   * aggregates, a tenant turned into the scope); by default the asked filter.
   */
  filter?: Record<string, unknown>;
  /** Adds what only the page's rows need (a search's snippets) to the listed items. */
  decorate?(items: Item[]): Item[];
}

/** A registered list endpoint: `GET url` with its access rule and the list it reads for each caller. */
export interface ListRoute {
  /** Full path, e.g. `/api/assets/tags`. */
  url: string;
  access: Extract<Access, { area: string } | { authenticated: true }>;
  source(principal: Principal, filter: Record<string, unknown>): ListSource;
}

const registries = new WeakMap<FastifyInstance, Map<string, ListRoute>>();

/**
 * Registers a paged, sorted and filtered list endpoint and remembers it, so anything else reading "that list" (CSV
 * exports) reads it with exactly the route's permission, tenant scope, filters and sort, instead of a copied table.
 */
export function listRoute<Row, Item>(
  app: FastifyInstance,
  db: Db,
  route: Omit<ListRoute, 'source'> & {
    source(principal: Principal, filter: Record<string, unknown>): ListSource<Row, Item>;
  },
) {
  app.get(route.url, { config: { access: route.access } }, async (request) => {
    const query = request.query as Record<string, unknown>;
    const asked = parseFilter(query.filter);
    const { spec, scope, filter, decorate } = route.source(principalOf(request), asked);
    const list = runList(db, spec, filter ? { ...query, filter: JSON.stringify(filter) } : query, scope);
    return decorate ? { ...list, items: decorate(list.items) } : list;
  });
  const routes = registries.get(app) ?? new Map<string, ListRoute>();
  registries.set(app, routes);
  routes.set(route.url, route as ListRoute);
}

/** The list endpoint registered at `url` (full path), if any. */
export function listRouteAt(app: FastifyInstance, url: string): ListRoute | undefined {
  return registries.get(app)?.get(url);
}
