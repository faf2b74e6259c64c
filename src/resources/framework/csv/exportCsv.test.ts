import type { RaRecord } from 'react-admin';
import { i18nProvider } from '../../../providers/i18nProvider';
import { tenantsResource } from '../../tenants/tenantsResource';
import { exportCsv } from './exportCsv';

const columns = ['name', 'enabled', 'channels', 'created'].map((source) =>
  tenantsResource.fields.find((field) => field.source === source)!,
);
const rows: RaRecord[] = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  name: index === 0 ? '=HYPERLINK("http://evil")' : `Tenant ${index + 1}`,
  enabled: index % 2 === 0,
  channels: 3,
  created: '2024-03-31T22:30:00Z',
}));

function pagedProvider() {
  const getList = vi.fn(
    async (_resource: string, { pagination }: { pagination: { page: number; perPage: number } }) => ({
      data: rows.slice((pagination.page - 1) * pagination.perPage, pagination.page * pagination.perPage),
      total: rows.length,
    }),
  );
  return { getList } as unknown as { getList: typeof getList };
}

const run = (dataProvider: ReturnType<typeof pagedProvider>, cap?: number) =>
  exportCsv({
    dataProvider: dataProvider as never,
    resource: 'administration/tenants',
    columns,
    filter: { q: 'ten' },
    sort: { field: 'name', order: 'ASC' },
    translate: i18nProvider.translate,
    timeZone: 'Europe/Prague',
    pageSize: 3,
    cap,
  });

describe('exportCsv', () => {
  it('pages through the list with the current filter and sort, writing translated, neutralised cells', async () => {
    const dataProvider = pagedProvider();
    const { blob, count, total } = await run(dataProvider);
    expect({ count, total }).toEqual({ count: 7, total: 7 });
    expect(dataProvider.getList.mock.calls.map(([, params]) => params)).toEqual([
      expect.objectContaining({
        pagination: { page: 1, perPage: 3 },
        filter: { q: 'ten' },
        sort: { field: 'name', order: 'ASC' },
      }),
      expect.objectContaining({ pagination: { page: 2, perPage: 3 } }),
      expect.objectContaining({ pagination: { page: 3, perPage: 3 } }),
    ]);
    const lines = (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Enabled,Channels,Created');
    expect(lines[1]).toBe('"\'=HYPERLINK(""http://evil"")",Yes,"Voice, Chat",01/04/2024');
    expect(lines[2]).toBe('Tenant 2,No,"Voice, Chat",01/04/2024');
    expect(lines).toHaveLength(9);
  });

  it('stops at the cap and reports how many rows matched', async () => {
    const dataProvider = pagedProvider();
    const { count, total, blob } = await run(dataProvider, 4);
    expect({ count, total }).toEqual({ count: 4, total: 7 });
    expect((await blob.text()).trim().split('\r\n')).toHaveLength(5);
    expect(dataProvider.getList).toHaveBeenCalledTimes(2);
  });
});
