import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConsole } from '../../testing/renderConsole';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { resourceRegistry } from '../registry';
import { FolderTreeView } from './FolderTreeView';

const dataProvider = createFakeDataProvider({
  resources: resourceRegistry,
  records: {
    flowFolders: [
      {
        id: 0,
        name: 'Flows',
        idParent: null,
        itemCount: 0,
        children: [
          { id: 3, name: 'Customer care', hasChildren: true, itemCount: 0 },
          { id: 4, name: 'Sales', hasChildren: false, itemCount: 0 },
        ],
      },
    ],
  },
});

const tree = { folders: 'flowFolders', breadcrumb: 'flowFoldersBreadcrumb', listPath: '/flows' };

describe('folder tree by keyboard (issue 18: no keyboard trap)', () => {
  it('takes one Tab stop, moves inside by arrow keys with a visible focus, and Tab leaves it both ways', async () => {
    const user = userEvent.setup();
    renderConsole(
      <>
        <button type="button">Before</button>
        <FolderTreeView tree={tree} rootName="Flows" selected={0} onSelect={() => {}} aria-label="Folders" />
        <button type="button">After</button>
      </>,
      { path: '/', route: '/', dataProvider },
    );
    const view = screen.getByRole('tree', { name: 'Folders' });
    await within(view).findByRole('treeitem', { name: /^Sales/ });
    await user.click(screen.getByRole('button', { name: 'Before' }));

    await user.tab();
    const root = within(view).getByRole('treeitem', { name: /^Flows/ });
    // The selected folder takes the focus, and shows it (MUI X marks the focused item's content).
    expect(root).toHaveFocus();
    expect(root.querySelector('.Mui-focused')).not.toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(within(view).getByRole('treeitem', { name: /^Customer care/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(view).getByRole('treeitem', { name: /^Sales/ })).toHaveFocus();

    // One Tab leaves the tree, wherever the focus is inside it; Shift+Tab comes back and leaves on the other side.
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    // Back in on the selected folder, the tree's one Tab stop.
    expect(root).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });
});
