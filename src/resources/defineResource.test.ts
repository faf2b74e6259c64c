// @vitest-environment node
import { resourceMessages } from '../i18n/resourceMessages';
import { enUsMessages } from '../providers/i18nProvider';
import { defineResource, resourceMessageKeys } from './defineResource';
import { builtInResources, resourceRegistry } from './registry';
import { buildRegistry, requiredPermissions, validateRegistry } from './registryLookup';
import type { ResourceInput } from './types';
import { getPath } from '../shared/getPath';

const base: ResourceInput = {
  name: 'widgets',
  route: 'administration/widgets',
  representation: 'name',
  api: {
    list: { path: '/widgets' },
    get: { path: '/widgets/{id}' },
    update: { path: '/widgets/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'kinds', type: 'flags', enumeration: 'channel' },
  ],
  list: {
    columns: ['name', 'kinds'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [{ source: 'q', type: 'search' }],
  },
  detail: { tabs: [{ path: 'overview', fields: ['id', 'name'] }] },
  form: { edit: [{ source: 'name', validate: [{ name: 'required' }] }] },
  actions: [
    {
      name: 'ping',
      scope: 'record',
      call: { path: '/widgets/{id}/ping' },
      confirm: true,
      permissions: [{ area: 'Widget', action: 'edit' }],
    },
  ],
  permissions: {
    list: [{ area: 'Widget', action: 'view' }],
    detail: [{ area: 'Widget', action: 'view' }],
    edit: [{ area: 'Widget', action: 'edit' }],
  },
};

/** The resources the menus list, in their order (as before areas declared them). */
const MENU_ROUTES = [
  'flows/:idFolder?',
  'campaigns/:idFolder?',
  'campaigns/do-not-call',
  'administration/components',
  'administration/tenants',
  'administration/users',
  'administration/permission-groups',
  'administration/modules',
  'administration/lines',
  'administration/suspicious-entities',
  'administration/languages',
  'administration/grammars',
  'administration/audio-assets',
  'administration/instance-overview',
  'administration/billing',
  'administration/audit-log',
  'administration/tenant-statistics',
  'administration/knowledge-bases',
  'administration/variables-storage/:idTenant?',
  'administration/demo-calls',
  'administration/conversation-details',
  'administration/tasks',
  'administration/nlp-tester/datasets',
  'administration/nlp-tester/models',
];

describe('defineResource', () => {
  const config = defineResource(base);

  it('derives i18n keys from the resource, field, tab and action names', () => {
    expect(config.label).toBe('resources.widgets.name');
    expect(config.fields.map((field) => field.label)).toEqual([
      'resources.widgets.fields.id',
      'resources.widgets.fields.name',
      'resources.widgets.fields.kinds',
    ]);
    expect(config.detail.tabs[0]).toMatchObject({
      label: 'resources.widgets.tabs.overview',
      permissions: [],
    });
    expect(config.actions[0]).toMatchObject({
      label: 'resources.widgets.actions.ping',
      confirm: { message: 'resources.widgets.actions.ping_confirm' },
      successMessage: 'resources.widgets.actions.ping_done',
    });
    expect(config.list.filters[0]).toEqual({
      source: 'q',
      type: 'search',
      label: 'ra.action.search',
      alwaysOn: true,
    });
  });

  it('fills defaults: id field, section, methods, list query, page size, sortability, inputs', () => {
    expect(config).toMatchObject({ idField: 'id', section: 'administration' });
    expect(config.api).toMatchObject({
      base: 'core',
      list: {
        method: 'GET',
        itemsPath: 'items',
        totalPath: 'total',
        query: { page: 'page', filterStyle: 'json' },
      },
      get: { method: 'GET' },
      update: { method: 'PUT' },
    });
    expect(config.list).toMatchObject({ perPage: 25, optionalColumns: [], bulkDelete: false });
    expect(config.fields.find((field) => field.source === 'name')).toMatchObject({
      sortable: true,
      sortField: 'name',
    });
    expect(config.fields.find((field) => field.source === 'kinds')?.sortable).toBe(false);
    expect(config.form.edit).toEqual([
      { source: 'name', validate: [{ name: 'required' }], readOnly: false, submit: true },
    ]);
    expect(config.actions[0]).toMatchObject({ call: { method: 'POST' }, onSuccess: 'refresh', form: [] });
  });

  it('resolves an enumeration to its choices with labels and icons', () => {
    expect(config.fields[2]).toMatchObject({
      choices: [
        { value: 1, label: 'enums.channel.VOICE', icon: 'voice' },
        { value: 2, label: 'enums.channel.CHAT', icon: 'chat' },
        { value: 4, label: 'enums.channel.RPA', icon: 'rpa' },
      ],
    });
  });

  it('returns frozen, plain serialisable data', () => {
    expect(JSON.parse(JSON.stringify(config))).toEqual(config);
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.fields[0])).toBe(true);
    expect(Object.isFrozen(config.api.list)).toBe(true);
  });

  it('throws with every problem and its path', () => {
    expect(() =>
      defineResource({ ...base, representation: 'title', list: { ...base.list, columns: ['nope'] } }),
    ).toThrow(
      'Resource "widgets": representation: "title" is not a declared field; list.columns[0]: "nope" is not a declared field',
    );
  });
});

