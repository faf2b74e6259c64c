import { defineResource } from '../resources/defineResource';
import { tenantsResource } from '../resources/tenants/tenantsResource';
import type { ResourceConfig } from '../resources/types';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';

const apiUrls = { core: 'http://localhost:8080/api', nlp: 'http://localhost:8080/nlp' };

const gadgets = defineResource({
  name: 'gadgets',
  route: 'gadgets',
  idField: 'idGadget',
  representation: 'name',
  api: {
    base: 'nlp',
    list: { path: '/gadgets', itemsPath: 'result.rows', totalPath: 'result.count' },
    get: { path: '/gadgets/{id}', dataPath: 'value' },
    create: { path: '/gadgets', dataPath: 'value' },
    update: { path: '/gadgets/{id}' },
    delete: { path: '/gadgets/{id}' },
  },
  fields: [
    { source: 'idGadget', type: 'text' },
    { source: 'name', type: 'text' },
  ],
  list: { columns: ['name'], defaultSort: { field: 'name', order: 'ASC' } },
  detail: { tabs: [{ path: 'overview', fields: ['name'] }] },
  permissions: { list: [], detail: [] },
});

function setup(...bodies: unknown[]) {
  const fetchMock = vi.fn<typeof fetch>(async () => {
    const body = bodies.length > 1 ? bodies.shift() : bodies[0];
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status: body === undefined ? 204 : 200,
    });
  });
  const httpClient = createHttpClient({ getUser: async () => ({ access_token: 't' }), fetch: fetchMock });
  const dataProvider = createDataProvider({ resources: [tenantsResource, gadgets], httpClient, apiUrls });
  const request = (index = 0) => {
    const [url, init] = fetchMock.mock.calls[index] ?? [];
    return { url: new URL(String(url)), method: init?.method, body: init?.body };
  };
  return { dataProvider, fetchMock, request };
}

describe('dataProvider', () => {
  it('maps getList to the configured call with page, pageSize, sort, order and a JSON filter', async () => {
    const tenant = { id: 1, name: 'Acme' };
    const { dataProvider, request } = setup({ items: [tenant], total: 31 });
    const result = await dataProvider.getList('administration/tenants', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'acme', enabled: true },
    });
    expect(result).toEqual({ data: [tenant], total: 31 });
    const { url, method } = request();
    expect(method).toBe('GET');
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:8080/api/administration/tenants');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      pageSize: '25',
      sort: 'name',
      order: 'DESC',
      filter: '{"q":"acme","enabled":true}',
    });
  });

  it('finds resources by config name too, reads nested items/total and maps the id field', async () => {
    const { dataProvider, request } = setup({
      result: { rows: [{ idGadget: 'g-1', name: 'One' }], count: 1 },
    });
    const result = await dataProvider.getList('gadgets', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(result.data).toEqual([{ idGadget: 'g-1', name: 'One', id: 'g-1' }]);
    expect(request().url.origin + request().url.pathname).toBe('http://localhost:8080/nlp/gadgets');
    expect(request().url.searchParams.has('filter')).toBe(false);
  });

  it('rejects a list answer without items or total with a precise message', async () => {
    const { dataProvider } = setup({ rows: [] });
    await expect(
      dataProvider.getList('tenants', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow('Resource "tenants": expected items at "items" and a total at "total"');
  });

  it('maps getOne to the get path with an encoded id and the data path', async () => {
    const { dataProvider, request } = setup({ value: { idGadget: 'a/b', name: 'Slash' } });
    const { data } = await dataProvider.getOne('gadgets', { id: 'a/b' });
    expect(data).toEqual({ idGadget: 'a/b', name: 'Slash', id: 'a/b' });
    expect(request().url.pathname).toBe('/nlp/gadgets/a%2Fb');
  });

  it('getMany fetches each record', async () => {
    const { dataProvider, fetchMock } = setup({ id: 1, name: 'A' }, { id: 2, name: 'B' });
    const { data } = await dataProvider.getMany('administration/tenants', { ids: [1, 2] });
    expect(data.map((record) => record.name)).toEqual(['A', 'B']);
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual([
      '/api/administration/tenants/1',
      '/api/administration/tenants/2',
    ]);
  });

  it('getManyReference adds the target to the filter', async () => {
    const { dataProvider, request } = setup({ items: [], total: 0 });
    await dataProvider.getManyReference('administration/tenants', {
      target: 'idParentTenant',
      id: 5,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'x' },
    });
    expect(request().url.searchParams.get('filter')).toBe('{"q":"x","idParentTenant":5}');
  });

  it('maps create, update and delete when declared', async () => {
    const { dataProvider, request } = setup(
      { value: { idGadget: 'g-9', name: 'New' } },
      undefined,
      undefined,
    );
    const created = await dataProvider.create('gadgets', { data: { name: 'New' } });
    expect(created.data).toEqual({ idGadget: 'g-9', name: 'New', id: 'g-9' });
    expect(request(0)).toMatchObject({ method: 'POST', body: '{"name":"New"}' });

    const updated = await dataProvider.update('gadgets', {
      id: 'g-9',
      data: { name: 'Renamed' },
      previousData: { id: 'g-9', idGadget: 'g-9', name: 'New' },
    });
    expect(updated.data).toEqual({ id: 'g-9', idGadget: 'g-9', name: 'Renamed' });
    expect(request(1)).toMatchObject({ method: 'PUT', body: '{"name":"Renamed"}' });
    expect(request(1).url.pathname).toBe('/nlp/gadgets/g-9');

    const deleted = await dataProvider.deleteMany('gadgets', { ids: ['g-9'] });
    expect(deleted.data).toEqual(['g-9']);
    expect(request(2)).toMatchObject({ method: 'DELETE' });
  });

  it('refuses calls a resource does not declare and unknown resources', async () => {
    const { dataProvider, fetchMock } = setup({});
    await expect(dataProvider.delete('administration/tenants', { id: 1 })).rejects.toThrow(
      'Resource "tenants" does not support delete',
    );
    await expect(dataProvider.getOne('nothing', { id: 1 })).rejects.toThrow('Unknown resource "nothing"');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('passes meta.silent to the HTTP client so failures stay quiet', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response('{"status":500,"error":"Boom"}', { status: 500 }),
    );
    const httpClient = createHttpClient({ getUser: async () => ({ access_token: 't' }), fetch: fetchMock });
    const dataProvider = createDataProvider({ resources: [tenantsResource], httpClient, apiUrls });
    await expect(dataProvider.getOne('tenants', { id: 1, meta: { silent: true } })).rejects.toMatchObject({
      message: 'Error (500) - Boom',
      silent: true,
    });
  });
});

