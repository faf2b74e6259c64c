import { Alert, Box, LinearProgress } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { isValidRange, lastDays, rangeInstants, type CalendarRange } from '../../../utils/calendarDays';
import { getPath } from '../../../shared/getPath';
import type { ChartConfig, ChartSection } from '../../types';
import { useConsoleTimeZone } from '../../../utils/useConsoleTimeZone';
import { ChartView } from './ChartView';
import { DateRangePicker } from './DateRangePicker';

type DateRangeConfig = NonNullable<ChartSection['dateRange']>;

/** The query of a chart's call for a day range: where its first day starts, where the day after its last starts. */
export function rangeQuery(
  range: CalendarRange,
  timeZone: string,
  params: DateRangeConfig,
): Record<string, string> {
  const { from, to } = rangeInstants(range, timeZone);
  return { [params.fromParam]: from, [params.toParam]: to, [params.timeZoneParam]: timeZone };
}

export interface ChartPanelProps {
  chart: ChartConfig;
  dateRange?: DateRangeConfig;
  title: string;
  /** The resource whose field labels name totals without a series of their own. */
  resource?: string;
  /** Identifies the chart's data in the query cache (the date range's query is added). */
  queryKey: readonly unknown[];
  /** Answers the chart's data for a date range's query (none without a range); a failure is shown in place. */
  load: (query: Record<string, string> | undefined) => Promise<unknown>;
}

/**
 * A configured chart over its own call, over a day range of the console time zone when it has one: the range
 * picker, a progress bar while loading, the failure in place or the chart. Detail tabs and pages share it.
 */
export function ChartPanel({ chart, dateRange, title, resource, queryKey, load }: ChartPanelProps) {
  const translate = useTranslate();
  const timeZone = useConsoleTimeZone();
  // The days of a range are the console time zone's, known with the identity: no call before it is.
  const { isPending: zonePending } = useGetIdentity();
  const [chosen, setRange] = useState<CalendarRange>();
  const range = chosen ?? lastDays(dateRange?.defaultDays ?? 30, timeZone);
  const valid = isValidRange(range);
  const query = dateRange ? rangeQuery(range, timeZone, dateRange) : undefined;
  const { data, error, isFetching } = useQuery({
    queryKey: [...queryKey, query],
    queryFn: () => load(query),
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
            resource={resource}
          />
        )
      )}
    </Box>
  );
}
