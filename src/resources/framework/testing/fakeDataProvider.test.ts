import { resourceRegistry } from '../../registry';
import { createFakeDataProvider } from './fakeDataProvider';
import { sampleChartResource } from './sampleResource';
import { seedRecords } from './seedFactories';
import { usersResource } from '../../users/usersResource';
import { auditLogResource } from '../../audit-log/auditLogResource';

describe('seedRecords', () => {
  it('gives every field a value of its type and references within the referenced counts', () => {
    const [first, second] = seedRecords(usersResource, 2, {
      referenceCounts: { tenants: 3, permissionGroups: 2 },
    });
    expect(first).toMatchObject({
      id: 1,
      username: 'users 1',
      email: 'users1@example.com',
      enabled: true,
      idTenant: 1,
      tenantName: 'tenants 1',
      roleIds: [1],
      roleNames: ['permissionGroups 1'],
    });
    expect(first).not.toHaveProperty('apiSecret');
    expect(second).toMatchObject({
      id: 2,
      idTenant: 2,
      passwordChanged: expect.stringMatching(/^2024-01-01T15:00/),
    });
    expect(seedRecords(auditLogResource, 6).map((entry) => entry.action)).toEqual([1, 2, 3, 4, 5, 1]);
  });

  it('is deterministic and takes factory overrides', () => {
    expect(seedRecords(usersResource, 3)).toEqual(seedRecords(usersResource, 3));
    const [record] = seedRecords(usersResource, 1, { factory: (index) => ({ username: `custom-${index}` }) });
    expect(record.username).toBe('custom-0');
  });
});

describe('createFakeDataProvider', () => {
  const provider = () =>
    createFakeDataProvider({ resources: resourceRegistry, counts: { users: 30, tenants: 4 } });

  it('pages, sorts and searches lists in memory', async () => {
    const dataProvider = provider();
    const page = await dataProvider.getList('administration/users', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'username', order: 'DESC' },
      filter: {},
    });
    expect(page.total).toBe(30);
    expect(page.data.map((user) => user.username)).toEqual([
      'users 4',
      'users 30',
      'users 3',
      'users 29',
      'users 28',
    ]);
    const found = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'USERS 2', enabled: true },
    });
    expect(found.data.map((user) => user.id)).toEqual([2, 20, 22, 23, 25, 26, 28, 29]);
  });

  it('answers references and related lists', async () => {
    const dataProvider = provider();
    const { data } = await dataProvider.getManyReference('administration/users', {
      target: 'idTenant',
      id: 3,
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(data.every((user) => user.idTenant === 3)).toBe(true);
    expect(
      (await dataProvider.getMany('tenants', { ids: [2, 4] })).data.map((tenant) => tenant.name),
    ).toEqual(['tenants 2', 'tenants 4']);
  });

  it('creates and updates like the server, refusing invalid input with SPEC §5 messages', async () => {
    const dataProvider = provider();
    await expect(
      dataProvider.create('users', {
        data: { username: 'ab', firstname: 'A', lastname: 'B', email: 'x', password: 'p' },
      }),
    ).rejects.toMatchObject({
      status: 400,
      body: {
        errors: {
          username: 'Field must contains at least 3 characters',
          email: 'Invalid email format',
          password: 'Field must contains at least 8 characters',
        },
      },
    });
    const { data } = await dataProvider.create('users', {
      data: {
        username: 'nina',
        firstname: 'Nina',
        lastname: 'New',
        email: 'n@x.example',
        password: 'long enough',
      },
    });
    expect(data.id).toBe(31);
    await dataProvider.update('users', { id: 31, data: { firstname: 'Nora' }, previousData: data });
    expect((await dataProvider.getOne('users', { id: 31 })).data.firstname).toBe('Nora');
    // Like the real data provider: users have no delete call, so nothing is removed.
    await expect(dataProvider.delete('users', { id: 31 })).rejects.toThrow(
      'Resource "users" does not support delete',
    );
    expect((await dataProvider.getOne('users', { id: 31 })).data.firstname).toBe('Nora');
    await expect(dataProvider.getOne('users', { id: 99 })).rejects.toMatchObject({ status: 404 });
  });

  it('runs actions, reveals secrets, checks names and keeps preferences', async () => {
    const dataProvider = provider();
    expect((await dataProvider.runAction('users', { action: 'generateSecret', id: 2 })).data).toEqual({
      secret: 'fake-generateSecret-2',
    });
    expect((await dataProvider.runAction('users', { action: 'disable', ids: [1, 2] })).data).toEqual({
      updated: 2,
    });
    const copy = await dataProvider.runAction('grammars', { action: 'duplicate', id: 1 });
    expect(copy.data).toMatchObject({ id: 31, name: 'grammars 1' });
    expect((await dataProvider.revealSecret('users', { id: 4, source: 'apiSecret' })).data).toBe(
      'fake-secret-4',
    );
    expect((await dataProvider.checkExists('grammars', { path: '/x', value: 'grammars 2' })).data).toBe(true);
    expect(
      (await dataProvider.checkExists('grammars', { path: '/x', value: 'grammars 2', excludeId: 2 })).data,
    ).toBe(false);
    await dataProvider.saveUserPreferences({ columns: { users: { hidden: [] } } });
    expect((await dataProvider.getUserPreferences()).data).toEqual({ columns: { users: { hidden: [] } } });
    expect(dataProvider.calls.map((call) => call.method)).toContain('runAction');
  });

  it('answers lookups with five seeded options, or the given ones', async () => {
    const seeded = await provider().getLookup('/regions');
    expect(seeded.data).toHaveLength(5);
    expect(seeded.data[1]).toEqual({ id: 2, name: 'Option 2' });
    const given = createFakeDataProvider({
      resources: resourceRegistry,
      lookups: { '/regions': [{ id: 'N', name: 'North' }] },
    });
    expect((await given.getLookup('/regions', { valueField: 'code' })).data).toEqual([
      { id: 'N', name: 'North' },
    ]);
    expect(given.calls).toEqual([
      { method: 'getLookup', resource: '', params: { path: '/regions', valueField: 'code' } },
    ]);
  });

  it('answers a chart section with a point per day of the asked range and the totals', async () => {
    const stats = sampleChartResource();
    const dataProvider = createFakeDataProvider({ resources: [stats] });
    const { data } = await dataProvider.getChartData('stats', {
      path: '/stats/7/statistics',
      query: { from: '2024-03-29T23:00:00.000Z', to: '2024-03-31T22:00:00.000Z', timeZone: 'Europe/Prague' },
    });
    const answer = data as { items: { date: string; calls: number }[]; totals: { calls: number } };
    expect(answer.items.map((item) => item.date)).toEqual(['2024-03-30', '2024-03-31']);
    expect(answer.totals.calls).toBe(answer.items[0].calls + answer.items[1].calls);
    expect((await dataProvider.getChartData('stats', { path: '/elsewhere' })).data).toEqual({ items: [] });
  });

  it('answers chart calls with a given function', async () => {
    const chartData = vi.fn(() => ({ items: [{ date: '2024-01-01', calls: 1 }] }));
    const dataProvider = createFakeDataProvider({ resources: [sampleChartResource()], chartData });
    await dataProvider.getChartData('stats', { path: '/stats/1/statistics', query: { from: 'x' } });
    expect(chartData).toHaveBeenCalledWith('/stats/1/statistics', { from: 'x' });
  });
});
