import type { FastifyInstance } from 'fastify';
import { listRouteAt, type ListRoute } from './listRoutes';

/** A list that can be exported as CSV: a registered list route, read with its own permission and tenant scope. */
export interface Exportable extends ListRoute {
  /** File name stem of the download: the list path's last segment, e.g. `dial-logs`. */
  name: string;
}

/**
 * The exportable list at `path`, the list call's path as the console's resources name it (`/assets/tags`) or the
 * full one (`/api/assets/tags`): every list route registered with `listRoute` is exportable, nothing else.
 */
export function exportableAt(app: FastifyInstance, path: string): Exportable | undefined {
  const url = path.startsWith('/api/') ? path : `/api${path}`;
  const route = listRouteAt(app, url.split('?')[0]);
  return route && { ...route, name: route.url.slice(route.url.lastIndexOf('/') + 1) };
}
