import { z } from 'zod';
import { dotPath, source, text } from './primitives';

/** One series of a chart: the numbers at `source` of each point, stacked with the series of the same `stack`. */
const series = z.strictObject({
  source,
  label: text.optional(),
  stack: text.optional(),
  color: text.optional(),
});

/**
 * A chart over points (objects): `x` names the category of each point (a day for `date`), `series` the values drawn.
 * `totals` lists values of the answer at `totalsPath` shown as figures above the chart.
 */
export const chartSchema = z.strictObject({
  kind: z.enum(['line', 'bar']).default('bar'),
  x: z.strictObject({ source, type: z.enum(['date', 'band']).default('band'), label: text.optional() }),
  series: z.array(series).min(1),
  itemsPath: dotPath.default('items'),
  totalsPath: dotPath.optional(),
  totals: z.array(source).optional(),
  height: z.int().min(120).max(800).default(300),
});

export type ChartConfig = z.output<typeof chartSchema>;
