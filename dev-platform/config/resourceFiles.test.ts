import { describe, expect, it } from 'vitest';
import { brokenResource, labelsResource } from '../../tests/support/configDirCopy';
import { checkResourceFiles } from './resourceFiles';

const text = (value: unknown) => JSON.stringify(value);

describe('checkResourceFiles', () => {
  it('reports every problem of a file at once: shape and cross-checks together', () => {
    const { states, resources } = checkResourceFiles([{ file: 'broken.json', text: text(brokenResource()) }]);
    expect(resources).toEqual([]);
    expect(states[0].problems.map((problem) => problem.path).sort()).toEqual([
      'colour',
      'fields[1].type',
      'list.columns[1]',
    ]);
  });

  it('keeps the good files when another one is broken, clashes or is not JSON', () => {
    const { states, resources } = checkResourceFiles([
      { file: 'a.json', text: text(labelsResource()) },
      { file: 'b.json', text: text(labelsResource()) },
      { file: 'c.json', text: '{ "name": ' },
      { file: 'd.json', text: text({ ...labelsResource(), name: 'tenants', route: 'x/tenants' }) },
    ]);
    expect(resources.map(({ file }) => file)).toEqual(['a.json']);
    expect(states.map(({ file, problems }) => [file, problems.map((problem) => problem.path)])).toEqual([
      ['a.json', []],
      ['b.json', ['name', 'route']],
      ['c.json', ['']],
      ['d.json', ['name']],
    ]);
    expect(states[2].problems[0].message).toMatch(/^is not valid JSON/);
  });

  it('accepts in JSON what the configuration-only areas use: tab groups, related lists, actions, filters, charts, views', () => {
    const labels = labelsResource();
    const file = {
      ...labels,
      list: {
        ...labels.list,
        filters: [
          { source: 'q', type: 'search', alwaysOn: true },
          { source: 'colour', type: 'text' },
        ],
        views: [
          { path: 'all', filter: {} },
          { path: 'red', filter: { colour: '#ff0000' }, permissions: [{ area: 'Tag', action: 'edit' }] },
        ],
      },
      detail: {
        tabs: [
          { path: 'overview', fields: ['id', 'name', 'colour'] },
          {
            path: 'more',
            children: [
              { path: 'flows', related: [{ resource: 'flows', target: 'idTag', columns: ['name'] }] },
              {
                path: 'usage',
                chart: {
                  chart: { kind: 'line', x: { source: 'date', type: 'date' }, series: [{ source: 'calls' }] },
                  source: { path: '/assets/tags/{id}/usage' },
                  dateRange: { defaultDays: 7 },
                },
              },
            ],
          },
        ],
      },
      actions: [
        {
          name: 'remove',
          scope: 'record',
          call: { method: 'DELETE', path: '/assets/tags/{id}' },
          confirm: { message: 'Remove this label?', typeField: 'name' },
          onSuccess: 'list',
          successMessage: 'Label removed',
          permissions: [{ area: 'Tag', action: 'edit' }],
        },
        {
          name: 'recolour',
          scope: 'bulk',
          call: { method: 'POST', path: '/assets/tags/recolour', body: { colour: '{colour}' } },
          confirm: true,
          form: [{ source: 'colour', validate: [{ name: 'required' }] }],
          permissions: [{ area: 'Tag', action: 'edit' }],
        },
      ],
    };
    const { states, resources } = checkResourceFiles([{ file: 'labels.json', text: text(file) }]);
    expect(states[0].problems).toEqual([]);
    const [{ config }] = resources;
    expect(config.detail.tabs[1].children.map((tab) => tab.path)).toEqual(['more/flows', 'more/usage']);
    expect(config.actions.map((action) => [action.name, action.onSuccess])).toEqual([
      ['remove', 'list'],
      ['recolour', 'refresh'],
    ]);
    expect(config.list.views.map((view) => view.path)).toEqual(['all', 'red']);
  });
});
