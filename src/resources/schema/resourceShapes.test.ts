// @vitest-environment node
import published from '../../../config/resource.schema.json';
import { componentNamesOfAreas, inputNamesOfAreas } from '../areas';
import { validateResource } from '../defineResource';
import { resourceJsonSchemaText } from './jsonSchema';
import { formatIssue } from './issueText';
import { findTab, routedTabs } from './tabs';

const base = () => ({
  name: 'lines',
  route: 'administration/lines',
  representation: 'name',
  api: { list: { path: '/lines' }, get: { path: '/lines/{id}' } },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'enabled', type: 'boolean' },
    { source: 'created', type: 'datetime' },
    { source: 'price', type: 'money', currencySource: 'currency' },
    { source: 'currency', type: 'text' },
  ],
  list: { columns: ['name'], defaultSort: { field: 'name', order: 'ASC' } },
  detail: { tabs: [{ path: 'overview', fields: ['name'] }] },
  permissions: { list: [{ area: 'Line', action: 'view' }], detail: [{ area: 'Line', action: 'view' }] },
});
type Config = ReturnType<typeof base> & Record<string, unknown>;

const parse = (patch: (config: Config) => void) => {
  const config = base() as Config;
  patch(config);
  return validateResource(config);
};
const issuesOf = (patch: (config: Config) => void) => {
  const result = parse(patch);
  return result.ok ? [] : result.issues.map(formatIssue);
};
const configOf = (patch: (config: Config) => void) => {
  const result = parse(patch);
  if (!result.ok) throw new Error(result.issues.map(formatIssue).join('\n'));
  return result.config;
};

const monitoring = {
  path: 'monitoring',
  source: {
    path: '/lines/{id}/monitoring',
    fields: [
      { source: 'monitoring', type: 'boolean' },
      { source: 'alertEmail', type: 'email' },
    ],
  },
  form: { inputs: [{ source: 'alertEmail', validate: [{ name: 'email' }] }], permissions: [] },
};

describe('tab groups, sections and tab records', () => {
  it('completes a group into routed children with their full paths and accumulated permissions', () => {
    const config = configOf((c) =>
      c.detail.tabs.push({
        path: 'advanced',
        permissions: [{ area: 'Line', action: 'edit' }],
        children: [
          monitoring,
          { path: 'queue', fields: ['name'], permissions: [{ area: 'Line', action: 'viewQueue' }] },
        ],
      } as never),
    );
    expect(routedTabs(config.detail.tabs).map((tab) => tab.path)).toEqual([
      'overview',
      'advanced',
      'advanced/monitoring',
      'advanced/queue',
    ]);
    expect(findTab(config.detail.tabs, 'advanced/queue/')?.permissions).toEqual([
      { area: 'Line', action: 'edit' },
      { area: 'Line', action: 'viewQueue' },
    ]);
    const own = findTab(config.detail.tabs, 'advanced/monitoring')?.tab;
    expect(own?.source?.fields[1]).toMatchObject({
      label: 'resources.lines.fields.alertEmail',
      sortable: true,
    });
    expect(own?.form?.call).toEqual({ method: 'PUT' });
  });

  it('turns shorthand content into one section and keeps declared sections in order', () => {
    const config = configOf((c) =>
      c.detail.tabs.push({
        path: 'stats',
        sections: [
          { title: 'resources.lines.sections.a', fields: ['id'] },
          { component: 'permissionEditor' },
        ],
      } as never),
    );
    expect(config.detail.tabs[0]?.sections).toEqual([{ fields: ['name'] }]);
    expect(config.detail.tabs[1]?.sections).toHaveLength(2);
  });

  it.each<[string, (config: Config) => void, string]>([
    [
      'a tab without content',
      (c) => c.detail.tabs.push({ path: 'empty' } as never),
      'detail.tabs[1]: needs content',
    ],
    [
      'a section field of the tab record that is not declared there',
      (c) => c.detail.tabs.push({ ...monitoring, fields: ['name'] } as never),
      'detail.tabs[1].fields[0]: "name" is not a declared field',
    ],
    [
      'a child path used twice',
      (c) => c.detail.tabs.push({ path: 'g', children: [monitoring, monitoring] } as never),
      'detail.tabs[1].children[1].path: "monitoring" is used twice',
    ],
    [
      'a row action that does not exist',
      (c) =>
        c.detail.tabs.push({
          path: 'x',
          related: [{ resource: 'lines', target: 'id', rowActions: ['nope'] }],
        } as never),
      'detail.tabs[1].related[0].rowActions[0]: "nope" is not a row action of this resource',
    ],
    [
      'a form on a tab without a record or a path',
      (c) =>
        c.detail.tabs.push({
          path: 'x',
          fields: ['name'],
          form: { inputs: [{ source: 'name' }], permissions: [] },
        } as never),
      'detail.tabs[1].form.call.path: is required when the tab has no source',
    ],
  ])('reports %s', (_name, patch, expected) => {
    expect(issuesOf(patch).join('\n')).toContain(expected);
  });
});

