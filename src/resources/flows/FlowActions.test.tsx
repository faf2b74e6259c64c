import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeAuthProvider } from '../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { renderConsole } from '../../testing/renderConsole';
import { resourceRegistry } from '../registry';
import { flowsResource } from './flowsResource';

const flow = {
  id: 1,
  name: 'Invoice reminder',
  copyName: 'Copy of Invoice reminder (2)',
  idFolder: null,
  channels: 1,
  tags: ['production'],
};

function setup(dialog: string, permissions: Record<string, string[] | -1>) {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    records: {
      flows: [flow],
      flowTagOptions: [
        { id: 1, name: 'production', colour: '#2e7d32' },
        { id: 2, name: 'needs review', colour: '#f9a825' },
      ],
    },
  });
  renderConsole(flowsResource, {
    path: `/flows/detail/1/overview?dialog=${dialog}`,
    dataProvider,
    authProvider: createFakeAuthProvider({ registry: resourceRegistry, permissions }),
  });
  return { dataProvider };
}

const ran = (dataProvider: ReturnType<typeof setup>['dataProvider'], action: string) =>
  dataProvider.calls.find(
    (call) => call.method === 'runAction' && (call.params as { action?: string }).action === action,
  )?.params;

describe('flow actions', () => {
  it('duplicate suggests the free name the detail call answers, not the flow\u2019s own', async () => {
    const { dataProvider } = setup('duplicate', { CallScript: -1 });
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Copy of Invoice reminder (2)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(ran(dataProvider, 'duplicate')).toMatchObject({
        data: { name: 'Copy of Invoice reminder (2)' },
      }),
    );
  });

  it('offers the tenant\u2019s tags with completion and creates a new one for a user who may edit tags', async () => {
    const { dataProvider } = setup('tag', { CallScript: -1, Tag: ['view', 'edit'] });
    const dialog = await screen.findByRole('dialog', { name: 'Tag' });
    const input = await within(dialog).findByRole('combobox', { name: 'Tags' });
    expect(
      await within(dialog).findByText('Choose tags, or type a new name to create a tag'),
    ).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'need' } });
    fireEvent.click(await screen.findByRole('option', { name: 'needs review' }));
    fireEvent.change(input, { target: { value: 'Campaign 2027' } });
    fireEvent.click(await screen.findByRole('option', { name: /Create.*Campaign 2027/ }));
    // The new name shows as a chip like the chosen ones.
    expect(await within(dialog).findByRole('button', { name: 'Campaign 2027' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tag' }));
    await waitFor(() =>
      expect(ran(dataProvider, 'tag')).toMatchObject({
        data: { tags: ['production', 'needs review', 'Campaign 2027'] },
      }),
    );
  });

  it('lets a user who may not edit tags only choose existing ones', async () => {
    setup('tag', { CallScript: -1, Tag: ['view'] });
    const dialog = await screen.findByRole('dialog', { name: 'Tag' });
    const input = await within(dialog).findByRole('combobox', { name: 'Tags' });
    expect(await within(dialog).findByText('Choose from the tenant\u2019s tags')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'need' } });
    expect(await screen.findByRole('option', { name: 'needs review' })).toBeInTheDocument();
    // A user who may create tags is offered "Create need" beside the match (RA adds it for any typed text).
    expect(screen.queryByRole('option', { name: /Create/ })).not.toBeInTheDocument();
  });
});
