import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defineResource } from '../../defineResource';
import { createFakeDataProvider } from '../testing/fakeDataProvider';
import { renderConsole } from '../../../testing/renderConsole';

const permissions = [{ area: 'Module', action: 'view' }];

// Notes of an item: the rows of the item's related list.
const notes = defineResource({
  name: 'appNotes',
  route: 'demo/notes',
  representation: 'text',
  messages: { name: 'Note |||| Notes', fields: { id: 'ID', text: 'Text', idItem: 'Item', pinned: 'Pinned' } },
  api: { list: { path: '/notes' }, get: { path: '/notes/{id}' }, create: { path: '/notes' } },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'text', type: 'text' },
    { source: 'idItem', type: 'number' },
    { source: 'pinned', type: 'boolean' },
  ],
  list: { columns: ['text', 'pinned'], defaultSort: { field: 'id', order: 'ASC' } },
  form: { create: [{ source: 'text', validate: [{ name: 'required' }] }, { source: 'idItem' }] },
  permissions: { list: permissions, detail: permissions, create: permissions },
});

// Items under a route parameter: every call of the detail, its action and its related list names `{app}`.
const items = defineResource({
  name: 'appItems',
  route: 'demo/apps/:app/items',
  representation: 'name',
  messages: {
    name: 'Item |||| Items',
    fields: { id: 'ID', name: 'Name' },
    tabs: { overview: 'Overview' },
    actions: { archive: 'Archive', archive_done: 'Archived', pinNote: 'Pin', pinNote_done: 'Pinned' },
  },
  api: { list: { path: '/apps/{app}/items' }, get: { path: '/apps/{app}/items/{id}' } },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
  ],
  list: { columns: ['name'], defaultSort: { field: 'id', order: 'ASC' } },
  detail: {
    tabs: [
      {
        path: 'overview',
        sections: [
          { fields: ['name'] },
          {
            related: [
              {
                resource: 'appNotes',
                target: 'idItem',
                apiPath: '/apps/{app}/items/{id}/notes',
                rowActions: ['pinNote'],
                create: { path: '/apps/{app}/items/{id}/notes', defaults: { idItem: 'id' } },
              },
            ],
          },
        ],
      },
    ],
  },
  actions: [
    {
      name: 'archive',
      scope: 'record',
      call: { method: 'PUT', path: '/apps/{app}/items/{id}/archive' },
      onSuccess: 'list',
      permissions,
    },
    {
      name: 'pinNote',
      scope: 'row',
      call: { method: 'PUT', path: '/apps/{app}/notes/{rowId}/pin', body: { pinned: true } },
      permissions,
    },
  ],
  permissions: { list: permissions, detail: permissions },
});

function setup() {
  const registry = [items, notes];
  const dataProvider = createFakeDataProvider({
    resources: registry,
    records: {
      appItems: [{ id: 1, name: 'Greeting' }],
      appNotes: [
        { id: 7, text: 'Check the prompt', idItem: 1, pinned: false },
        { id: 8, text: 'Elsewhere', idItem: 2, pinned: false },
      ],
    },
  });
  renderConsole(items, { path: '/demo/apps/voice/items/detail/1/overview', registry, dataProvider });
  return dataProvider;
}

const section = () => screen.findByRole('region', { name: 'Notes' });
const params = { app: 'voice' };

describe('calls under route parameters', () => {
  it("fills a related list's path and its row actions' paths from the route parameters", async () => {
    const dataProvider = setup();
    const row = (await within(await section()).findByText('Check the prompt')).closest('tr') as HTMLElement;
    expect(dataProvider.calls).toContainEqual(
      expect.objectContaining({
        method: 'getManyReference',
        params: expect.objectContaining({
          meta: { apiPath: '/apps/{app}/items/{id}/notes', params },
        }),
      }),
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Pin' }));
    expect(await screen.findByText('Pinned')).toBeInTheDocument();
    expect(dataProvider.calls).toContainEqual(
      expect.objectContaining({
        method: 'runAction',
        params: expect.objectContaining({ action: 'pinNote', params, rowId: 7 }),
      }),
    );
    // The fake built the call like the real one (`/apps/voice/notes/7/pin`) and pinned the row itself.
    expect(dataProvider.recordsOf('appNotes')[0]).toMatchObject({ id: 7, pinned: true });
  });

  it('creates in context at the path filled from the route parameters', async () => {
    const dataProvider = setup();
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create: Note' });
    fireEvent.change(within(dialog).getByLabelText(/Text/), { target: { value: 'New note' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(dataProvider.calls).toContainEqual(
        expect.objectContaining({
          method: 'create',
          params: expect.objectContaining({ meta: { apiPath: '/apps/voice/items/1/notes' } }),
        }),
      ),
    );
  });

  it('runs a record action with the route parameters and goes to the list under the same ones', async () => {
    const dataProvider = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/demo\/apps\/voice\/items$/),
    );
    expect(dataProvider.calls).toContainEqual(
      expect.objectContaining({
        method: 'runAction',
        params: expect.objectContaining({ action: 'archive', id: 1, params }),
      }),
    );
  });
});