describe('actions', () => {
  const action = (extra: Record<string, unknown>) => (c: Config) =>
    Object.assign(c, {
      actions: [
        {
          name: 'disable',
          scope: 'record',
          call: { path: '/lines/{id}/disable' },
          permissions: [],
          ...extra,
        },
      ],
    });

  it('keeps conditions and normalises a typed confirmation', () => {
    const config = configOf(
      action({
        visibleWhen: { field: 'enabled', equals: true },
        confirm: { typeField: 'name' },
        onSuccess: 'list',
      }),
    );
    expect(config.actions[0]).toMatchObject({
      visibleWhen: { field: 'enabled', equals: true },
      confirm: { message: 'resources.lines.actions.disable_confirm', typeField: 'name' },
      onSuccess: 'list',
      call: { method: 'POST', dataPath: '' },
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a condition with two tests',
      { visibleWhen: { field: 'enabled', equals: true, empty: true } },
      'actions[0].visibleWhen',
    ],
    [
      'a typed confirmation of an unknown field',
      { confirm: { typeField: 'title' } },
      'actions[0].confirm.typeField: "title" is not a declared field',
    ],
    ['a row action without {rowId}', { scope: 'row' }, 'actions[0].call: a row action must use {rowId}'],
    [
      'an unknown outcome',
      { onSuccess: 'explode' },
      'actions[0].onSuccess: expected one of refresh, openResult, showResult, download, list, got "explode"',
    ],
  ])('reports %s', (_name, extra, expected) => {
    expect(issuesOf(action(extra)).join('\n')).toContain(expected);
  });
});

describe('lists, routes and keys', () => {
  it('completes named views, date-range filters and the default row click', () => {
    const config = configOf((c) =>
      Object.assign(c.list, {
        filters: [{ source: 'created', type: 'dateRange' }],
        views: [{ path: 'without-billing', filter: { kind: 'withoutBilling' } }],
      }),
    );
    expect(config.list.views[0]).toEqual({
      path: 'without-billing',
      filter: { kind: 'withoutBilling' },
      label: 'resources.lines.views.without-billing',
      permissions: [],
    });
    expect(config.list).toMatchObject({
      rowClick: 'detail',
      export: 'server',
      filters: [{ alwaysOn: false }],
    });
    expect(config.detail.route).toBe('detail/:id');
  });

  it('accepts route parameters and composite keys, filling the detail route from the key', () => {
    const config = configOf((c) =>
      Object.assign(c, {
        route: 'administration/bot-deploy/:server?',
        key: ['name', 'currency'],
        api: { list: { path: '/servers/{server}/modules' }, get: { path: '/modules/{name}/{currency}' } },
        list: { ...c.list, routeFilters: { server: 'server' } },
      }),
    );
    expect(config.detail.route).toBe('detail/:name/:currency');
    expect(config.key).toEqual(['name', 'currency']);
  });

  it.each<[string, (config: Config) => void, string]>([
    [
      'a date range over a text field',
      (c) => Object.assign(c.list, { filters: [{ source: 'name', type: 'dateRange' }] }),
      'a dateRange filter needs a date field',
    ],
    [
      'a list placeholder that is no route parameter',
      (c) => (c.api.list.path = '/x/{app}'),
      'api.list.path: {app} is not a parameter of the route',
    ],
    [
      'a route filter of an unknown parameter',
      (c) => Object.assign(c.list, { routeFilters: { app: 'app' } }),
      'list.routeFilters.app: "app" is not a parameter of the route',
    ],
    [
      'money without a currency',
      (c) => c.fields.push({ source: 'cost', type: 'money' } as never),
      'fields[6]: needs either "currency" or "currencySource"',
    ],
    [
      'a reference with neither resource nor lookup',
      (c) => c.fields.push({ source: 'idTariff', type: 'reference' } as never),
      'fields[6]: needs either "reference" or "lookup"',
    ],
    [
      'a chart without series',
      (c) =>
        c.fields.push({
          source: 'days',
          type: 'chart',
          chart: { x: { source: 'date' }, series: [] },
        } as never),
      'fields[6].chart.series: expected at least 1 item',
    ],
  ])('reports %s', (_name, patch, expected) => {
    expect(issuesOf(patch).join('\n')).toContain(expected);
  });
});

describe('the published JSON Schema', () => {
  it('is the one generated from the configuration schema (run `npm run schema` after changing it)', () => {
    expect(`${JSON.stringify(published, null, 2)}\n`).toBe(
      resourceJsonSchemaText({ components: componentNamesOfAreas, inputs: inputNamesOfAreas }),
    );
  });
});
