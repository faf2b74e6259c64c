import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import type { ReferenceField } from '../../types';

type Lookup = NonNullable<ReferenceField['lookup']>;

// Options change rarely; every cell of a list shares one request per lookup path.
const STALE_MS = 5 * 60_000;

/** The options of a lookup (through the data provider), shared by every display and input of the same lookup. */
export function useLookupOptions(lookup: Lookup) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { path, valueField, labelField } = lookup;
  return useQuery({
    queryKey: ['lookup', path, valueField, labelField],
    queryFn: async () => (await dataProvider.getLookup(path, { valueField, labelField })).data,
    staleTime: STALE_MS,
  });
}
