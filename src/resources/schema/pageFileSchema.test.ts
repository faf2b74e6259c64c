// @vitest-environment node
import published from '../../../config/page.schema.json';
import { componentNamesOfAreas, inputNamesOfAreas } from '../areas';
import { resourceRegistry } from '../registry';
import { pageJsonSchemaText } from './jsonSchema';
import { pageFileIssues } from './pageFileChecks';
import { validatePageFile } from './pageFileSchema';

const names = { components: componentNamesOfAreas, inputs: inputNamesOfAreas };

export const boardPage = () => ({
  name: 'board',
  path: '/administration/board',
  section: 'administration',
  label: 'Board',
  permissions: [{ area: 'Line', action: 'view' }],
  blocks: [
    {
      type: 'figures',
      source: { path: '/administration/lines' },
      figures: [{ source: 'total', type: 'number', label: 'Lines' }],
    },
    { type: 'list', resource: 'lines', columns: ['name'] },
    {
      type: 'form',
      fields: [{ source: 'note', type: 'text' }],
      submit: { path: '/administration/notes' },
    },
  ],
});

const problems = (value: unknown) => {
  const result = validatePageFile(value);
  return result.ok ? [] : result.issues.map(({ path, message }) => `${path}: ${message}`);
};

describe('page files', () => {
  it('completes a valid page: defaults, field labels and one input per form field', () => {
    const result = validatePageFile(boardPage());
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const [figures, list, form] = result.page.blocks ?? [];
    expect(result.page.menu).toBe(true);
    expect(figures).toMatchObject({
      width: 'full',
      permissions: [],
      source: { base: 'core', query: {}, dataPath: '' },
    });
    expect(list).toMatchObject({ perPage: 10, filter: {} });
    expect(form).toMatchObject({
      submit: { method: 'POST', base: 'core' },
      fields: [{ source: 'note', label: 'note' }],
      inputs: [{ source: 'note', validate: [], readOnly: false }],
    });
  });

  it('reports every problem of a file at once, each with its JSON path', () => {
    const page = boardPage();
    const found = problems({
      ...page,
      name: 'Board',
      section: undefined,
      colour: 'red',
      blocks: [
        { type: 'pie' },
        { ...page.blocks[0], width: 'wide', source: { path: '/lines/{id}' } },
        { type: 'list', resource: 'lines', perPage: 0 },
        {
          type: 'form',
          fields: [
            { source: 'note', type: 'text' },
            { source: 'note', type: 'colour' },
          ],
          inputs: [{ source: 'missing', validate: [{ name: 'nope' }] }],
          submit: { path: 'notes', method: 'SEND' },
        },
      ],
    });
    expect(found).toHaveLength(12);
    expect(found).toEqual(
      expect.arrayContaining([
        'name: expected camelCase letters and digits, got "Board"',
        'colour: unknown property',
        'menu: a menu entry needs a section',
        'blocks[0].type: expected one of list, chart, figures, form, got "pie"',
        'blocks[1].width: expected one of full, half, third, got "wide"',
        'blocks[1].source.path: a page has no record to fill {placeholders} from',
        'blocks[2].perPage: must be at least 1, got 0',
        'blocks[3].fields[1].source: "note" is declared twice',
        'blocks[3].inputs[0].source: "missing" is not a declared field',
        expect.stringMatching(/^blocks\[3\]\.inputs\[0\]\.validate\[0\]/),
        'blocks[3].submit.path: expected a path starting with "/", got "notes"',
        expect.stringMatching(/^blocks\[3\]\.submit\.method: expected one of GET, POST/),
      ]),
    );
  });

  it('checks a valid page against the console: taken names and addresses, unknown resources and columns', () => {
    const result = validatePageFile({
      ...boardPage(),
      path: '/administration/lines',
      blocks: [
        { type: 'list', resource: 'nothing' },
        {
          type: 'list',
          resource: 'lines',
          columns: ['name', 'colour'],
          sort: { field: 'size', order: 'ASC' },
        },
      ],
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const issues = pageFileIssues(result.page, {
      resources: resourceRegistry,
      pages: [{ name: 'board', path: '/administration/other' }],
      names,
    });
    expect(issues).toEqual([
      { path: 'name', message: '"board" is already declared' },
      { path: 'path', message: '"/administration/lines" is already used' },
      { path: 'blocks[0].resource', message: 'unknown resource "nothing"' },
      { path: 'blocks[1].columns[1]', message: '"colour" is not a declared field of "lines"' },
      { path: 'blocks[1].sort.field', message: '"size" is not a declared field of "lines"' },
    ]);
  });

  it('takes tabs, each with its own blocks, and reports their problems at their paths', () => {
    const { blocks, ...page } = boardPage();
    const tab = (path: string, tabBlocks: unknown[]) => ({ path, label: path, blocks: tabBlocks });
    const result = validatePageFile({ ...page, tabs: [tab('one', blocks), tab('two', [blocks[1]])] });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.page.tabs?.map((item) => [item.path, item.blocks.length, item.permissions])).toEqual([
      ['one', 3, []],
      ['two', 1, []],
    ]);
    expect(
      problems({
        ...page,
        blocks,
        tabs: [
          tab('one', [{ ...blocks[0], source: { path: '/x/{id}' } }]),
          tab('one', [{ type: 'list', resource: 'lines', perPage: 0 }]),
        ],
      }),
    ).toEqual([
      'tabs[1].blocks[0].perPage: must be at least 1, got 0',
      'blocks: needs either "blocks" or "tabs" (exactly one)',
      'tabs[1].path: "one" is used twice',
      'tabs[0].blocks[0].source.path: a page has no record to fill {placeholders} from',
    ]);
    expect(problems(page)).toEqual(['blocks: needs either "blocks" or "tabs" (exactly one)']);
    const unknown = validatePageFile({
      ...page,
      tabs: [tab('one', [{ type: 'list', resource: 'nothing' }])],
    });
    if (!unknown.ok) throw new Error(JSON.stringify(unknown.issues));
    expect(pageFileIssues(unknown.page, { resources: resourceRegistry, pages: [], names })).toEqual([
      { path: 'tabs[0].blocks[0].resource', message: 'unknown resource "nothing"' },
    ]);
  });

  it('is published as config/page.schema.json (npm run schema)', () => {
    expect(`${JSON.stringify(published, null, 2)}\n`).toBe(pageJsonSchemaText(names));
  });
});
