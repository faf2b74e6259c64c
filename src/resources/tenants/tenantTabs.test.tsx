import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionMap } from '../../shared/permissions';
import { resourceRegistry } from '../registry';
import { createFakeAuthProvider } from '../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { renderConsole } from '../../testing/renderConsole';
import { tenantsResource } from './tenantsResource';

const retention = {
  conversationsDays: 90,
  recordingsDays: 30,
  dialLogsDays: 365,
  auditDays: 730,
  updated: null,
};
const agentControl = { enabled: true, maxAgents: 10, whisperMode: false, bargeIn: true, updated: null };

const group = {
  id: 7,
  idTenant: 2,
  tenantName: 'Tenant 2',
  name: 'Night shift',
  emails: ['noc@retail.example'],
  events: [1],
  created: '2026-01-02T10:00:00Z',
};
const fee = {
  id: 4,
  idTenant: 2,
  app: 'voicebot',
  name: 'Support',
  amount: 1250,
  currency: 'EUR',
  recurring: true,
  validFrom: '2026-01-01',
  validTo: null,
};

function setup(path: string, permissions: PermissionMap) {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    counts: { tenants: 3 },
    records: { notificationGroups: [group], tenantFees: [fee] },
    tabRecords: {
      'tenants:advanced/retention:2': retention,
      'tenants:advanced/agentAssist:2': agentControl,
    },
  });
  const authProvider = createFakeAuthProvider({ registry: resourceRegistry, permissions });
  renderConsole(tenantsResource, { path, dataProvider, authProvider });
  return dataProvider;
}

const editor: PermissionMap = { Tenant: ['view', 'edit'], AccessManagement: ['viewAgentControl'] };

describe('tenant tab forms', () => {
  afterEach(() => sessionStorage.clear());

  it('retention: refuses a period out of range, then saves the changed days', async () => {
    const dataProvider = setup('/administration/tenants/detail/2/advanced/retention', editor);
    const region = await screen.findByRole('region', { name: 'Retention' });
    const recordings = await within(region).findByLabelText('Keep recordings');
    expect(recordings).toHaveValue(30);
    // The unit beside the input; the value is shown once (no read-only summary above the form).
    expect(within(region).getAllByText('days')).toHaveLength(4);
    expect(document.querySelector('dd[data-field="recordingsDays"]')).toBeNull();
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

  it('the edit dialog over the overview\u2019s forms shares the page\u2019s one blocker, and still asks', async () => {
    const warn = vi.spyOn(console, 'warn');
    setup('/administration/tenants/detail/2/overview?dialog=edit', editor);
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByLabelText(/^Name/);
    // The overview's own forms (parameters, security) are mounted behind the dialog, each with its guard.
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Save', hidden: true }).length).toBeGreaterThan(2),
    );
    fireEvent.change(name, { target: { value: 'Renamed tenant' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/one blocker/);
    warn.mockRestore();
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

  it('notifications: edits a group in place, its form starting from the row', async () => {
    setup('/administration/tenants/detail/2/advanced/notifications', editor);
    const row = (await screen.findByText('Night shift')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Night shift');
  });

  it('overview: fees in minor units, changed in place by billing editors with tariff access', async () => {
    const billing: PermissionMap = {
      ...editor,
      AccessManagement: ['viewtariff'],
      Statistics: ['editbilling'],
    };
    const dataProvider = setup('/administration/tenants/detail/2/overview', billing);
    const fees = await screen.findByRole('region', { name: 'Fees' });
    const row = (await within(fees).findByText('Support')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('€12.50');
    expect(within(fees).getByRole('button', { name: 'Create' })).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    await waitFor(() =>
      expect(dataProvider.calls).toContainEqual(
        expect.objectContaining({
          method: 'runAction',
          params: expect.objectContaining({
            action: 'changeFee',
            data: expect.objectContaining({ amount: 1250 }),
          }),
        }),
      ),
    );
  });

  it('overview: without AccessManagement/viewtariff no tariffs or fees', async () => {
    setup('/administration/tenants/detail/2/overview', editor);
    expect(await screen.findByRole('region', { name: 'Limits and licences' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Fees' })).not.toBeInTheDocument();
  });
});