describe('registry', () => {
  it('declares flows first (root redirect target), campaigns and the administration resources', () => {
    // The menu's order: each area's order, then its resources' order (embedded ones follow their area's).
    const menu = resourceRegistry.filter((resource) => !resource.embedded && resource.navigation !== false);
    expect(resourceRegistry[0]?.route).toBe('flows/:idFolder?');
    expect(menu.map((resource) => resource.route)).toEqual(MENU_ROUTES);
  });

  it('has an English text for every i18n key the resources use', () => {
    const missing = resourceRegistry
      .flatMap(resourceMessageKeys)
      .filter((key) => typeof getPath(enUsMessages, key) !== 'string');
    expect(missing).toEqual([]);
    expect(resourceMessages.validation.minLength).toBe('Field must contains at least %{n} characters');
  });

  it('resolves permissions of views, tabs and actions by route or name', () => {
    expect(requiredPermissions(resourceRegistry, 'administration/tenants', 'list')).toEqual([
      { area: 'Tenant', action: 'view' },
    ]);
    expect(requiredPermissions(resourceRegistry, 'tenants', 'show')).toEqual([
      { area: 'Tenant', action: 'view' },
    ]);
    expect(requiredPermissions(resourceRegistry, 'users', 'create')).toEqual([
      { area: 'User', action: 'create' },
    ]);
    expect(requiredPermissions(resourceRegistry, 'users', 'action:newPassword')).toEqual([
      { area: 'User', action: 'view' },
      { area: 'User', action: 'edit' },
    ]);
    expect(requiredPermissions(resourceRegistry, 'tenants', 'tab:users')).toEqual([
      { area: 'Tenant', action: 'view' },
    ]);
    expect(requiredPermissions(resourceRegistry, 'administration/tenants', 'delete')).toBeUndefined();
    expect(requiredPermissions(resourceRegistry, 'tenants', 'tab:nowhere')).toBeUndefined();
    expect(requiredPermissions(resourceRegistry, 'unknown', 'list')).toBeUndefined();
  });

  it('rejects duplicate names and references to unknown resources', () => {
    const widgets = defineResource(base);
    expect(() => validateRegistry([widgets, widgets])).toThrow(
      'Resource "widgets": name: "widgets" is already declared',
    );
    const orphan = defineResource({
      ...base,
      name: 'orphans',
      route: 'orphans',
      fields: [...base.fields, { source: 'idOwner', type: 'reference', reference: 'owners' }],
    });
    expect(() => validateRegistry([orphan])).toThrow('fields[3].reference: unknown resource "owners"');
  });

  it('refuses component and input names no area declares, with their paths', () => {
    const named = defineResource({
      ...base,
      list: { ...base.list, aside: 'flowFolders' },
      detail: { tabs: [{ path: 'overview', component: 'noSuchView' }] },
      form: { edit: [{ source: 'name', component: 'nope' }] },
    });
    expect(() => validateRegistry([named])).toThrow(
      'Resource "widgets": detail.tabs[0].sections[0].component: unknown component "noSuchView"; form.edit[0].component: unknown input "nope"',
    );
    const { errors } = buildRegistry(builtInResources, [{ file: 'named.json', config: named }]);
    expect(errors[0]?.issues?.map((issue) => issue.path)).toEqual([
      'detail.tabs[0].sections[0].component',
      'form.edit[0].component',
    ]);
  });

  it('keeps runtime resources that fit and reports the others by file', () => {
    const widgets = defineResource(base);
    const clash = defineResource({ ...base, name: 'users2', route: 'administration/users' });
    const dangling = defineResource({
      ...base,
      name: 'gadgets',
      route: 'gadgets',
      fields: [...base.fields, { source: 'idOwner', type: 'reference', reference: 'owners' }],
    });
    const { registry, errors } = buildRegistry(builtInResources, [
      { file: 'widgets.json', config: widgets },
      { file: 'clash.json', config: clash },
      { file: 'gadgets.json', config: dangling },
    ]);
    expect(registry.map((resource) => resource.name)).toEqual([
      ...builtInResources.map((resource) => resource.name),
      'widgets',
    ]);
    expect(errors).toEqual([
      {
        file: 'clash.json',
        message: 'clash.json: route: "administration/users" is already used',
        issues: [{ path: 'route', message: '"administration/users" is already used' }],
      },
      {
        file: 'gadgets.json',
        message: 'gadgets.json: fields[3].reference: unknown resource "owners"',
        issues: [{ path: 'fields[3].reference', message: 'unknown resource "owners"' }],
      },
    ]);
  });
});
