import { fireEvent, screen, waitFor } from '@testing-library/react';
import { defineResource } from '../../defineResource';
import { resourceRegistry } from '../../registry';
import { createFakeAuthProvider } from '../testing/fakeAuthProvider';
import { createFakeDataProvider } from '../testing/fakeDataProvider';
import { renderConsole } from '../../../testing/renderConsole';

const view = (area: string) => [{ area, action: 'view' }];
const calls = defineResource({
  name: 'calls',
  route: 'administration/calls',
  representation: 'caller',
  messages: {
    name: 'Call |||| Calls',
    fields: { id: 'ID', caller: 'Caller', state: 'State', started: 'Started', idLine: 'Line' },
    views: { open: 'Open calls', closed: 'Closed calls' },
  },
  api: { list: { path: '/calls' }, get: { path: '/calls/{id}' } },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'caller', type: 'text' },
    {
      source: 'state',
      type: 'enum',
      choices: [
        { value: 'open', label: 'Open' },
        { value: 'closed', label: 'Closed' },
      ],
    },
    { source: 'started', type: 'datetime' },
    { source: 'idLine', type: 'reference', reference: 'lines' },
  ],
  list: {
    columns: ['caller', 'state', 'started'],
    defaultSort: { field: 'started', order: 'DESC' },
    filters: [{ source: 'started', type: 'dateRange', alwaysOn: true }],
    views: [
      { path: 'open', filter: { state: 'open' } },
      { path: 'closed', filter: { state: 'closed' }, permissions: view('Closed') },
    ],
    rowClick: { resource: 'lines', idSource: 'idLine', tab: 'statistics' },
  },
  permissions: { list: view('Call'), detail: view('Call') },
});
const registry = [...resourceRegistry, calls];

function setup(path: string, permissions: Record<string, string[]>) {
  const dataProvider = createFakeDataProvider({ resources: registry, counts: { calls: 12 } });
  renderConsole(calls, {
    path,
    registry,
    dataProvider,
    authProvider: createFakeAuthProvider({ registry, permissions }),
  });
  const location = () => screen.getByTestId('location').textContent ?? '';
  const lastList = () => dataProvider.calls.filter((call) => call.method === 'getList').at(-1)?.params;
  return { dataProvider, location, lastList };
}

describe('named list views, date ranges and row targets', () => {
  it('opens the first view the user may open, sending its server filter, with a tab per allowed view', async () => {
    const { location, lastList } = setup('/administration/calls', { Call: ['view'] });
    await waitFor(() => expect(location()).toBe('/administration/calls/open'));
    await waitFor(() => expect(lastList()).toMatchObject({ filter: { state: 'open' } }));
    expect(screen.getByRole('tab', { name: 'Open calls' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Closed calls' })).not.toBeInTheDocument();
  });

  it('sends a view that needs a permission of its own, and refuses it without', async () => {
    const { lastList } = setup('/administration/calls/closed', { Call: ['view'], Closed: ['view'] });
    await waitFor(() => expect(lastList()).toMatchObject({ filter: { state: 'closed' } }));
    expect(await screen.findByRole('tab', { name: 'Open calls' })).toBeInTheDocument();
  });

  it('goes to not-authorized for a forbidden view and shows not found for an unknown one', async () => {
    const denied = setup('/administration/calls/closed', { Call: ['view'] });
    await waitFor(() => expect(denied.location()).toBe('/not-authorized'));
  });

  it('says an unknown view does not exist', async () => {
    setup('/administration/calls/nowhere', { Call: ['view'] });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('filters by whole days of the console time zone', async () => {
    const { lastList } = setup('/administration/calls/open', { Call: ['view'] });
    fireEvent.change(await screen.findByLabelText('Started from'), { target: { value: '01/03/2024' } });
    fireEvent.change(screen.getByLabelText('Started to'), { target: { value: '07/03/2024' } });
    // The fake identity's console time zone is Europe/Prague (UTC+1 in March).
    await waitFor(() =>
      expect(lastList()).toMatchObject({
        filter: {
          state: 'open',
          started: { gte: '2024-02-29T23:00:00.000Z', lt: '2024-03-07T23:00:00.000Z' },
        },
      }),
    );
  });

  it("opens another resource's detail from a row", async () => {
    const { location } = setup('/administration/calls/open', { Call: ['view'] });
    fireEvent.click(await screen.findByText('calls 1'));
    await waitFor(() => expect(location()).toMatch(/^\/administration\/lines\/detail\/\d+\/statistics$/));
  });
});
