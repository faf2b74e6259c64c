import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { runList, type ListSpec } from './listQuery';

interface Row {
  id: number;
  start: string;
}

const db = new Database(':memory:');
db.exec('CREATE TABLE call (id INTEGER PRIMARY KEY, start TEXT NOT NULL, kind INTEGER NOT NULL)');
const starts = [
  '2025-03-09T23:59:59.999Z',
  '2025-03-10T00:00:00.000Z',
  '2025-03-10T12:00:00.000Z',
  '2025-03-11T00:00:00.000Z',
];
starts.forEach((start, index) =>
  db.prepare('INSERT INTO call (id, start, kind) VALUES (?, ?, ?)').run(index + 1, start, index % 2),
);
afterAll(() => db.close());

const spec: ListSpec<Row, Row> = {
  from: 'call c',
  select: 'c.id, c.start',
  fields: {
    id: { sql: 'c.id', type: 'number' },
    start: { sql: 'c.start', type: 'text' },
    kind: { sql: 'c.kind', type: 'number' },
  },
  search: [],
  defaultSort: { field: 'start', order: 'ASC' },
  tiebreaker: 'c.id',
  toItem: (row) => row,
};

const ids = (filter: unknown) =>
  runList(db, spec, { filter: JSON.stringify(filter) }, { where: '1 = 1', params: [] }).items.map(
    (item) => item.id,
  );

describe('runList date-range filter', () => {
  it('keeps gte inclusive and lt exclusive', () => {
    expect(ids({ start: { gte: '2025-03-10T00:00:00.000Z', lt: '2025-03-11T00:00:00.000Z' } })).toEqual([
      2, 3,
    ]);
  });

  it('takes either bound alone, and no bound as no condition', () => {
    expect(ids({ start: { gte: '2025-03-10T12:00:00.000Z' } })).toEqual([3, 4]);
    expect(ids({ start: { lt: '2025-03-10T00:00:00.000Z' } })).toEqual([1]);
    expect(ids({ start: {} })).toEqual([1, 2, 3, 4]);
  });

  it('normalises other ISO forms to UTC before comparing', () => {
    // Without milliseconds, '…00Z' would sort after '…00.000Z' as text; an offset moves the instant.
    expect(ids({ start: { gte: '2025-03-10T00:00:00Z' } })).toEqual([2, 3, 4]);
    expect(ids({ start: { lt: '2025-03-10T01:00:00+01:00' } })).toEqual([1]);
    expect(ids({ start: { gte: '2025-03-11' } })).toEqual([4]);
  });

  it('combines with other filters', () => {
    expect(ids({ kind: 1, start: { gte: '2025-03-10T00:00:00Z' } })).toEqual([2, 4]);
  });

  it.each([
    [{ start: { gte: 'yesterday' } }],
    [{ start: { from: '2025-03-10' } }],
    [{ start: { gte: 20250310 } }],
    [{ start: { lt: null } }],
    [{ start: { gte: '2025-02-30' } }],
    [{ start: { gte: '2025-03-10T10:00' } }],
    [{ kind: { gte: '2025-03-10' } }],
  ])('answers 400 for %j', (filter) => {
    const name = Object.keys(filter)[0];
    expect(() => ids(filter)).toThrow(
      expect.objectContaining({ status: 400, message: `Invalid value for filter '${name}'` }),
    );
  });
});
