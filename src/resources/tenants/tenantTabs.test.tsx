import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionMap } from '../../shared/permissions';
import { resourceRegistry } from '../registry';
import { createFakeAuthProvider } from '../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { renderResourceView } from '../framework/testing/renderResourceView';
import { tenantsResource } from './tenantsResource';

const retention = {
  conversationsDays: 90,
  recordingsDays: 30,
  dialLogsDays: 365,
  auditDays: 730,
  updated: null,
};
const agentControl = { enabled: true, maxAgents: 10, whisperMode: false, bargeIn: true, updated: null };

function setup(path: string, permissions: PermissionMap) {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    counts: { tenants: 3 },
    tabRecords: {
      'tenants:advanced/retention:2': retention,
      'tenants:advanced/agentAssist:2': agentControl,
    },
  });
  const authProvider = createFakeAuthProvider({ registry: resourceRegistry, permissions });
  renderResourceView(tenantsResource, { path, dataProvider, authProvider });
  return dataProvider;
}

const editor: PermissionMap = { Tenant: ['view', 'edit'], AccessManagement: ['viewAgentControl'] };

describe('tenant tab forms', () => {
  afterEach(() => sessionStorage.clear());

  it('retention: refuses a period out of range, then saves the changed days', async () => {
    const dataProvider = setup('/administration/tenants/detail/2/advanced/retention', editor);
    const region = await screen.findByRole('region', { name: 'Retention' });
    const recordings = await within(region).findByLabelText('Recordings (days)');
    expect(recordings).toHaveValue(30);
    fireEvent.change(recordings, { target: { value: '0' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText('Number must be in range 1 - 3650')).toBeInTheDocument();
    fireEvent.change(recordings, { target: { value: '45' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Retention saved')).toBeInTheDocument();
    const saves = dataProvider.calls.filter((call) => call.method === 'saveTabRecord');
    expect(saves).toEqual([
      expect.objectContaining({
        params: expect.objectContaining({
          tab: 'advanced/retention',
          data: expect.objectContaining({ recordingsDays: 45 }),
        }),
      }),
    ]);
  });

  it('agent assist needs AccessManagement/viewAgentControl; the form needs Tenant/edit', async () => {
    setup('/administration/tenants/detail/2/advanced/agentAssist', editor);
    const region = await screen.findByRole('region', { name: 'Agent assist' });
    expect(await within(region).findByLabelText('Agents at most')).toHaveValue(10);
  });

  it('without the agent control permission the tab is left out of the bar', async () => {
    setup('/administration/tenants/detail/2/advanced/retention', { Tenant: ['view'] });
    expect(await screen.findByRole('tab', { name: 'Retention', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Agent assist' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
  });
});
