import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import tagsJson from '../../../../public/resources/tags.json';
import { defineResource } from '../../defineResource';
import { resourceRegistry } from '../../registry';
import type { ResourceInput } from '../../resourceInput';
import { createFakeAuthProvider } from '../testing/fakeAuthProvider';
import { createFakeDataProvider } from '../testing/fakeDataProvider';
import { renderResourceView } from '../testing/renderResourceView';

const tags = defineResource(tagsJson as ResourceInput);
const registry = [...resourceRegistry, tags];

function open() {
  const dataProvider = createFakeDataProvider({
    resources: registry,
    counts: { tags: 3 },
    factories: { tags: (index) => ({ name: ['VIP', 'Churn risk', 'Test'][index] }) },
  });
  const authProvider = createFakeAuthProvider({ registry, permissions: { Tag: ['view', 'edit'] } });
  renderResourceView(tags, { path: '/administration/tags', registry, dataProvider, authProvider });
  return dataProvider;
}

const select = (name: string) =>
  fireEvent.click(within(screen.getByText(name).closest('tr') as HTMLElement).getByRole('checkbox'));
const snackbar = (text: string) => screen.findByText(text, { selector: '.MuiSnackbarContent-message' });

describe('bulk delete', () => {
  it('names the selected rows by the resource’s translated name and counts them when done', async () => {
    const dataProvider = open();
    await screen.findByText('VIP');
    select('VIP');
    select('Test');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete 2 Tags' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Are you sure you want to delete these 2 Tags?');
    expect(dialog).not.toHaveTextContent('administration/tag');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await snackbar('2 Tags deleted')).toBeInTheDocument();
    expect(dataProvider.recordsOf('tags').map((tag) => tag.name)).toEqual(['Churn risk']);
    await waitFor(() => expect(screen.queryByText('VIP')).not.toBeInTheDocument());
  });

  it('names a single deleted record by its representation', async () => {
    open();
    await screen.findByText('VIP');
    select('VIP');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete Tag' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Are you sure you want to delete this Tag?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await snackbar('Tag "VIP" deleted')).toBeInTheDocument();
  });
});