/** A data provider over `resources` whose API answers `bodies` in turn (then `{}`), and the requests it sent. */
function answering(resources: ResourceConfig[], bodies: unknown[]) {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(bodies.shift() ?? {}), { status: 200 }),
  );
  const httpClient = createHttpClient({ getUser: async () => ({ access_token: 't' }), fetch: fetchMock });
  const dataProvider = createDataProvider({ resources, httpClient, apiUrls });
  const request = (index = 0) => {
    const [url, init] = fetchMock.mock.calls[index] ?? [];
    return { url: new URL(String(url)), method: init?.method, body: init?.body };
  };
  return { dataProvider, request };
}

describe('custom methods of the resource framework', () => {
  const widgets = defineResource({
    name: 'widgets',
    route: 'widgets',
    representation: 'name',
    api: { list: { path: '/widgets' }, get: { path: '/widgets/{id}' } },
    fields: [
      { source: 'id', type: 'number' },
      { source: 'name', type: 'text' },
      { source: 'token', type: 'secret', reveal: { path: '/widgets/{id}/token', dataPath: 'value' } },
    ],
    list: { columns: ['name'], defaultSort: { field: 'name', order: 'ASC' } },
    detail: { tabs: [{ path: 'overview', fields: ['name'] }] },
    actions: [
      {
        name: 'ping',
        scope: 'record',
        call: { path: '/widgets/{id}/ping', dataPath: 'result' },
        permissions: [],
      },
      { name: 'archive', scope: 'bulk', call: { method: 'PUT', path: '/widgets/archive' }, permissions: [] },
    ],
    permissions: { list: [], detail: [] },
  });

  const setupWidgets = (...bodies: unknown[]) => answering([widgets], bodies);

  it('runs record actions on their path and bulk actions with the ids in the body', async () => {
    const { dataProvider, request } = setupWidgets({ result: 'pong' }, { updated: 2 });
    expect(
      await dataProvider.runAction('widgets', { action: 'ping', id: 'a b', data: { loud: true } }),
    ).toEqual({
      data: 'pong',
    });
    expect(request(0)).toMatchObject({ method: 'POST', body: '{"loud":true}' });
    expect(request(0).url.pathname).toBe('/api/widgets/a%20b/ping');
    expect(await dataProvider.runAction('widgets', { action: 'archive', ids: [1, 2] })).toEqual({
      data: { updated: 2 },
    });
    expect(request(1)).toMatchObject({ method: 'PUT', body: '{"ids":[1,2]}' });
    await expect(dataProvider.runAction('widgets', { action: 'nope' })).rejects.toThrow(
      'has no action "nope"',
    );
  });

  it('reveals secrets through the field’s call and checks names through the validator’s path', async () => {
    const { dataProvider, request } = setupWidgets({ value: 's3cret' }, { value: '' }, { exists: true });
    expect(await dataProvider.revealSecret('widgets', { id: 4, source: 'token' })).toEqual({
      data: 's3cret',
    });
    expect(request(0).url.pathname).toBe('/api/widgets/4/token');
    expect(await dataProvider.revealSecret('widgets', { id: 5, source: 'token' })).toEqual({ data: null });
    expect(
      await dataProvider.checkExists('widgets', { path: '/widgets/exists', value: 'Big', excludeId: 7 }),
    ).toEqual({
      data: true,
    });
    expect(request(2).url.search).toBe('?name=Big&excludeId=7');
  });

  it('reads and replaces the user preferences and reads the permission catalogue', async () => {
    const { dataProvider, request } = setupWidgets(
      { columns: {} },
      { columns: { x: 1 } },
      { items: [{ area: 'Tag', actions: ['view'] }] },
    );
    expect(await dataProvider.getUserPreferences()).toEqual({ data: { columns: {} } });
    expect(request(0).url.pathname).toBe('/api/home/user-preferences');
    await dataProvider.saveUserPreferences({ columns: { x: 1 } });
    expect(request(1)).toMatchObject({ method: 'PUT', body: '{"columns":{"x":1}}' });
    expect(await dataProvider.getPermissionAreas()).toEqual({ data: [{ area: 'Tag', actions: ['view'] }] });
    expect(request(2).url.pathname).toBe('/api/administration/permission-areas');
  });

  it('lists a related list through its own path', async () => {
    const { dataProvider, request } = setupWidgets({ items: [{ id: 1, name: 'A' }], total: 1 });
    const result = await dataProvider.getManyReference('widgets', {
      target: 'idOwner',
      id: 9,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
      meta: { apiPath: '/owners/{id}/widgets' },
    });
    expect(result.total).toBe(1);
    expect(request(0).url.pathname).toBe('/api/owners/9/widgets');
    expect(request(0).url.searchParams.has('filter')).toBe(false);
  });
});

