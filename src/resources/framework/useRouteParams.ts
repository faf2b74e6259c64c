import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { routeParams } from '../schema/pathParts';
import type { ResourceConfig } from '../types';

/**
 * The values of a resource route's `:parameters` in the current address (`{ app: 'voice', idTenant: '7' }`), for
 * links and for the data provider (`meta.params`); undefined when the route has none, so other resources' queries
 * keep their keys.
 */
export function useRouteParams(config: Pick<ResourceConfig, 'route'>): Record<string, string> | undefined {
  const params = useParams();
  const names = routeParams(config.route);
  // A stable object for as long as the values stay the same (it goes into query keys and effect dependencies).
  const key = names.length === 0 ? '' : JSON.stringify(names.map((name) => [name, params[name] ?? '']));
  return useMemo(() => {
    if (key === '') return undefined;
    const entries = JSON.parse(key) as [string, string][];
    return Object.fromEntries(entries.filter(([, value]) => value !== ''));
  }, [key]);
}
