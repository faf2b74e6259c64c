import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeAuthProvider } from '../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { renderConsole } from '../../testing/renderConsole';
import { flowsResource } from '../flows/flowsResource';
import { resourceRegistry } from '../registry';

const flow = (id: number, name: string) => ({ id, name, idFolder: 0, channels: 1, tags: [] });

function setup() {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    records: {
      flows: [flow(1, 'Invoice reminder'), flow(2, 'Payment promise'), flow(3, 'Welcome')],
      flowFolders: [
        {
          id: 0,
          name: 'Flows',
          idParent: null,
          itemCount: 3,
          children: [{ id: 3, name: 'Customer care', hasChildren: true, itemCount: 0 }],
        },
        {
          id: 3,
          name: 'Customer care',
          idParent: 0,
          itemCount: 0,
          children: [{ id: 12, name: 'Billing', hasChildren: false, itemCount: 0 }],
        },
      ],
      flowFoldersBreadcrumb: [{ id: 0, name: 'Flows' }],
    },
  });
  renderConsole(flowsResource, {
    path: '/flows',
    dataProvider,
    authProvider: createFakeAuthProvider({
      registry: resourceRegistry,
      permissions: { CallScript: ['view', 'edit'] },
    }),
  });
  return { dataProvider };
}

describe('bulk move into a folder', () => {
  beforeEach(() => localStorage.clear());

  it('picks the target folder in the folder tree (loaded level by level) and moves the selected flows', async () => {
    const { dataProvider } = setup();
    const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    fireEvent.click(within(await row('Invoice reminder')).getByRole('checkbox'));
    fireEvent.click(within(await row('Welcome')).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Move to folder' }));
    const dialog = await screen.findByRole('dialog');
    const tree = await within(dialog).findByRole('tree', { name: 'Folder' });
    // Nothing chosen yet: the folder is required.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to folder' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    // Customer care's own folders load when it is expanded.
    const care = await within(tree).findByRole('treeitem', { name: /^Customer care/ });
    expect(care).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(care.querySelector('.MuiTreeItem-iconContainer') as HTMLElement);
    fireEvent.click(await within(tree).findByText('Billing'));
    expect(within(tree).getByRole('treeitem', { name: 'Billing' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to folder' }));
    await waitFor(() =>
      expect(dataProvider.calls).toContainEqual(
        expect.objectContaining({
          method: 'runAction',
          params: expect.objectContaining({ action: 'moveToFolder', ids: [1, 3], data: { idFolder: 12 } }),
        }),
      ),
    );
  });
});
