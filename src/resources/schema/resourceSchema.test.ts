// @vitest-environment node
import tagsJson from '../../../config/resources/tags.json';
import { validateResource } from '../defineResource';
import { formatIssue } from './issueText';

/** A minimal valid configuration, as a JSON file would hold it. */
const valid = () => ({
  name: 'widgets',
  route: 'administration/widgets',
  representation: 'name',
  api: { list: { path: '/widgets' }, get: { path: '/widgets/{id}' } },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'state', type: 'enum', enumeration: 'taskStatus' },
  ],
  list: { columns: ['name'], defaultSort: { field: 'name', order: 'ASC' } },
  detail: { tabs: [{ path: 'overview', fields: ['id', 'name'] }] },
  permissions: { list: [{ area: 'Widget', action: 'view' }], detail: [{ area: 'Widget', action: 'view' }] },
});

type Json = ReturnType<typeof valid> & Record<string, unknown>;

function issuesOf(patch: (config: Json) => void): string[] {
  const config = valid() as Json;
  patch(config);
  const result = validateResource(config);
  return result.ok ? [] : result.issues.map(formatIssue);
}

describe('the resource schema', () => {
  it('accepts a minimal configuration and the shipped tags.json', () => {
    expect(validateResource(valid())).toMatchObject({ ok: true });
    expect(validateResource(tagsJson)).toMatchObject({
      ok: true,
      config: { name: 'tags', route: 'administration/tags' },
    });
  });

  it('accepts a detail without an overview, which opens on its first tab', () => {
    const config = valid();
    config.detail.tabs[0]!.path = 'timeline';
    expect(validateResource(config)).toMatchObject({ ok: true });
  });

  it.each<[string, (config: Json) => void, string]>([
    [
      'an unknown field type',
      (c) => c.fields.push({ source: 'colour', type: 'unicorn' } as never),
      'fields[3].type: expected one of text, longText, number, boolean, date, datetime, duration, enum, flags, reference, referenceList, json, url, email, secret, tags, colour, phone, audio, chart, percent, money, snippet, got "unicorn"',
    ],
    ['a missing name', (c) => delete (c as Partial<Json>).name, 'name: is required'],
    [
      'a bad name',
      (c) => (c.name = 'Widgets!'),
      'name: expected camelCase letters and digits, got "Widgets!"',
    ],
    [
      'a route with a leading slash',
      (c) => (c.route = '/widgets'),
      'route: expected lower-case path segments or :parameters without a leading or trailing slash, got "/widgets"',
    ],
    ['a typo in a property', (c) => Object.assign(c.list, { colums: [] }), 'list.colums: unknown property'],
    [
      'a field without source',
      (c) => c.fields.push({ type: 'text' } as never),
      'fields[3].source: is required',
    ],
    ['fields not a list', (c) => Object.assign(c, { fields: {} }), 'fields: expected a list, got an object'],
    [
      'an unknown enumeration',
      (c) => Object.assign(c.fields[2], { enumeration: 'colours' }),
      'fields[2].enumeration: expected one of workStatus',
    ],
    [
      'an enum with neither enumeration nor choices',
      (c) => delete (c.fields[2] as { enumeration?: string }).enumeration,
      'fields[2]: needs either "enumeration" or "choices" (exactly one)',
    ],
    ['an unknown icon', (c) => Object.assign(c, { icon: 'unicorn' }), 'icon: expected one of flows, tenants'],
    [
      'a wrong sort order',
      (c) => Object.assign(c.list.defaultSort, { order: 'UP' }),
      'list.defaultSort.order: expected one of ASC, DESC, got "UP"',
    ],
    [
      'a page size out of range',
      (c) => Object.assign(c.list, { perPage: 0 }),
      'list.perPage: must be at least 1, got 0',
    ],
    [
      'an unknown validator',
      (c) =>
        Object.assign(c, {
          api: { ...c.api, create: { path: '/widgets' } },
          form: { create: [{ source: 'name', validate: [{ name: 'shout' }] }] },
        }),
      'form.create[0].validate[0].name: expected one of required, match, email',
    ],
    [
      'a validator without its parameter',
      (c) => Object.assign(c, { form: { edit: [{ source: 'name', validate: [{ name: 'minLength' }] }] } }),
      'form.edit[0].validate[0].n: is required',
    ],
    [
      'a range upside down',
      (c) =>
        Object.assign(c, {
          form: { edit: [{ source: 'name', validate: [{ name: 'range', min: 5, max: 1 }] }] },
        }),
      'form.edit[0].validate[0]: min 5 is above max 1',
    ],
    [
      'an invalid match pattern',
      (c) =>
        Object.assign(c, {
          form: { edit: [{ source: 'name', validate: [{ name: 'match', pattern: '(' }] }] },
        }),
      'form.edit[0].validate[0].pattern: is not a valid regular expression',
    ],
    [
      'a component name that is no name',
      (c) => Object.assign(c.detail.tabs[0], { fields: undefined, component: 'No such' }),
      'detail.tabs[0].component: expected camelCase letters and digits',
    ],
    [
      'a permission without action',
      (c) => c.permissions.list.push({ area: 'X' } as never),
      'permissions.list[1].action: is required',
    ],
    [
      'a missing detail permission',
      (c) => delete (c.permissions as Partial<Json['permissions']>).detail,
      'permissions.detail: is required',
    ],
    [
      'a path without slash',
      (c) => (c.api.list.path = 'widgets'),
      'api.list.path: expected a path starting with "/", got "widgets"',
    ],
    ['a name that is not text', (c) => Object.assign(c, { name: 7 }), 'name: expected a text, got 7'],
  ])('reports %s with its path', (_name, patch, expected) => {
    expect(issuesOf(patch).join('\n')).toContain(expected);
  });

  it.each<[string, (config: Json) => void, string]>([
    [
      'an unknown column',
      (c) => c.list.columns.push('nope'),
      'list.columns[1]: "nope" is not a declared field',
    ],
    [
      'an unknown representation',
      (c) => (c.representation = 'title'),
      'representation: "title" is not a declared field',
    ],
    [
      'an unsortable default sort',
      (c) => (c.list.defaultSort.field = 'colour'),
      'list.defaultSort.field: "colour" is not a sortable field',
    ],
    [
      'a first tab other than overview while there is an overview',
      (c) => {
        c.detail.tabs[0].path = 'history';
        c.detail.tabs.push({ path: 'overview', fields: [] });
      },
      'detail.tabs[0].path: the first tab must be "overview"',
    ],
    [
      'the reserved basic tab',
      (c) => c.detail.tabs.push({ path: 'basic', fields: [] }),
      'detail.tabs[1].path: "basic" redirects to overview and cannot be a tab',
    ],
    [
      'a tab group with content of its own',
      (c) =>
        c.detail.tabs.push({
          path: 'advanced',
          fields: ['name'],
          children: [{ path: 'a', fields: ['id'] }],
        } as never),
      'detail.tabs[1]: a tab group has only "children"',
    ],
    [
      'an unknown tab field',
      (c) => c.detail.tabs[0].fields.push('ghost'),
      'detail.tabs[0].fields[2]: "ghost" is not a declared field',
    ],
    ['a get path without {id}', (c) => (c.api.get.path = '/widgets'), 'api.get.path: must contain {id}'],
    [
      'a duplicate field',
      (c) => c.fields.push({ source: 'name', type: 'text' }),
      'fields[3].source: "name" is declared twice',
    ],
    [
      'a create form without a create call',
      (c) => Object.assign(c, { form: { create: [{ source: 'name' }] } }),
      'form.create: needs api.create',
    ],
    [
      'a match on an input not in the form',
      (c) =>
        Object.assign(c, {
          api: { ...c.api, update: { path: '/widgets/{id}' } },
          permissions: { ...c.permissions, edit: [] },
          form: { edit: [{ source: 'name', validate: [{ name: 'match', field: 'id' }] }] },
        }),
      'form.edit[0].validate[0].field: "id" is not an input of this form',
    ],
    [
      'a record action without {id}',
      (c) =>
        Object.assign(c, {
          actions: [{ name: 'ping', scope: 'record', call: { path: '/widgets/ping' }, permissions: [] }],
        }),
      'actions[0].call.path: a record action path must contain {id}',
    ],
    [
      'an action on an unknown tab',
      (c) =>
        Object.assign(c, {
          actions: [
            { name: 'ping', scope: 'record', tab: 'nowhere', call: { path: '/w/{id}' }, permissions: [] },
          ],
        }),
      'actions[0].tab: "nowhere" is not a tab of this resource',
    ],
    [
      'an enum filter on a text field',
      (c) => Object.assign(c.list, { filters: [{ source: 'name', type: 'enum' }] }),
      'list.filters[0].source: an enum filter needs an enum field, "name" is not one',
    ],
  ])('reports %s (consistency) with its path', (_name, patch, expected) => {
    expect(issuesOf(patch).join('\n')).toContain(expected);
  });

  it('refuses a file that is not an object', () => {
    expect(validateResource([])).toEqual({
      ok: false,
      issues: [{ path: '', message: 'expected an object, got an array' }],
    });
  });

  it('reports every problem of a file at once', () => {
    const issues = issuesOf((c) => {
      c.name = 'Bad';
      c.fields.push({ source: 'colour', type: 'unicorn' } as never);
      Object.assign(c.list, { perPage: 'many' });
    });
    expect(issues).toEqual([
      'name: expected camelCase letters and digits, got "Bad"',
      expect.stringContaining('fields[3].type: expected one of'),
      'list.perPage: expected a number, got "many"',
    ]);
  });
});
