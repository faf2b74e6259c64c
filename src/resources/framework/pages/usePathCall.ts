import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import { getPath } from '../../../shared/getPath';
import type { BlockCall } from '../../schema/pageBlockSchema';

/** The query cache key of a page block's call (a form's load refetches by it after a save). */
export const pathCallKey = (call: BlockCall) => ['pageBlock', call.base, call.path, call.query] as const;

/**
 * The answer of a page block's GET call at its `dataPath`, through the data provider; a failure is shown in place
 * by the block (SPEC §8 text), so the call is silent. `enabled: false` for a block without a call.
 */
export function usePathCall(call: BlockCall | undefined) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: call ? pathCallKey(call) : ['pageBlock'],
    queryFn: async () => {
      if (!call) return null;
      const { data } = await dataProvider.callPath({ ...call, method: 'GET', silent: true });
      return (getPath(data, call.dataPath) ?? null) as unknown;
    },
    enabled: call !== undefined,
    retry: false,
  });
}
