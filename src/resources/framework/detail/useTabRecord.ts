import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import type { DetailTab, ResourceConfig } from '../../types';
import { useRouteParams } from '../useRouteParams';

/** The query key of a tab's own record, e.g. to refetch it after its form saved. */
export const tabRecordKey = (
  config: ResourceConfig,
  tab: DetailTab,
  record: RaRecord,
  params: Record<string, string> | undefined,
) => [config.route, 'getTabRecord', { id: String(record.id), tab: tab.path, params }] as const;

/**
 * The record of a tab with its own `source`, fetched with react-query through the data provider. Failures are
 * shown in place (SPEC §8 text), so the request is silent.
 */
export function useTabRecord(config: ResourceConfig, tab: DetailTab, record: RaRecord | undefined) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const params = useRouteParams(config);
  return useQuery({
    queryKey: tabRecordKey(config, tab, record ?? { id: '' }, params),
    queryFn: async () => {
      if (!record) throw new Error('No record to read the tab of');
      const meta = { params, silent: true };
      const { data } = await dataProvider.getTabRecord(config.route, {
        id: record.id,
        tab: tab.path,
        record,
        meta,
      });
      return data;
    },
    enabled: tab.source !== undefined && record !== undefined,
    retry: false,
  });
}
