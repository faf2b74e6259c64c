import { defineResource } from '../resources/defineResource';
import { createDataProvider } from './dataProvider';
import { lookupOptions } from './fieldDataCalls';
import { createHttpClient } from './httpClient';

const lines = defineResource({
  name: 'lines',
  route: 'administration/lines',
  representation: 'name',
  api: { list: { path: '/administration/lines' }, get: { path: '/administration/lines/{id}' } },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
  ],
  list: { columns: ['name'], defaultSort: { field: 'name', order: 'ASC' } },
  detail: { tabs: [{ path: 'overview', fields: ['name'] }] },
  permissions: { list: [], detail: [] },
});

function setup(body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body)));
  const httpClient = createHttpClient({ getUser: async () => ({ access_token: 't' }), fetch: fetchMock });
  const dataProvider = createDataProvider({
    resources: [lines],
    httpClient,
    apiUrls: { core: 'http://localhost:8080/api', nlp: 'http://localhost:8080/nlp' },
  });
  const url = () => new URL(String(fetchMock.mock.calls[0]?.[0]));
  return { dataProvider, url, fetchMock };
}

describe('lookups', () => {
  it('reads the options of a lookup call from its items, by the configured value and label fields', async () => {
    const { dataProvider, url } = setup({
      items: [{ code: 'N', title: 'North' }, { code: 'S' }, { title: 'none' }],
    });
    const { data } = await dataProvider.getLookup('/regions', { valueField: 'code', labelField: 'title' });
    expect(data).toEqual([
      { id: 'N', name: 'North' },
      { id: 'S', name: 'S' },
    ]);
    expect(url().href).toBe('http://localhost:8080/api/regions');
  });

  it('answers no options for an answer without items', () => {
    expect(lookupOptions({ rows: [] })).toEqual([]);
    expect(lookupOptions({ items: [{ id: 1, name: 'One' }] })).toEqual([{ id: 1, name: 'One' }]);
  });
});

describe('chart data', () => {
  it("GETs the chart's path of the resource's API with its query and answers the body", async () => {
    const answer = { items: [{ date: '2024-03-01', calls: 3 }], totals: { calls: 3 } };
    const { dataProvider, url, fetchMock } = setup(answer);
    const { data } = await dataProvider.getChartData('administration/lines', {
      path: '/administration/lines/7/statistics',
      query: { from: '2024-02-29T23:00:00.000Z', to: '2024-03-01T23:00:00.000Z', timeZone: 'Europe/Prague' },
    });
    expect(data).toEqual(answer);
    expect(url().pathname).toBe('/api/administration/lines/7/statistics');
    expect(Object.fromEntries(url().searchParams)).toEqual({
      from: '2024-02-29T23:00:00.000Z',
      to: '2024-03-01T23:00:00.000Z',
      timeZone: 'Europe/Prague',
    });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });
});
