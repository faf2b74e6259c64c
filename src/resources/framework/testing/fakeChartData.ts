import { addDays, todayIn } from '../../../utils/calendarDays';
import { getPath } from '../../../shared/getPath';
import { setPath } from '../../../utils/setPath';
import { seedPoints } from '../../field-types/chart';
import type { ChartSection, ResourceConfig } from '../../types';

/** Whether a configured path with `{placeholders}` could have been filled into `path`. */
const pathMatches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^{}]+\}/g, '[^/]+')}$`).test(path);

/** Every chart section of a resource's tabs (groups included). */
const chartSections = (config: ResourceConfig): ChartSection[] =>
  config.detail.tabs
    .flatMap((tab) => [tab, ...tab.children])
    .flatMap((tab) => tab.sections)
    .flatMap((section) => (section.chart ? [section.chart] : []));

/** The days a date-range query covers, in its time zone (at most 366). */
function daysOf(section: ChartSection, query: Record<string, string>): string[] | undefined {
  const range = section.dateRange;
  const from = range ? Date.parse(query[range.fromParam] ?? '') : NaN;
  const to = range ? Date.parse(query[range.toParam] ?? '') : NaN;
  const timeZone = range ? query[range.timeZoneParam] : undefined;
  if (!timeZone || Number.isNaN(from) || Number.isNaN(to) || to <= from) return undefined;
  const first = todayIn(timeZone, from);
  const last = todayIn(timeZone, to - 1);
  const days = [first];
  while (days.length < 366 && days[days.length - 1] < last) days.push(addDays(days[days.length - 1], 1));
  return days;
}

/** The sums of the given sources over the points. */
function totalsOf(sources: readonly string[], points: readonly unknown[]): Record<string, unknown> {
  const totals: Record<string, unknown> = {};
  for (const source of sources)
    setPath(
      totals,
      source,
      points.reduce<number>((sum, point) => sum + Number(getPath(point, source) ?? 0), 0),
    );
  return totals;
}

/**
 * A plausible answer to a chart section's call: a point per day of the asked range (or seven seeded points), with a
 * value for every series, and the totals of the configured sums. Unknown paths answer no points.
 */
export function fakeChartData(config: ResourceConfig, path: string, query: Record<string, string>): unknown {
  const section = chartSections(config).find((item) => pathMatches(item.source.path, path));
  if (!section) return { items: [] };
  const { chart } = section;
  const seeded = seedPoints(chart, 0);
  const days = chart.x.type === 'date' ? daysOf(section, query) : undefined;
  const points = days
    ? days.map((day, index) => {
        const point = structuredClone(seeded[index % seeded.length]);
        setPath(point, chart.x.source, day);
        return point;
      })
    : seeded;
  // Points at the root ('' items path) leave no place for totals.
  let answer: unknown = points;
  if (chart.itemsPath !== '') {
    const body: Record<string, unknown> = {};
    setPath(body, chart.itemsPath, points);
    if (chart.totalsPath) setPath(body, chart.totalsPath, totalsOf(chart.totals ?? [], points));
    answer = body;
  }
  if (section.source.dataPath === '') return answer;
  const wrapped: Record<string, unknown> = {};
  setPath(wrapped, section.source.dataPath, answer);
  return wrapped;
}
