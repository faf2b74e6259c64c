// @vitest-environment node
import { isDateRangeValue, listQuery, parseIsoInstant } from './listQuery';

describe('listQuery', () => {
  it('asks the core API for a sorted page with the filter as one JSON parameter', () => {
    const query = listQuery({
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'created', order: 'DESC' },
      filter: { q: 'export', status: 2 },
    });
    expect(Object.fromEntries(query)).toEqual({
      page: '2',
      pageSize: '25',
      sort: 'created',
      order: 'DESC',
      filter: '{"q":"export","status":2}',
    });
  });

  it('drops empty filter values', () => {
    expect(listQuery({ filter: { q: '', enabled: undefined } }).toString()).toBe('');
    expect(listQuery({ filter: { enabled: false } }).get('filter')).toBe('{"enabled":false}');
  });

  it('sends a date range with the bounds that are set, and drops one without bounds', () => {
    const gte = '2024-03-01T23:00:00.000Z';
    expect(listQuery({ filter: { start: { gte, lt: undefined } } }).get('filter')).toBe(
      `{"start":{"gte":"${gte}"}}`,
    );
    expect(listQuery({ filter: { start: { gte: '', lt: undefined } } }).toString()).toBe('');
  });

  it('follows a resource mapping: parameter names, first page 0, lower-case order, one parameter per filter', () => {
    const query = listQuery(
      {
        pagination: { page: 3, perPage: 20 },
        sort: { field: 'name', order: 'DESC' },
        filter: { kind: 'a', ids: [1, 2] },
      },
      {
        page: 'p',
        pageSize: 'size',
        sort: 'by',
        order: 'dir',
        filter: 'f',
        filterStyle: 'params',
        firstPage: 0,
        orderCase: 'lower',
      },
    );
    expect(Object.fromEntries(query)).toEqual({
      p: '2',
      size: '20',
      by: 'name',
      dir: 'desc',
      kind: 'a',
      ids: '[1,2]',
    });
  });
});

describe('isDateRangeValue', () => {
  it('accepts gte/lt ISO texts only', () => {
    expect(isDateRangeValue({ gte: '2024-03-01T23:00:00Z', lt: '2024-03-08T23:00:00.000Z' })).toBe(true);
    expect(isDateRangeValue({ lt: '2024-03-08' })).toBe(true);
    for (const value of [
      { gte: 'yesterday' },
      { gte: '2024-02-30T00:00:00Z' },
      { from: '2024-03-01T00:00:00Z' },
      ['2024-03-01'],
      '2024-03-01',
      null,
    ])
      expect(isDateRangeValue(value), JSON.stringify(value)).toBe(false);
  });
});

describe('parseIsoInstant', () => {
  it('reads ISO dates and date-times of real calendar days only', () => {
    expect(parseIsoInstant('2024-03-01T23:00:00Z')).toBe(Date.UTC(2024, 2, 1, 23));
    expect(parseIsoInstant('2024-03-02T00:00:00+01:00')).toBe(Date.UTC(2024, 2, 1, 23));
    expect(parseIsoInstant('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    for (const value of ['2025-02-30', '2024-03-01 10:00', 'yesterday', 1709334000000])
      expect(parseIsoInstant(value), String(value)).toBeNull();
  });
});
