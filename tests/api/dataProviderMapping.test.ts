import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import tagsJson from '../../config/resources/tags.json';
import { createDataProvider, type ConsoleDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { defineResource } from '../../src/resources/defineResource';
import { resourceRegistry } from '../../src/resources/registry';
import type { ResourceConfig } from '../../src/resources/types';
import { routedTabs } from '../../src/resources/schema/tabs';
import type { ResourceInput } from '../../src/resources/types';
import { getPath } from '../../src/shared/getPath';
import { memoryStorage } from '../../src/testing/memoryStorage';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, tenantIdOf } from './session';

// The console's configuration-driven data provider against the real dev platform, in-process: every configured
// call, path and field of the registry (and the runtime tags.json) must match what the API serves.
let platform: Platform;
let dataProvider: ConsoleDataProvider;
const tags = defineResource(tagsJson as ResourceInput);
const resources: ResourceConfig[] = [...resourceRegistry, tags];

beforeAll(async () => {
  platform = await startTestPlatform();
  const { token } = await sessionFor(platform, 'operator');
  const httpClient = createHttpClient({
    getUser: async () => ({ access_token: token }),
    fetch: globalThis.fetch,
    storage: memoryStorage(),
  });
  dataProvider = createDataProvider({
    resources,
    httpClient,
    apiUrls: { core: `${platform.url}/api`, nlp: `${platform.url}/nlp` },
  });
});
afterAll(async () => platform?.close());

