// @vitest-environment node
import { cellOf, failuresOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { fieldTypeOf, fromInputValue } from './fieldTypeRegistry';

const calls = sampleField({
  source: 'calls',
  type: 'chart',
  chart: { x: { source: 'day', type: 'date' }, series: [{ source: 'count' }, { source: 'minutes' }] },
});

describe('chart type', () => {
  it('is its points as JSON in a CSV cell', () => {
    expect(cellOf(calls, { calls: [{ day: '2024-01-01', count: 2 }] })).toBe(
      '[{"day":"2024-01-01","count":2}]',
    );
  });

  it('is edited as JSON', () => {
    expect(fromInputValue(calls, '[{"count": 1}]', { timeZone: 'UTC', values: {} })).toEqual([{ count: 1 }]);
    expect(failuresOf(calls, '[{')).toEqual(['validation.json']);
  });

  it('seeds a week of days with a value of every series, and cannot order a list', () => {
    const points = fieldTypeOf(calls).seed(calls, seedContext(0)) as Record<string, unknown>[];
    expect(points).toHaveLength(7);
    expect(points[0]).toEqual({ day: '2024-01-01', count: 0, minutes: 3 });
    expect(points[6]).toMatchObject({ day: '2024-01-07' });
    expect(calls.sortable).toBe(false);
  });
});
