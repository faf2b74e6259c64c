import { fireEvent, screen, within } from '@testing-library/react';
import { defineResource } from '../../defineResource';
import { demoLines } from '../testing/actionResources';
import { createFakeAuthProvider } from '../testing/fakeAuthProvider';
import { createFakeDataProvider } from '../testing/fakeDataProvider';
import { renderConsole } from '../../../testing/renderConsole';

// The demo module with two row actions on its lines: an edit of the line (PUT) and a copy (POST) with the same form.
const modules = defineResource({
  name: 'demoModules',
  route: 'demo/modules',
  representation: 'name',
  messages: {
    name: 'Module |||| Modules',
    fields: { id: 'ID', name: 'Name' },
    tabs: { lines: 'Lines' },
    actions: { renameLine: 'Rename', renameLine_done: 'Renamed', copyLine: 'Copy', copyLine_done: 'Copied' },
  },
  api: { list: { path: '/demo/modules' }, get: { path: '/demo/modules/{id}' } },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
  ],
  list: { columns: ['name'], defaultSort: { field: 'id', order: 'ASC' } },
  detail: {
    tabs: [
      {
        path: 'lines',
        related: [{ resource: 'demoLines', target: 'idDemoModule', rowActions: ['renameLine', 'copyLine'] }],
      },
    ],
  },
  actions: (['PUT', 'POST'] as const).map((method) => ({
    name: method === 'PUT' ? 'renameLine' : 'copyLine',
    scope: 'row' as const,
    call: { method, path: '/demo/lines/{rowId}' },
    form: [{ source: 'name', validate: [{ name: 'required' as const }] }],
    permissions: [{ area: 'Module', action: 'view' }],
  })),
  permissions: { list: [{ area: 'Module', action: 'view' }], detail: [{ area: 'Module', action: 'view' }] },
});

function setup() {
  const registry = [modules, demoLines];
  const dataProvider = createFakeDataProvider({
    resources: registry,
    records: {
      demoModules: [{ id: 1, name: 'Prague' }],
      demoLines: [{ id: 1, name: 'Sales', enabled: true, idDemoModule: 1 }],
    },
  });
  const authProvider = createFakeAuthProvider({ registry, permissions: { Line: -1, Module: -1 } });
  renderConsole(modules, { path: '/demo/modules/detail/1/lines', registry, dataProvider, authProvider });
}

describe('row action forms', () => {
  afterEach(() => sessionStorage.clear());

  it("start an edit (PUT) of the row from the row's values", async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Sales');
  });

  it('start other row actions from the declared defaults', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('');
  });
});
