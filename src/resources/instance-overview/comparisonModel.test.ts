// @vitest-environment node
import type { ComparisonRow } from '../../shared/wire/instances';
import { rowsWithResult, sideBySide, syncPlan } from './comparisonModel';

const row = (key: string, result: ComparisonRow['result'], local: object | null, remote: object | null) => ({
  id: key,
  key,
  name: key,
  result,
  local: local as ComparisonRow['local'],
  remote: remote as ComparisonRow['remote'],
});
const rows: ComparisonRow[] = [
  row('same', 1, { a: 1 }, { a: 1 }),
  row('here', 2, { a: 1 }, null),
  row('there', 3, null, { a: 2 }),
  row('changed', 4, { a: 1 }, { a: 2 }),
];

describe('rowsWithResult', () => {
  it('keeps the rows of one result, or all', () => {
    expect(rowsWithResult(rows, 4).map((item) => item.key)).toEqual(['changed']);
    expect(rowsWithResult(rows, undefined)).toHaveLength(4);
  });
});

describe('syncPlan', () => {
  const all = new Set(['here', 'there', 'changed']);
  it('promoting creates what the remote lacks, overwrites what differs, skips what is only there', () => {
    const plan = syncPlan(rows, all, 'toRemote');
    expect(plan.create.map((item) => item.key)).toEqual(['here']);
    expect(plan.overwrite.map((item) => item.key)).toEqual(['changed']);
    expect(plan.skipped.map((item) => item.key)).toEqual(['there']);
  });

  it('taking from the remote is the mirror image, and leaves unselected rows out', () => {
    const plan = syncPlan(rows, new Set(['there', 'here']), 'fromRemote');
    expect(plan).toEqual({ create: [rows[2]], overwrite: [], skipped: [rows[1]] });
  });
});

describe('sideBySide', () => {
  it('pairs changed lines and keeps equal ones on both sides', () => {
    const diff = sideBySide({ name: 'A', voice: 'x' }, { name: 'A', voice: 'y', extra: true });
    expect(diff).toContainEqual({ left: '  "name": "A",', right: '  "name": "A",', changed: false });
    expect(diff).toContainEqual({ left: '  "voice": "x"', right: '  "voice": "y",', changed: true });
    expect(diff).toContainEqual({ left: null, right: '  "extra": true', changed: true });
  });

  it('shows a missing side as empty', () => {
    expect(sideBySide(null, { a: 1 }).every((line) => line.left === null && line.changed)).toBe(true);
  });
});
