import { getPath } from '../../../shared/getPath';
import { sharedNumberFormat } from '../../../utils/intlFormats';
import { shownDate } from '../../field-types/date';
import type { Translate } from '../../field-types/fieldTypeDefinition';
import type { ChartConfig } from '../../types';

/** One drawn series: its translated label and a value per category (null where a point has no number). */
export interface DrawnSeries {
  label: string;
  data: (number | null)[];
  stack?: string;
  color?: string;
}

/** What a chart draws: the categories along x (days as DD/MM/YYYY) and the series over them. */
export interface DrawnChart {
  xLabel?: string;
  categories: string[];
  series: DrawnSeries[];
}

const numberAt = (item: unknown, source: string): number | null => {
  const value = getPath(item, source);
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

const labelOf = (translate: Translate, label: string | undefined, fallback: string) =>
  translate(label ?? fallback, { _: label ?? fallback });

/** The categories and series of a chart over points (objects); anything that is not a list draws nothing. */
export function drawnChart(
  chart: ChartConfig,
  points: unknown,
  translate: Translate,
  timeZone: string,
): DrawnChart {
  const items = Array.isArray(points) ? points : [];
  return {
    xLabel: chart.x.label ? labelOf(translate, chart.x.label, chart.x.source) : undefined,
    categories: items.map((item) => {
      const x = getPath(item, chart.x.source);
      return chart.x.type === 'date' ? shownDate(x, timeZone) : String(x ?? '');
    }),
    series: chart.series.map((series) => ({
      label: labelOf(translate, series.label, series.source),
      data: items.map((item) => numberAt(item, series.source)),
      ...(series.stack ? { stack: series.stack } : {}),
      ...(series.color ? { color: series.color } : {}),
    })),
  };
}

/**
 * The totals shown above a chart: each configured total's label (its series' label, else the field label of the
 * chart's resource: a line's "Calls" and "Minutes" have no series of their own) and value.
 */
export function chartTotals(
  chart: ChartConfig,
  totals: unknown,
  translate: Translate,
  resource?: string,
): { label: string; value: number | null }[] {
  if (totals === undefined || totals === null) return [];
  return (chart.totals ?? []).map((source) => {
    const series = chart.series.find((item) => item.source === source)?.label;
    const label =
      series || !resource
        ? labelOf(translate, series, source)
        : translate(`resources.${resource}.fields.${source}`, { _: source });
    return { label, value: numberAt(totals, source) };
  });
}

/** A chart figure in the console language's style; a missing one as a dash. */
export const formatFigure = (value: number | null) =>
  value === null ? '–' : sharedNumberFormat({ maximumFractionDigits: 2 }).format(value);
