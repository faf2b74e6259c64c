import { BarChart, LineChart } from '@mui/x-charts';
import type { ChartConfig } from '../../types';
import type { DrawnChart } from './chartData';

/**
 * The drawn chart (MUI X Charts); loaded with the first chart shown so the first load of the console stays small.
 * It takes no focus: the drawing is hidden from assistive technology (the table beside it is its accessible form),
 * so a Tab stop in it would be unnamed (axe `aria-hidden-focus`). Keyboard navigation is off, and the `<svg>` (which
 * Chromium otherwise stops at, seen in e2e/a11y-no-trap.spec.ts) is out of the Tab order.
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
        tabIndex={-1}
        height={height}
        xAxis={[{ scaleType: 'point', data: drawn.categories, label: drawn.xLabel }]}
        series={drawn.series}
      />
    );
  }
  return (
    <BarChart
      enableKeyboardNavigation={false}
      tabIndex={-1}
      height={height}
      xAxis={[{ scaleType: 'band', data: drawn.categories, label: drawn.xLabel }]}
      series={drawn.series}
    />
  );
}
