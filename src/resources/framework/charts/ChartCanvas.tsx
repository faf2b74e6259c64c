import { BarChart, LineChart } from '@mui/x-charts';
import type { ChartConfig } from '../../types';
import type { DrawnChart } from './chartData';

/**
 * The drawn chart (MUI X Charts); loaded with the first chart shown so the first load of the console stays small.
 * Its keyboard navigation is off: the drawing is hidden from assistive technology (the table beside it is its
 * accessible form), so it must take no focus either (axe `aria-hidden-focus`; an unnamed Tab stop).
 */
export function ChartCanvas({
  kind,
  drawn,
  height,
}: {
  kind: ChartConfig['kind'];
  drawn: DrawnChart;
  height: number;
}) {
  if (kind === 'line') {
    return (
      <LineChart
        enableKeyboardNavigation={false}
        height={height}
        xAxis={[{ scaleType: 'point', data: drawn.categories, label: drawn.xLabel }]}
        series={drawn.series}
      />
    );
  }
  return (
    <BarChart
      enableKeyboardNavigation={false}
      height={height}
      xAxis={[{ scaleType: 'band', data: drawn.categories, label: drawn.xLabel }]}
      series={drawn.series}
    />
  );
}
