import { demoLines, demoModules } from './actionResources';
import { createFakeDataProvider } from './fakeDataProvider';

function provider() {
  return createFakeDataProvider({
    resources: [demoModules, demoLines],
    records: {
      demoModules: [{ id: 1, name: 'Prague', idDefaultLine: null }],
      demoLines: [{ id: 4, name: 'Sales', enabled: true, idDemoModule: 1 }],
    },
  });
}

describe('the fake runAction', () => {
  it('refuses a wrong typed confirmation like the platform, and removes on the right one', async () => {
    const dataProvider = provider();
    const line = dataProvider.recordsOf('demoLines')[0];
    const remove = (name: string) =>
      dataProvider.runAction('demoLines', { action: 'remove', id: 4, record: line, data: { name } });
    await expect(remove('sales')).rejects.toMatchObject({
      status: 400,
      body: { errors: { name: 'Value not match' } },
    });
    expect(await remove('Sales')).toEqual({ data: null });
    expect(dataProvider.recordsOf('demoLines')).toEqual([]);
  });

  it('stores the declared fields of a filled body: on the record, or on the shown record for a row action', async () => {
    const dataProvider = provider();
    const line = dataProvider.recordsOf('demoLines')[0];
    await dataProvider.runAction('demoLines', { action: 'disable', id: 4, record: line });
    expect(dataProvider.recordsOf('demoLines')[0]).toMatchObject({ enabled: false });
    const parent = dataProvider.recordsOf('demoModules')[0];
    const { data } = await dataProvider.runAction('demoModules', {
      action: 'setDefaultLine',
      id: 1,
      rowId: 4,
      record: line,
      parent,
    });
    expect(data).toEqual({ id: 1, name: 'Prague', idDefaultLine: 4 });
  });

  it('answers a download action with a file', async () => {
    const { data } = await provider().runAction('demoLines', { action: 'report', id: 4 });
    const file = data as { blob: Blob; fileName: string };
    expect(file.fileName).toBe('report-4.csv');
    expect(await file.blob.text()).toBe('id,action\r\n4,report\r\n');
  });
});
