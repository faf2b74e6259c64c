import { demoLines, demoModules } from '../resources/framework/testing/actionResources';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';
import { actionRequest } from './runAction';

const apiUrls = { core: 'http://localhost:8080/api', nlp: 'http://localhost:8080/nlp' };

function setup(respond: () => Response = () => new Response(JSON.stringify({ ok: true }), { status: 200 })) {
  const fetchMock = vi.fn<typeof fetch>(async () => respond());
  const httpClient = createHttpClient({ getUser: async () => ({ access_token: 't' }), fetch: fetchMock });
  const dataProvider = createDataProvider({ resources: [demoLines, demoModules], httpClient, apiUrls });
  const request = (index = 0) => {
    const [url, init] = fetchMock.mock.calls[index] ?? [];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    return { path: new URL(String(url)).pathname, method: init?.method, body };
  };
  return { dataProvider, request };
}

const line = { id: 7, name: 'Sales / EU', enabled: true, idDemoModule: 2 };

describe('runAction', () => {
  it('fills the path and the body template from the record, under the form values', async () => {
    const { dataProvider, request } = setup();
    await dataProvider.runAction('demo/lines', {
      action: 'move',
      id: 7,
      record: line,
      data: { idDemoModule: 3 },
    });
    expect(request()).toEqual({
      path: '/api/demo/lines/7/move',
      method: 'POST',
      body: { idDemoModule: 3, note: 'moved Sales / EU' },
    });
  });

  it('sends a typed confirmation in the body of a DELETE', async () => {
    const { dataProvider, request } = setup(() => new Response(null, { status: 204 }));
    const answer = await dataProvider.runAction('demoLines', {
      action: 'remove',
      id: 7,
      record: line,
      data: { name: 'Sales / EU' },
    });
    expect(answer).toEqual({ data: null });
    expect(request()).toEqual({ path: '/api/demo/lines/7', method: 'DELETE', body: { name: 'Sales / EU' } });
  });

  it('fills a row action from the parent ({id}), the row ({rowId}, fields) and parent.*', async () => {
    const { dataProvider, request } = setup();
    await dataProvider.runAction('demo/modules', {
      action: 'setDefaultLine',
      id: 2,
      rowId: 7,
      record: line,
      parent: { id: 2, name: 'Prague', idDefaultLine: 5 },
    });
    expect(request()).toEqual({
      path: '/api/demo/modules/2/default-line',
      method: 'PUT',
      body: { idDefaultLine: 7, lineName: 'Sales / EU', module: 'Prague' },
    });
  });

  it('fills placeholders from the route parameters, under the id, rowId and parent', () => {
    const move = demoLines.actions.find((action) => action.name === 'move')!;
    const routed = { ...move, call: { ...move.call, path: '/apps/{app}/lines/{id}/move' } };
    // `{app}` only the address gives; its `id` does not replace the record's own.
    const params = { app: 'voice bot', id: '99' };
    expect(actionRequest(routed, { action: 'move', params, id: 7, record: line }).path).toBe(
      '/apps/voice%20bot/lines/7/move',
    );
    expect(() => actionRequest(routed, { action: 'move', id: 7, record: line })).toThrow(
      'No value for {app}',
    );
  });

  it('refuses to call a path with a missing placeholder', async () => {
    const { dataProvider } = setup();
    await expect(
      dataProvider.runAction('demo/lines', { action: 'move', record: { name: 'x' } }),
    ).rejects.toThrow('No value for {id}');
  });

  it('answers a download as the file itself, named by Content-Disposition or after the action', async () => {
    const csv = () =>
      new Response('a,b\r\n1,2\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="line-7.csv"' },
      });
    const { dataProvider, request } = setup(csv);
    const { data } = await dataProvider.runAction('demo/lines', { action: 'report', id: 7, record: line });
    const file = data as { blob: Blob; fileName: string };
    expect(file.fileName).toBe('line-7.csv');
    expect(await file.blob.text()).toBe('a,b\r\n1,2\r\n');
    expect(request()).toMatchObject({ path: '/api/demo/lines/7/report', method: 'GET', body: undefined });

    const bare = setup(() => new Response('x', { status: 200 }));
    const named = await bare.dataProvider.runAction('demo/lines', { action: 'report', id: 7 });
    expect((named.data as { fileName: string }).fileName).toBe('report');
  });

  it('reports a failed download with the API message instead of reading it as a file', async () => {
    const { dataProvider } = setup(
      () => new Response(JSON.stringify({ status: 404, error: 'Line not found' }), { status: 404 }),
    );
    await expect(dataProvider.runAction('demo/lines', { action: 'report', id: 9 })).rejects.toThrow(
      'Error (404) - Line not found',
    );
  });

  it('creates in context through a filled path', async () => {
    const { dataProvider, request } = setup(
      () => new Response(JSON.stringify({ id: 12, name: 'New' }), { status: 201 }),
    );
    const { data } = await dataProvider.create('demo/lines', {
      data: { name: 'New', idDemoModule: 2 },
      meta: { apiPath: '/demo/modules/2/lines' },
    });
    expect(data).toEqual({ id: 12, name: 'New' });
    expect(request()).toEqual({
      path: '/api/demo/modules/2/lines',
      method: 'POST',
      body: { name: 'New', idDemoModule: 2 },
    });
  });
});
