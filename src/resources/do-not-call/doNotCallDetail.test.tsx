import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resourceRegistry } from '../registry';
import { createFakeAuthProvider } from '../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { renderConsole } from '../../testing/renderConsole';
import { doNotCallListsResource } from './doNotCallResources';

const list = { id: 4, name: 'Opt-outs', description: '', numberCount: 2, updated: '2026-05-01T10:00:00Z' };
const numbers = [
  { id: 1, idList: 4, phone: '+420601000001', expires: null, active: true, note: 'Asked by phone' },
  { id: 2, idList: 4, phone: '+420601000002', expires: '2026-01-31', active: false, note: '' },
];

function setup(permissions: Record<string, string[]>) {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    records: { doNotCallLists: [list as never], doNotCallNumbers: numbers as never[] },
  });
  const authProvider = createFakeAuthProvider({ registry: resourceRegistry, permissions });
  renderConsole(doNotCallListsResource, {
    path: '/campaigns/do-not-call/detail/4/overview',
    dataProvider,
    authProvider,
  });
  return dataProvider;
}

describe('a do-not-call list', () => {
  it('shows its numbers with their expiry, and offers import, export and removal to editors', async () => {
    const dataProvider = setup({ DoNotCall: ['view', 'edit'] });
    const row = (await screen.findByRole('cell', { name: '+420601000002' }, { timeout: 15_000 })).closest(
      'tr',
    )!;
    expect(within(row as HTMLElement).getByText('31/01/2026')).toBeInTheDocument();
    expect(await screen.findByText('Import CSV', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(dataProvider.calls.filter((call) => call.method === 'runAction')[0]?.params).toMatchObject({
        action: 'exportNumbers',
        id: 4,
      }),
    );
  });

  it('offers export but no import or deletion to a person who may only view', async () => {
    setup({ DoNotCall: ['view'] });
    expect(
      await screen.findByRole('cell', { name: '+420601000001' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByText('Import CSV')).not.toBeInTheDocument();
  });
});
