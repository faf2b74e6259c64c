// @vitest-environment node
import { i18nProvider } from '../../providers/i18nProvider';
import { chartTotals } from '../framework/charts/chartData';
import { resourceRegistry } from '../registry';
import { findResource } from '../registryLookup';

describe("a line's statistics", () => {
  it('label every total as a field is labelled: "Calls" and "Minutes", not the raw sources', () => {
    const lines = findResource(resourceRegistry, 'lines')!;
    const tab = lines.detail.tabs.find((item) => item.path === 'statistics')!;
    const chart = tab.sections.find((section) => section.chart)!.chart!.chart;
    const totals = { calls: 3, minutes: 4, listenedToEnd: 1, picked: 1, notPicked: 1, error: 0 };
    const labels = chartTotals(chart, totals, i18nProvider.translate, lines.name).map((total) => total.label);
    expect(labels.slice(0, 2)).toEqual(['Calls', 'Minutes']);
    expect(labels.every((label) => /^[A-Z]/.test(label))).toBe(true);
  });
});
