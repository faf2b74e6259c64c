import { Alert, Box, LinearProgress } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import { isValidRange, lastDays, rangeInstants, type CalendarRange } from '../../../utils/calendarDays';
import { getPath } from '../../../shared/getPath';
import { fillPath } from '../../schema/placeholders';
import type { ChartSection as ChartSectionConfig, ResourceConfig } from '../../types';
import { useConsoleTimeZone } from '../../../utils/useConsoleTimeZone';
import { placeholderValues } from '../../../providers/resourceCalls';
import { useRouteParams } from '../useRouteParams';
import { ChartView } from './ChartView';
import { DateRangePicker } from './DateRangePicker';

type DateRangeConfig = NonNullable<ChartSectionConfig['dateRange']>;

/** The query of a chart's call for a day range: where its first day starts, where the day after its last starts. */
export function rangeQuery(
  range: CalendarRange,
  timeZone: string,
  params: DateRangeConfig,
): Record<string, string> {
  const { from, to } = rangeInstants(range, timeZone);
  return { [params.fromParam]: from, [params.toParam]: to, [params.timeZoneParam]: timeZone };
}

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
  const translate = useTranslate();
  const record = useRecordContext();
  const timeZone = useConsoleTimeZone();
  // The days of a range are the console time zone's, known with the identity: no call before it is.
  const { isPending: zonePending } = useGetIdentity();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const params = useRouteParams(config);
  const { dateRange, chart } = section;
  const [chosen, setRange] = useState<CalendarRange>();
  const range = chosen ?? lastDays(dateRange?.defaultDays ?? 30, timeZone);
  const valid = isValidRange(range);
  const query = dateRange ? rangeQuery(range, timeZone, dateRange) : undefined;
  const { data, error, isFetching } = useQuery({
    queryKey: ['chart', config.route, section.source.path, record?.id, params, query],
    queryFn: async () => {
      // Filled like the resource's own calls (record, route parameters, key fields and id); a missing value fails
      // here, shown as the chart's error.
      const values = placeholderValues(config, { id: record?.id, record, params });
      const path = fillPath(section.source.path, values);
      const { data: answer } = await dataProvider.getChartData(config.route, { path, query });
      return getPath(answer, section.source.dataPath) ?? null;
    },
    enabled: valid && !zonePending,
    placeholderData: keepPreviousData,
  });
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      {dateRange && (
        <DateRangePicker
          value={range}
          onChange={setRange}
          timeZone={timeZone}
          error={valid ? undefined : translate('framework.chart.range_invalid')}
        />
      )}
      {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 1 }} />}
      {error ? (
        <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>
      ) : (
        data !== undefined && (
          <ChartView
            chart={chart}
            points={getPath(data, chart.itemsPath)}
            totals={chart.totalsPath ? getPath(data, chart.totalsPath) : undefined}
            title={title}
            resource={config.name}
          />
        )
      )}
    </Box>
  );
}
