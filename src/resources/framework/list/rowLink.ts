import type { ResourceSummary } from '../../registrySummary';
import type { Identifier, RaRecord } from 'react-admin';
import { getPath } from '../../../shared/getPath';
import { findResource } from '../../registryLookup';
import type { ResourceConfig } from '../../types';
import { detailPath, listPath, type RouteParams } from '../resourcePaths';

/**
 * Where a row of a list (or of a related list) leads, as its `list.rowClick` says: its detail (when it has one),
 * nowhere, the detail of another resource by an id field, or another resource's list with route parameters taken
 * from the row. `false` is react-admin's "the row opens nothing".
 */
export function rowLink(config: ResourceConfig, registry: readonly ResourceSummary[], params?: RouteParams) {
  const target = config.list.rowClick;
  if (target === 'none') return false;
  if (target === 'detail')
    return config.detail.tabs.length > 0
      ? (id: Identifier) => detailPath(config, id, undefined, params)
      : false;
  if ('list' in target) {
    const other = findResource(registry, target.list);
    return (_id: Identifier, _resource: string, record: RaRecord) => {
      const values = Object.entries(target.params).map(([param, source]) => [param, getPath(record, source)]);
      return other && values.every(([, value]) => value !== undefined && value !== null)
        ? listPath(other, Object.fromEntries(values.map(([param, value]) => [param, String(value)])))
        : false;
    };
  }
  const other = findResource(registry, target.resource);
  return (_id: Identifier, _resource: string, record: RaRecord) => {
    const id = getPath(record, target.idSource);
    return other && id !== undefined && id !== null ? detailPath(other, id as Identifier, target.tab) : false;
  };
}
