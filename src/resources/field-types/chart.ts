import { setPath } from '../../utils/setPath';
import type { ChartConfig } from '../schema/chartSchema';
import { jsonCheck, jsonFromInput, jsonText, jsonToInput } from './conversions';
import { DAY_MS, SEED_START, type FieldOf, type FieldTypeDefinition } from './fieldTypeDefinition';

const SEED_POINTS = 7;

/** Plausible points of a chart: a week of days (or seven categories) with a value of every series. */
export function seedPoints(chart: ChartConfig, index: number): Record<string, unknown>[] {
  return Array.from({ length: SEED_POINTS }, (_, point) => {
    const item: Record<string, unknown> = {};
    setPath(
      item,
      chart.x.source,
      chart.x.type === 'date'
        ? new Date(SEED_START + point * DAY_MS).toISOString().slice(0, 10)
        : `${chart.x.source} ${point + 1}`,
    );
    chart.series.forEach((series, order) =>
      setPath(item, series.source, ((index + point) * 7 + order * 3) % 20),
    );
    return item;
  });
}

/** Points (objects) drawn as a chart; the value is edited as JSON. */
export const chartType: FieldTypeDefinition<FieldOf<'chart'>> = {
  sortable: false,
  impliedCheck: () => jsonCheck,
  cell: (_field, value) => jsonText(value),
  seed: (field, { index }) => seedPoints(field.chart, index),
  toInput: (_field, value) => jsonToInput(value),
  fromInput: (_field, value) => jsonFromInput(value),
};
