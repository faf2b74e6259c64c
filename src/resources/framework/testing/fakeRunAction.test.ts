import { demoLines, demoModules } from './actionResources';
import { nlpCategoriesResource } from '../../nlp/nlpCategoriesResource';
import { nlpExamplesResource } from '../../nlp/nlpExamplesResource';
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

  it("acts on the row itself when a row action's path names it ({rowId}), in the related list's resource", async () => {
    const dataProvider = createFakeDataProvider({
      resources: [nlpCategoriesResource, nlpExamplesResource],
      records: {
        nlpCategories: [{ id: 'en~3~greet', language: 'en', datasetId: 3, name: 'greet' }],
        nlpExamples: [
          { id: 11, text: 'hello', category: 'en~3~greet' },
          { id: 12, text: 'hi', category: 'en~3~greet' },
        ],
      },
    });
    const [category] = dataProvider.recordsOf('nlpCategories');
    const [first, second] = dataProvider.recordsOf('nlpExamples');
    const run = (action: string, row: typeof first, data?: Record<string, unknown>) =>
      dataProvider.runAction('nlpCategories', {
        action,
        id: category!.id,
        rowId: row!.id,
        record: row,
        parent: category,
        params: { language: 'en', datasetId: '3' },
        data,
      });
    await run('editExample', first, { text: 'hello there' });
    await run('deleteExample', second);
    expect(dataProvider.recordsOf('nlpExamples')).toEqual([
      expect.objectContaining({ id: 11, text: 'hello there' }),
    ]);
    // The category, the shown record, is untouched.
    expect(dataProvider.recordsOf('nlpCategories')).toEqual([category]);
  });

  it('refuses a call the real one could not make: a placeholder nothing fills', async () => {
    const dataProvider = createFakeDataProvider({
      resources: [nlpCategoriesResource, nlpExamplesResource],
      records: {
        nlpCategories: [{ id: 'en~3~greet', language: 'en', datasetId: 3, name: 'greet' }],
        nlpExamples: [{ id: 11, text: 'hello' }],
      },
    });
    const [row] = dataProvider.recordsOf('nlpExamples');
    await expect(
      dataProvider.runAction('nlpCategories', {
        action: 'deleteExample',
        id: 'en~3~greet',
        rowId: 11,
        record: row,
      }),
    ).rejects.toThrow('No value for {language}');
    await expect(
      dataProvider.getList('nlpCategories', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow('No value for {language}');
  });
});
