import { compositeId } from '../../schema/placeholders';
import { billingItems, botModules, detailFixturesRegistry, groupedLines } from './detailFixtures';
import { createFakeDataProvider } from './fakeDataProvider';

const provider = () =>
  createFakeDataProvider({
    resources: detailFixturesRegistry,
    counts: { testLines: 3 },
    records: {
      testBotModules: [{ id: 0, name: 'ivr', server: 'srv/1' }],
      testBilling: [
        { id: 1, name: 'A', idTenant: 2, kind: 'line' },
        { id: 2, name: 'B', idTenant: 2, kind: 'fee' },
        { id: 3, name: 'C', idTenant: 3, kind: 'line' },
      ],
    },
  });

describe('the fake data provider and the v2 detail shapes', () => {
  it('keeps a tab record per record and tab, checks saves with the tab form and suggests other values', async () => {
    const dataProvider = provider();
    const tab = { id: 2, tab: 'advanced/monitoring' };
    const { data } = await dataProvider.getTabRecord(groupedLines.route, tab);
    expect(data).toEqual({ monitoring: true, alertEmail: 'testLines1@example.com', threshold: 0 });
    await expect(
      dataProvider.saveTabRecord(groupedLines.route, { ...tab, data: { alertEmail: 'nope', threshold: 5 } }),
    ).rejects.toMatchObject({ status: 400, body: { errors: { alertEmail: 'Invalid email format' } } });
    await dataProvider.saveTabRecord(groupedLines.route, {
      ...tab,
      data: { alertEmail: 'a@b.cz', threshold: 5 },
    });
    expect((await dataProvider.getTabRecord(groupedLines.route, tab)).data).toMatchObject({
      alertEmail: 'a@b.cz',
    });
    expect((await dataProvider.getTabRecord(groupedLines.route, { ...tab, id: 3 })).data).toMatchObject({
      threshold: 0,
    });
    expect((await dataProvider.suggestTabValues(groupedLines.route, tab)).data).toEqual({
      alertEmail: 'testLines2@example.com',
      threshold: 7,
    });
    await expect(dataProvider.getTabRecord(groupedLines.route, { ...tab, id: 99 })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('gives composite-key records their composite ids and applies permanent and route filters', async () => {
    const dataProvider = provider();
    const id = compositeId(['ivr', 'srv/1']);
    expect((await dataProvider.getOne(botModules.route, { id })).data).toMatchObject({ id, server: 'srv/1' });
    const { data } = await dataProvider.getList(billingItems.route, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
      meta: { params: { app: 'voice', idTenant: '2' } },
    });
    expect(data.map((item) => item.name)).toEqual(['A']);
  });
});