// A named view's server filter is part of its list (suspicious entities need their `kind`).
const viewFilter = (resource: ResourceConfig) => resource.list.views[0]?.filter ?? {};
// Lists whose path takes the parent record (`{idLine}`) are reached through it; see the ongoing calls test below.
const standalone = resources.filter((resource) => !/\{/.test(resource.api.list.path));

const firstPage = (resource: ResourceConfig, perPage = 5) =>
  dataProvider.getList(resource.route, {
    pagination: { page: 1, perPage },
    sort: resource.list.defaultSort,
    filter: viewFilter(resource),
  });

describe('the data provider against the dev platform', () => {
  it.each(standalone.map((resource) => [resource.name, resource] as const))(
    '%s: the list and detail calls answer every configured field',
    async (_name, resource) => {
      const { data, total } = await firstPage(resource);
      expect(total).toBeGreaterThan(0);
      const shown = new Set([
        ...resource.list.columns,
        ...resource.list.optionalColumns,
        ...routedTabs(resource.detail.tabs)
          .filter(({ tab }) => !tab.source)
          .flatMap(({ tab }) => tab.sections.flatMap((section) => section.fields ?? [])),
      ]);
      const writeOnly = resource.fields
        .filter((field) => field.type === 'secret')
        .map((field) => field.source);
      for (const source of [...shown].filter((item) => !writeOnly.includes(item))) {
        expect(getPath(data[0], source), `${resource.name}.${source}`).not.toBeUndefined();
      }
      const { data: record } = await dataProvider.getOne(resource.route, { id: data[0].id });
      expect(record.id).toBe(data[0].id);
      expect(record[resource.representation]).toBe(data[0][resource.representation]);
    },
  );

  it.each(standalone.map((resource) => [resource.name, resource] as const))(
    '%s: every sortable column sorts on the server',
    async (_name, resource) => {
      for (const field of resource.fields.filter(
        (item) =>
          item.sortable && [...resource.list.columns, ...resource.list.optionalColumns].includes(item.source),
      )) {
        await expect(
          dataProvider.getList(resource.route, {
            pagination: { page: 1, perPage: 2 },
            sort: { field: field.sortField, order: 'DESC' },
            filter: viewFilter(resource),
          }),
          `${resource.name} by ${field.sortField}`,
        ).resolves.toMatchObject({ data: expect.any(Array) });
      }
    },
  );

  it("lists a line's ongoing calls through the line's path, keyed by guid", async () => {
    const { id_line: idLine } = platform.db
      .prepare(
        'SELECT id_line FROM conversation WHERE ended IS NULL AND id_line IS NOT NULL AND id_tenant = ? LIMIT 1',
      )
      .get(tenantIdOf(platform, 'Acme Telecom')) as { id_line: number };
    const calls = await dataProvider.getManyReference('administration/lines/:idLine/ongoing-calls', {
      target: 'idLine',
      id: idLine,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'started', order: 'DESC' },
      filter: {},
      meta: { apiPath: '/administration/lines/{id}/ongoing-calls' },
    });
    expect(calls.total).toBeGreaterThan(0);
    expect(calls.data.every((call) => call.id === call.guid && typeof call.caller === 'string')).toBe(true);
  });

  it('pages, filters and maps ids of a list of thousands (audit log)', async () => {
    const auditLog = resources.find((resource) => resource.name === 'auditLog')!;
    const page = await dataProvider.getList(auditLog.route, {
      pagination: { page: 3, perPage: 50 },
      sort: { field: 'time', order: 'ASC' },
      filter: { action: 2 },
    });
    expect(page.data).toHaveLength(50);
    expect(page.data.every((entry) => entry.action === 2 && entry.id === entry.id)).toBe(true);
    const times = page.data.map((entry) => entry.time as string);
    expect(times).toEqual([...times].sort());
  });

  it("lists related records through a tab's own path and through a filter", async () => {
    const acme = tenantIdOf(platform, 'Acme Telecom');
    const users = await dataProvider.getManyReference('administration/users', {
      target: 'idTenant',
      id: acme,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'username', order: 'ASC' },
      filter: {},
      meta: { apiPath: '/administration/tenants/{id}/users' },
    });
    expect(users.total).toBeGreaterThan(3);
    expect(users.data.every((user) => user.idTenant === acme)).toBe(true);
    const language = (
      platform.db.prepare("SELECT id FROM language WHERE code = 'en-US'").get() as { id: number }
    ).id;
    const grammars = await dataProvider.getManyReference('administration/grammars', {
      target: 'idLanguage',
      id: language,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(grammars.data.every((grammar) => grammar.idLanguage === language)).toBe(true);
  });

  it('creates, updates and deletes through the configured calls; field errors come back in body.errors', async () => {
    await expect(
      dataProvider.create('administration/tags', { data: { name: 'x', colour: 'blue' } }),
    ).rejects.toMatchObject({
      status: 400,
      body: { errors: { name: 'Field must contains at least 2 characters', colour: 'Value not match' } },
    });
    const { data: tag } = await dataProvider.create('administration/tags', {
      data: { name: 'Mapped', colour: '#010203' },
    });
    const { data: updated } = await dataProvider.update('administration/tags', {
      id: tag.id,
      data: { colour: '#0a0b0c' },
      previousData: tag,
    });
    expect(updated).toMatchObject({ id: tag.id, name: 'Mapped', colour: '#0a0b0c' });
    await dataProvider.delete('administration/tags', { id: tag.id, previousData: updated });
    await expect(dataProvider.getOne('administration/tags', { id: tag.id })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('runs record actions, reveals secrets and checks grammar names', async () => {
    const { data: user } = await dataProvider.create('administration/users', {
      data: {
        username: 'mapped.user',
        firstname: 'Map',
        lastname: 'Ped',
        email: 'map@acme.example',
        password: 'long enough',
      },
    });
    const generated = await dataProvider.runAction('users', { action: 'generateSecret', id: user.id });
    const secret = (generated.data as { secret: string }).secret;
    expect((await dataProvider.revealSecret('users', { id: user.id, source: 'apiSecret' })).data).toBe(
      secret,
    );
    await dataProvider.runAction('users', { action: 'resetTwoFactor', id: user.id });
    expect((await dataProvider.getOne('users', { id: user.id })).data.twoFactorEnabled).toBe(false);
    await expect(
      dataProvider.runAction('users', { action: 'newPassword', id: user.id, data: { password: 'short' } }),
    ).rejects.toMatchObject({ body: { errors: { password: 'Field must contains at least 8 characters' } } });
    const bulk = await dataProvider.runAction('users', { action: 'disable', ids: [user.id] });
    expect(bulk.data).toEqual({ updated: 1 });

    const grammar = (await firstPage(resources.find((resource) => resource.name === 'grammars')!)).data[0];
    const exists = (value: string, excludeId?: number) =>
      dataProvider.checkExists('grammars', { path: '/assets/grammars/exists', value, excludeId });
    expect((await exists(grammar.name as string)).data).toBe(true);
    expect((await exists(grammar.name as string, grammar.id as number)).data).toBe(false);
    const copy = await dataProvider.runAction('grammars', { action: 'duplicate', id: grammar.id });
    expect(copy.data).toMatchObject({ name: `${grammar.name as string} (copy)` });
  });

  it('keeps user preferences and reads the permission catalogue', async () => {
    await dataProvider.saveUserPreferences({ columns: { users: { hidden: ['email'] } } });
    expect((await dataProvider.getUserPreferences()).data).toEqual({
      columns: { users: { hidden: ['email'] } },
    });
    const areas = (await dataProvider.getPermissionAreas()).data;
    expect(areas.find((area) => area.area === 'Tag')).toEqual({ area: 'Tag', actions: ['view', 'edit'] });
  });

  it('saves a permission group map through the resource update, refusing unknown areas', async () => {
    const groups = resources.find((resource) => resource.name === 'permissionGroups')!;
    const { data: role } = await dataProvider.create(groups.route, { data: { name: 'Mapped group' } });
    const { data: saved } = await dataProvider.update(groups.route, {
      id: role.id,
      data: { permissions: { Tag: -1, User: ['view'] } },
      previousData: role,
    });
    expect(saved.permissions).toEqual({ Tag: -1, User: ['view'] });
    await expect(
      dataProvider.update(groups.route, {
        id: role.id,
        data: { permissions: { Nope: -1 } },
        previousData: saved,
      }),
    ).rejects.toMatchObject({ body: { errors: { permissions: 'Unknown area "Nope"' } } });
  });
});
