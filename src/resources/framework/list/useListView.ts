import { useParams } from 'react-router-dom';
import type { ListView, ResourceConfig } from '../../types';
import { useAllowed } from '../useAllowed';

/** What the list shows at the current address: its named view, the views the user may open, the permanent filter. */
export interface ListViewState {
  /** 'loading' while permissions are asked; 'redirect' to the first allowed view; 'missing' for an unknown view. */
  status: 'ready' | 'loading' | 'redirect' | 'missing' | 'denied';
  view?: ListView;
  views: ListView[];
  /** Sent with every list call: the configured filter, the view's, and route parameters named in `routeFilters`. */
  filter: Record<string, unknown>;
}

/**
 * A list with named views lives at `/{route}/{view}`: the bare route redirects to the first view the user may
 * open, an unknown view is not found, a forbidden one not authorized.
 */
export function useListView(config: ResourceConfig): ListViewState {
  const params = useParams();
  const { views, filter: configured, routeFilters } = config.list;
  const allowed = useAllowed(
    config.route,
    views.map((view) => `view:${view.path}`),
  );
  const fromRoute = Object.fromEntries(
    Object.entries(routeFilters)
      .filter(([param]) => params[param] !== undefined)
      .map(([param, filterName]) => [filterName, params[param]]),
  );
  const base = { ...configured, ...fromRoute };
  if (views.length === 0) return { status: 'ready', views: [], filter: base };
  const open = views.filter((view) => allowed?.[`view:${view.path}`]);
  const path = params.view;
  if (!path)
    return {
      status: allowed ? (open.length ? 'redirect' : 'denied') : 'loading',
      views: open,
      filter: base,
      view: open[0],
    };
  const view = views.find((item) => item.path === path);
  if (!view) return { status: 'missing', views: open, filter: base };
  if (!allowed) return { status: 'loading', views: open, view, filter: base };
  if (!allowed[`view:${view.path}`]) return { status: 'denied', views: open, view, filter: base };
  return { status: 'ready', views: open, view, filter: { ...base, ...view.filter } };
}