describe('placeholders, composite keys, route parameters and tab records', () => {
  const deployments = defineResource({
    name: 'deployments',
    route: 'administration/billing/:app/:idTenant',
    idField: 'name',
    key: ['name', 'server'],
    representation: 'name',
    api: {
      list: { path: '/billing/{app}/{idTenant}/deployments' },
      get: { path: '/billing/{app}/deployments/{name}/{server}' },
      create: { path: '/billing/{app}/{idTenant}/deployments' },
      update: { path: '/billing/{app}/deployments/{name}/{server}' },
      delete: { path: '/billing/{app}/{idTenant}/deployments/{name}/{server}' },
    },
    fields: [
      { source: 'name', type: 'text' },
      { source: 'server', type: 'text' },
      { source: 'idTenant', type: 'number' },
      { source: 'kind', type: 'text' },
      { source: 'monitoring', type: 'boolean' },
      { source: 'alertEmail', type: 'email' },
    ],
    list: {
      columns: ['name'],
      defaultSort: { field: 'name', order: 'ASC' },
      filter: { kind: 'bot' },
      routeFilters: { idTenant: 'idTenant' },
    },
    detail: {
      tabs: [
        { path: 'overview', fields: ['name'] },
        {
          path: 'advanced',
          children: [
            {
              path: 'monitoring',
              source: {
                path: '/deployments/{name}/{server}/monitoring',
                dataPath: 'value',
                fields: [
                  { source: 'monitoring', type: 'boolean' },
                  { source: 'alertEmail', type: 'email' },
                ],
              },
              form: {
                inputs: [{ source: 'alertEmail' }],
                permissions: [],
                suggest: { path: '/billing/{app}/monitoring/recommended', dataPath: 'value' },
              },
            },
          ],
        },
      ],
    },
    permissions: { list: [], detail: [] },
  });
  const params = { app: 'voice bot', idTenant: '7' };
  const id = 'ivr%7Emain~srv%2F1';

  const setupDeployments = (...bodies: unknown[]) => answering([deployments], bodies);

  it('fills list paths from route parameters and adds the permanent and route filters', async () => {
    const { dataProvider, request } = setupDeployments({
      items: [{ name: 'ivr~main', server: 'srv/1', idTenant: 7 }],
      total: 1,
    });
    const { data } = await dataProvider.getList(deployments.route, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ivr', kind: 'user wins?' },
      meta: { params },
    });
    expect(request().url.pathname).toBe('/api/billing/voice%20bot/7/deployments');
    expect(JSON.parse(request().url.searchParams.get('filter') ?? '')).toEqual({
      q: 'ivr',
      kind: 'bot',
      idTenant: 7,
    });
    expect(data[0]?.id).toBe(id);
  });

  it('leaves the permanent filter out of a picker search, keeping the route filters', async () => {
    const { dataProvider, request } = setupDeployments({ items: [], total: 0 });
    await dataProvider.getList(deployments.route, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ivr', kind: 'user' },
      meta: { params, picker: true },
    });
    expect(JSON.parse(request().url.searchParams.get('filter') ?? '')).toEqual({
      q: 'ivr',
      kind: 'user',
      idTenant: 7,
    });
  });

  it('fills record paths from the composite id, the route parameters and the record', async () => {
    const record = { id, name: 'ivr~main', server: 'srv/1', idTenant: 7 };
    const { dataProvider, request } = setupDeployments(record, record, record, {});
    expect((await dataProvider.getOne(deployments.route, { id, meta: { params } })).data.id).toBe(id);
    expect(request(0).url.pathname).toBe('/api/billing/voice%20bot/deployments/ivr~main/srv%2F1');
    await dataProvider.create(deployments.route, { data: { name: 'new' }, meta: { params } });
    expect(request(1).url.pathname).toBe('/api/billing/voice%20bot/7/deployments');
    await dataProvider.update(deployments.route, {
      id,
      data: { kind: 'bot' },
      previousData: record,
      meta: { params },
    });
    expect(request(2)).toMatchObject({ method: 'PUT', body: '{"kind":"bot"}' });
    expect(request(2).url.pathname).toBe('/api/billing/voice%20bot/deployments/ivr~main/srv%2F1');
    // Without route parameters, the record's own fields fill the placeholders.
    await dataProvider.delete(deployments.route, { id, previousData: { ...record, app: 'sms' } });
    expect(request(3).url.pathname).toBe('/api/billing/sms/7/deployments/ivr~main/srv%2F1');
  });

  it('refuses to call a path it cannot fill', async () => {
    const { dataProvider } = setupDeployments({});
    await expect(dataProvider.getOne(deployments.route, { id })).rejects.toThrow(
      'No value for {app} in /billing/{app}/deployments/{name}/{server}',
    );
  });

  it("reads, saves and suggests a tab's own record through its source and form", async () => {
    const { dataProvider, request } = setupDeployments(
      { value: { monitoring: true, alertEmail: 'a@b.cz' } },
      {},
      { value: { alertEmail: 'ops@b.cz' } },
    );
    const tab = { id, tab: 'advanced/monitoring', meta: { params } };
    expect(await dataProvider.getTabRecord(deployments.route, tab)).toEqual({
      data: { monitoring: true, alertEmail: 'a@b.cz' },
    });
    expect(request(0)).toMatchObject({ method: 'GET' });
    expect(request(0).url.pathname).toBe('/api/deployments/ivr~main/srv%2F1/monitoring');
    await dataProvider.saveTabRecord(deployments.route, { ...tab, data: { alertEmail: 'x@y.cz' } });
    expect(request(1)).toMatchObject({ method: 'PUT', body: '{"alertEmail":"x@y.cz"}' });
    expect(request(1).url.pathname).toBe('/api/deployments/ivr~main/srv%2F1/monitoring');
    expect(await dataProvider.suggestTabValues(deployments.route, tab)).toEqual({
      data: { alertEmail: 'ops@b.cz' },
    });
    expect(request(2).url.pathname).toBe('/api/billing/voice%20bot/monitoring/recommended');
    await expect(dataProvider.getTabRecord(deployments.route, { ...tab, tab: 'overview' })).rejects.toThrow(
      'Tab "overview" of "deployments" has no record of its own',
    );
  });
});
