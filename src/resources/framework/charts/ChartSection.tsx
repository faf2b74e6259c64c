import { useDataProvider, useRecordContext } from 'react-admin';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import { getPath } from '../../../shared/getPath';
import { fillPath } from '../../schema/placeholders';
import type { ChartSection as ChartSectionConfig, ResourceConfig } from '../../types';
import { placeholderValues } from '../../../providers/resourceCalls';
import { useRouteParams } from '../useRouteParams';
import { ChartPanel } from './ChartPanel';

/**
 * A chart section of a detail tab: its data from its own call (placeholders filled from the shown record), over a
 * day range of the console time zone when it has one.
 */
export function ChartSection({
  config,
  section,
  title,
}: {
  config: ResourceConfig;
  section: ChartSectionConfig;
  title: string;
}) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const params = useRouteParams(config);
  const load = async (query: Record<string, string> | undefined) => {
    // Filled like the resource's own calls (record, route parameters, key fields and id); a missing value fails
    // here, shown as the chart's error.
    const values = placeholderValues(config, { id: record?.id, record, params });
    const path = fillPath(section.source.path, values);
    const { data: answer } = await dataProvider.getChartData(config.route, { path, query });
    return getPath(answer, section.source.dataPath) ?? null;
  };
  return (
    <ChartPanel
      chart={section.chart}
      dateRange={section.dateRange}
      title={title}
      resource={config.name}
      queryKey={['chart', config.route, section.source.path, record?.id, params]}
      load={load}
    />
  );
}
