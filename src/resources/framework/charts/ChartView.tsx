import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lazyView } from '../../../utils/lazyView';
import type { ChartConfig } from '../../types';
import { useConsoleTimeZone } from '../../../utils/useConsoleTimeZone';
import { chartTotals, drawnChart, formatFigure } from './chartData';
import { ChartTable } from './ChartTable';

// MUI X Charts is big: it is downloaded with the first chart shown, never with the console's first load.
const ChartCanvas = lazyView(() => import('./ChartCanvas').then((module) => module.ChartCanvas));

export interface ChartViewProps {
  chart: ChartConfig;
  /** The points drawn (objects). */
  points: unknown;
  /** The object holding the configured totals, if any. */
  totals?: unknown;
  /** What the chart shows (the table's caption). */
  title: string;
  /** The resource whose field labels name totals without a series of their own. */
  resource?: string;
}

/**
 * A configured chart: its totals as figures, the chart itself (bars or lines over the points), and the same data
 * as a table, read by screen readers and shown on screen on demand.
 */
export function ChartView({ chart, points, totals, title, resource }: ChartViewProps) {
  const translate = useTranslate();
  const timeZone = useConsoleTimeZone();
  const [tableShown, setTableShown] = useState(false);
  const drawn = drawnChart(chart, points, translate, timeZone);
  const figures = chartTotals(chart, totals, translate, resource);
  return (
    <Box sx={{ position: 'relative' }}>
      {figures.length > 0 && (
        <Stack component="dl" direction="row" spacing={4} sx={{ m: 0, mb: 1 }} data-chart-totals>
          {figures.map((figure) => (
            <div key={figure.label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                {formatFigure(figure.value)}
              </Typography>
            </div>
          ))}
        </Stack>
      )}
      {drawn.categories.length === 0 ? (
        <Typography color="text.secondary">{translate('framework.chart.no_data')}</Typography>
      ) : (
        <>
          {/* The table below is the accessible form of the chart; the drawing itself is left out for screen readers. */}
          <Box aria-hidden sx={{ height: chart.height }}>
            <Suspense fallback={<Skeleton variant="rectangular" height={chart.height} />}>
              <ChartCanvas kind={chart.kind} drawn={drawn} height={chart.height} />
            </Suspense>
          </Box>
          <Button size="small" aria-pressed={tableShown} onClick={() => setTableShown(!tableShown)}>
            {translate('framework.chart.show_table')}
          </Button>
          <ChartTable drawn={drawn} caption={title} shown={tableShown} />
        </>
      )}
    </Box>
  );
}
