import { Box, Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ChartView } from '../framework/charts/ChartView';
import { listAsideSx } from '../framework/list/listAside';
import type { CustomTabProps } from '../defineArea';
import type { ChartConfig } from '../types';
import { statisticsPoints } from './statisticsPoints';

const band = (series: ChartConfig['series']): ChartConfig => ({
  kind: 'bar',
  x: { source: 'tenantName', type: 'band' },
  series,
  itemsPath: 'items',
  height: 260,
});

const VOLUME = band([
  { source: 'calls', label: 'resources.tenantStatistics.fields.calls' },
  { source: 'minutes', label: 'resources.tenantStatistics.fields.minutes' },
]);
const SUCCESS = band([
  { source: 'successPercent', label: 'resources.tenantStatistics.charts.successPercent' },
]);

/**
 * Beside the tenant statistics table: the shown rows (same period, sort and page) as two charts, calls and minutes
 * per tenant and the success rate per tenant; each chart has its table for screen readers.
 */
export function TenantStatisticsCharts(_props: CustomTabProps) {
  const translate = useTranslate();
  const { data } = useListContext();
  const points = statisticsPoints(data ?? []);
  return (
    <Box component="aside" sx={{ ...listAsideSx(420), mt: { xs: 2, md: 8 } }}>
      <Stack spacing={3}>
        <ChartView
          chart={VOLUME}
          points={points}
          title={translate('resources.tenantStatistics.charts.volume')}
        />
        <ChartView
          chart={SUCCESS}
          points={points}
          title={translate('resources.tenantStatistics.charts.success')}
        />
      </Stack>
    </Box>
  );
}
