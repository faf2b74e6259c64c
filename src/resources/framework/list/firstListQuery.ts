import { getQuery, parseQueryFromLocation, type GetListParams } from 'react-admin';
import type { ResourceConfig } from '../../types';
import { listPath } from '../resourcePaths';

export interface ListQuery {
  resource: string;
  params: Required<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>;
}

/**
 * The list call a configured list makes first when the page opens at `pathname` + `search`, by react-admin's rules
 * (`useListParams`: the address's parameters, else the list's defaults; its store is empty on a fresh page) and
 * {@link ResourceList}'s props (the resource's route, default sort, page size and permanent filter). Null when the
 * address is not such a list, or when its call depends on what is known only once rendered: named views, route
 * parameters, a feature switch.
 */
export function firstListQuery(
  configs: readonly ResourceConfig[],
  pathname: string,
  search: string,
): ListQuery | null {
  const config = configs.find(
    (candidate) => !candidate.route.includes(':') && listPath(candidate) === pathname,
  );
  if (!config || config.feature || (config.list.views ?? []).length > 0) return null;
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: {},
    filterDefaultValues: undefined,
    sort: config.list.defaultSort,
    perPage: config.list.perPage,
  });
  return {
    resource: config.route,
    params: {
      pagination: { page: query.page, perPage: query.perPage },
      sort: { field: query.sort, order: query.order },
      filter: { ...query.filter, ...config.list.filter },
    },
  };
}

/** react-admin's query key of that call (`useGetList`). */
export const listQueryKey = ({ resource, params }: ListQuery) =>
  [resource, 'getList', { ...params, meta: undefined }] as const;
