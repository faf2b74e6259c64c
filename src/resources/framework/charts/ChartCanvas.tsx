import { BarChart, LineChart } from '@mui/x-charts';
import type { ChartConfig } from '../../types';
import type { DrawnChart } from './chartData';

/** The drawn chart (MUI X Charts); loaded with the first chart shown so the first load of the console stays small. */
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
        height={height}
        xAxis={[{ scaleType: 'point', data: drawn.categories, label: drawn.xLabel }]}
        series={drawn.series}
      />
    );
  }
  return (
    <BarChart
      height={height}
      xAxis={[{ scaleType: 'band', data: drawn.categories, label: drawn.xLabel }]}
      series={drawn.series}
    />
  );
}
