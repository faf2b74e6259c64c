import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import tagsJson from '../../../../config/resources/tags.json';
import { defineResource } from '../../defineResource';
import { resourceRegistry } from '../../registry';
import type { ResourceInput } from '../../types';
import { createFakeAuthProvider } from '../testing/fakeAuthProvider';
import { createFakeDataProvider } from '../testing/fakeDataProvider';
import { findNotification, renderConsole } from '../../../testing/renderConsole';

const tags = defineResource(tagsJson as ResourceInput);
const registry = [...resourceRegistry, tags];

function open() {
  const dataProvider = createFakeDataProvider({
    resources: registry,
    counts: { tags: 3 },
    factories: { tags: (index) => ({ name: ['VIP', 'Churn risk', 'Test'][index] }) },
  });
  const authProvider = createFakeAuthProvider({ registry, permissions: { Tag: ['view', 'edit'] } });
  renderConsole(tags, { path: '/administration/tags', registry, dataProvider, authProvider });
  return dataProvider;
}

// Rendering resolves permissions and loads views asynchronously; a busy machine needs more than RTL's 1 s.
const SLOW = { timeout: 15_000 };

const select = (name: string) =>
  fireEvent.click(within(screen.getByText(name).closest('tr') as HTMLElement).getByRole('checkbox'));
const snackbar = (text: string) => findNotification(text, SLOW);

describe('bulk delete', { timeout: 20_000 }, () => {
  it('names the selected rows by the resource’s translated name and counts them when done', async () => {
    const dataProvider = open();
    await screen.findByText('VIP', {}, SLOW);
    select('VIP');
    select('Test');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByRole('heading', { name: 'Delete 2 Tags' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Are you sure you want to delete these 2 Tags?');
    expect(dialog).not.toHaveTextContent('administration/tag');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await snackbar('2 Tags deleted')).toBeInTheDocument();
    expect(dataProvider.recordsOf('tags').map((tag) => tag.name)).toEqual(['Churn risk']);
    await waitFor(() => expect(screen.queryByText('VIP')).not.toBeInTheDocument(), SLOW);
  });

  it('names a single deleted record by its representation', async () => {
    open();
    await screen.findByText('VIP', {}, SLOW);
    select('VIP');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByRole('heading', { name: 'Delete Tag' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Are you sure you want to delete this Tag?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await snackbar('Tag "VIP" deleted')).toBeInTheDocument();
  });
});
