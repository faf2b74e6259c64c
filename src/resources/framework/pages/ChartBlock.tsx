import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import { getPath } from '../../../shared/getPath';
import { ChartPanel } from '../charts/ChartPanel';
import type { BlockOf } from './blockTypes';
import { pathCallKey } from './usePathCall';

/** A chart over the block's own call (its fixed query plus the date range's), like a detail tab's chart. */
export function ChartBlock({ block, title }: { block: BlockOf<'chart'>; title: string }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { source } = block;
  const load = async (range: Record<string, string> | undefined) => {
    const query = { ...source.query, ...range };
    const { data } = await dataProvider.callPath({ ...source, query, method: 'GET', silent: true });
    return getPath(data, source.dataPath) ?? null;
  };
  return (
    <ChartPanel
      chart={block.chart}
      dateRange={block.dateRange}
      title={title}
      queryKey={pathCallKey(source)}
      load={load}
    />
  );
}
