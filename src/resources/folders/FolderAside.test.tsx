import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCAL_STORAGE_KEYS } from '../../utils/storageKeys';
import { createFakeAuthProvider } from '../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { renderConsole } from '../../testing/renderConsole';
import { flowsResource } from '../flows/flowsResource';
import { resourceRegistry } from '../registry';

const folder = {
  id: 12,
  name: 'Billing',
  idParent: 3,
  itemCount: 2,
  children: [
    { id: 21, name: 'Invoices', hasChildren: false, itemCount: 4 },
    { id: 22, name: 'Refunds', hasChildren: true, itemCount: 0 },
  ],
};

function setup(permissions: Record<string, string[]>) {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    records: {
      flows: [
        { id: 1, name: 'Invoice reminder', idFolder: 12, folderName: 'Billing', channels: 1, tags: [] },
      ],
      flowFolders: [
        {
          id: 0,
          name: 'Flows',
          idParent: null,
          itemCount: 5,
          children: [{ id: 3, name: 'Customer care', hasChildren: true, itemCount: 0 }],
        },
        {
          id: 3,
          name: 'Customer care',
          idParent: 0,
          itemCount: 0,
          children: [{ id: 12, name: 'Billing', hasChildren: true, itemCount: 2 }],
        },
        folder,
      ],
      flowFoldersBreadcrumb: [
        { id: 0, name: 'Flows' },
        { id: 3, name: 'Customer care' },
        { id: 12, name: 'Billing' },
      ],
    },
  });
  renderConsole(flowsResource, {
    path: '/flows/12',
    dataProvider,
    authProvider: createFakeAuthProvider({ registry: resourceRegistry, permissions }),
  });
  return { dataProvider };
}

const location = () => screen.getByTestId('location').textContent;

describe('FolderAside', () => {
  beforeEach(() => localStorage.clear());

  it('shows the breadcrumb and the folder tree open down to the folder in the address; a folder opens its list', async () => {
    setup({ CallScript: ['view'] });
    const aside = await screen.findByRole('complementary', { name: 'Folders' });
    const crumbs = within(aside).getByRole('navigation', { name: 'Folder path' });
    expect(await within(crumbs).findByRole('link', { name: 'Customer care' })).toHaveAttribute(
      'href',
      '/flows/3',
    );
    expect(within(crumbs).getByText('Billing')).toHaveAttribute('aria-current', 'page');
    const tree = within(aside).getByRole('tree', { name: 'Folder tree' });
    // The current folder is the selected item (MUI marks it with aria-checked).
    expect(await within(tree).findByRole('treeitem', { name: /^Billing/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(tree).getByRole('treeitem', { name: /^Flows/, expanded: true })).toBeInTheDocument();
    // Invoices has no folders of its own; Refunds has, loaded only when it is expanded.
    expect(await within(tree).findByRole('treeitem', { name: 'Invoices' })).not.toHaveAttribute(
      'aria-expanded',
    );
    expect(within(tree).getByRole('treeitem', { name: /^Refunds/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    fireEvent.click(within(tree).getByText('Refunds'));
    await waitFor(() => expect(location()).toBe('/flows/22'));
    // Read-only users get no folder changes.
    expect(within(aside).queryByRole('button', { name: 'New folder' })).not.toBeInTheDocument();
  });

  it('keeps whether the folders are shown in local storage', async () => {
    setup({ CallScript: ['view'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Hide folders' }));
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.foldersActive)).toBe('false');
    expect(screen.queryByRole('complementary', { name: 'Folders' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show folders' }));
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.foldersActive)).toBe('true');
    expect(await screen.findByRole('complementary', { name: 'Folders' })).toBeInTheDocument();
  });

  it('creates a folder inside the current one, refusing an empty name', async () => {
    const { dataProvider } = setup({ CallScript: ['view', 'edit'] });
    fireEvent.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Folder name'), { target: { value: 'Disputes' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.recordsOf('flowFolders')).toContainEqual(
        expect.objectContaining({ name: 'Disputes', idParent: 12 }),
      ),
    );
    expect(await screen.findByText('Folder created')).toBeInTheDocument();
  });

  it("exports the folder's flows as the list shows them, not every flow", async () => {
    const { dataProvider } = setup({ CallScript: ['view'] });
    await screen.findByText('Invoice reminder');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(dataProvider.calls).toContainEqual(
        expect.objectContaining({
          method: 'startExport',
          params: expect.objectContaining({ path: '/designer/flows', filter: { idFolder: 12 } }),
        }),
      ),
    );
  });
});
