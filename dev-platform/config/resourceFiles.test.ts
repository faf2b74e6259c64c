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
});
