import type { Identifier, RaRecord } from 'react-admin';
import { fillPath } from '../resources/schema/placeholders';
import type { ApiBase, ResourceConfig } from '../resources/types';
import { getPath } from '../shared/getPath';
import { ApiError } from './apiError';
import type { HttpClient } from './httpClient';

/**
 * The data provider's `resolveAlias`: the own id of the record an old alias names (a conversation's numeric dial-log
 * id), through the detail's `aliasLookup` call (SPEC §7 guid to id) — a small answer instead of the whole record —
 * or, without one, by reading the record by the alias.
 */
export function createResolveAlias({
  resolve,
  httpClient,
  apiUrls,
  getOne,
}: {
  resolve: (resource: string) => Promise<ResourceConfig>;
  httpClient: HttpClient;
  apiUrls: Record<ApiBase, string>;
  getOne: (resource: string, id: Identifier) => Promise<RaRecord>;
}) {
  return async (resource: string, { id }: { id: Identifier }): Promise<{ data: Identifier }> => {
    const config = await resolve(resource);
    const lookup = config.detail.aliasLookup;
    if (!lookup) return { data: (await getOne(resource, id)).id };
    const { json } = await httpClient(`${apiUrls[config.api.base]}${fillPath(lookup.path, { id })}`);
    const own = getPath(json, lookup.idPath);
    if (typeof own !== 'string' && typeof own !== 'number')
      throw new ApiError(`Error (404) - ${config.name} not found`, 404, json);
    return { data: own };
  };
}
