// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { WallboardRow } from '../../shared/operations/wallboardFigures';
import { INITIAL_VIEW, ticking, visibleRows } from './wallboardView';

const row = (id: string, name: string, serviceLevel: number | null, extra: Partial<WallboardRow> = {}) =>
  ({
    id,
    kind: 'line',
    name,
    serviceLevel,
    status: serviceLevel === null ? 'none' : serviceLevel < 80 ? 'breach' : 'ok',
    inProgress: 0,
    ...extra,
  }) as WallboardRow;

const rows = [
  row('line-1', 'Sales', 90),
  row('line-2', 'Support', 40),
  row('line-3', 'Quiet', null),
  row('campaign-1', 'Renewals', 70, { kind: 'campaign', inProgress: 3 }),
];

describe('wallboard view', () => {
  it('sorts worst level first by default, rows without calls last in either order', () => {
    expect(visibleRows(rows, INITIAL_VIEW).map((item) => item.name)).toEqual([
      'Support',
      'Renewals',
      'Sales',
      'Quiet',
    ]);
    const desc = { ...INITIAL_VIEW, sort: { field: 'serviceLevel', order: 'desc' } } as const;
    expect(visibleRows(rows, desc).map((item) => item.name)).toEqual([
      'Sales',
      'Renewals',
      'Support',
      'Quiet',
    ]);
  });

  it('filters by kind, breach and name', () => {
    expect(visibleRows(rows, { ...INITIAL_VIEW, kind: 'campaign' }).map((item) => item.id)).toEqual([
      'campaign-1',
    ]);
    expect(visibleRows(rows, { ...INITIAL_VIEW, onlyBreaches: true }).map((item) => item.name)).toEqual([
      'Support',
      'Renewals',
    ]);
    expect(visibleRows(rows, { ...INITIAL_VIEW, text: ' sal' }).map((item) => item.name)).toEqual(['Sales']);
  });

  it('keeps a waiting time counting from when it was computed', () => {
    const computed = '2026-03-01T12:00:00.000Z';
    expect(ticking(30, computed, Date.parse('2026-03-01T12:00:05.500Z'), true)).toBe(35);
    expect(ticking(0, computed, Date.parse('2026-03-01T12:00:05.500Z'), false)).toBe(0);
  });
});
