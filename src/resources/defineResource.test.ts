import { defineResource, resourceMessageKeys } from './defineResource';
import { requiredPermissions, resourceRegistry, validateRegistry } from './registry';
import type { ResourceInput } from './types';

const base: ResourceInput = {
  name: 'widgets',
  route: 'administration/widgets',
  representation: 'name',
  api: {
    base: 'core',
    list: { method: 'GET', path: '/widgets', itemsPath: 'items', totalPath: 'total' },
    get: { method: 'GET', path: '/widgets/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'kinds', type: 'flags', choices: [{ value: 1, label: 'enums.kind.A' }] },
  ],
  list: {
    columns: ['name', 'kinds'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [{ source: 'q', type: 'search' }],
  },
  detail: { tabs: [{ path: 'overview', fields: ['id', 'name'] }] },
  permissions: { list: [{ area: 'Widget', action: 'view' }], detail: [{ area: 'Widget', action: 'view' }] },
};

describe('defineResource', () => {
  const config = defineResource(base);

  it('derives i18n keys from the resource and field names', () => {
    expect(config.label).toBe('resources.widgets.name');
    expect(config.fields.map((field) => field.label)).toEqual([
      'resources.widgets.fields.id',
      'resources.widgets.fields.name',
      'resources.widgets.fields.kinds',
    ]);
    expect(config.detail.tabs[0]?.label).toBe('resources.widgets.tabs.overview');
    expect(config.list.filters[0]).toEqual({
      source: 'q',
      type: 'search',
      label: 'ra.action.search',
      alwaysOn: true,
    });
  });

  it('fills defaults: id field, page size, sortability', () => {
    expect(config.idField).toBe('id');
    expect(config.list.perPage).toBe(25);
    expect(config.fields.find((field) => field.source === 'name')).toMatchObject({
      sortable: true,
      sortField: 'name',
    });
    expect(config.fields.find((field) => field.source === 'kinds')?.sortable).toBe(false);
  });

  it('returns frozen, plain serialisable data', () => {
    expect(JSON.parse(JSON.stringify(config))).toEqual(config);
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.fields[0])).toBe(true);
    expect(Object.isFrozen(config.api.list)).toBe(true);
  });

  it('lists every i18n key it uses', () => {
    expect(resourceMessageKeys(config)).toEqual([
      'resources.widgets.name',
      'resources.widgets.fields.id',
      'resources.widgets.fields.name',
      'resources.widgets.fields.kinds',
      'enums.kind.A',
      'resources.widgets.tabs.overview',
      'ra.action.search',
    ]);
  });

  it.each<[string, Partial<ResourceInput>, string]>([
    ['bad name', { name: 'Widgets!' }, 'name must be camelCase'],
    ['bad route', { route: '/widgets' }, 'route "/widgets" must be lower-case segments'],
    [
      'unknown column',
      { list: { ...base.list, columns: ['nope'] } },
      'list column "nope" is not a declared field',
    ],
    ['no columns', { list: { ...base.list, columns: [] } }, 'at least one column'],
    ['unknown representation', { representation: 'title' }, 'representation "title" is not a declared field'],
    [
      'unsortable default sort',
      { list: { ...base.list, defaultSort: { field: 'kinds', order: 'ASC' } } },
      'default sort "kinds"',
    ],
    [
      'first tab not overview',
      { detail: { tabs: [{ path: 'history', fields: [] }] } },
      'first detail tab must be "overview"',
    ],
    [
      'reserved tab',
      {
        detail: {
          tabs: [
            { path: 'overview', fields: [] },
            { path: 'basic', fields: [] },
          ],
        },
      },
      'tab path "basic" is not allowed',
    ],
    [
      'unknown tab field',
      { detail: { tabs: [{ path: 'overview', fields: ['nope'] }] } },
      'tab "overview" field "nope"',
    ],
    [
      'get without {id}',
      { api: { ...base.api, get: { method: 'GET', path: '/widgets' } } },
      'must contain {id}',
    ],
    ['missing permissions', { permissions: { list: [] } }, 'permissions for list and detail are required'],
    [
      'duplicate field',
      { fields: [...base.fields, { source: 'name', type: 'text' }] },
      'field "name" is declared twice',
    ],
  ])('rejects %s', (_name, patch, message) => {
    expect(() => defineResource({ ...base, ...patch })).toThrow(message);
  });
});

describe('registry', () => {
  it('declares flows first (root redirect target) and tenants under administration', () => {
    expect(resourceRegistry.map((resource) => resource.route)).toEqual(['flows', 'administration/tenants']);
  });

  it('resolves permissions of react-admin actions by route or name', () => {
    expect(requiredPermissions(resourceRegistry, 'administration/tenants', 'list')).toEqual([
      { area: 'Tenant', action: 'view' },
    ]);
    expect(requiredPermissions(resourceRegistry, 'tenants', 'show')).toEqual([
      { area: 'Tenant', action: 'view' },
    ]);
    expect(requiredPermissions(resourceRegistry, 'flows', 'list')).toEqual([
      { area: 'CallScript', action: 'view' },
    ]);
    expect(requiredPermissions(resourceRegistry, 'administration/tenants', 'delete')).toBeUndefined();
    expect(requiredPermissions(resourceRegistry, 'unknown', 'list')).toBeUndefined();
  });

  it('rejects duplicate routes and unknown references', () => {
    const widgets = defineResource(base);
    expect(() => validateRegistry([widgets, widgets])).toThrow('Resource name "widgets" is declared twice');
    const orphan = defineResource({
      ...base,
      name: 'orphans',
      route: 'orphans',
      fields: [...base.fields, { source: 'idOwner', type: 'reference', reference: 'owners' }],
    });
    expect(() => validateRegistry([orphan])).toThrow('field "idOwner" references unknown "owners"');
  });
});
