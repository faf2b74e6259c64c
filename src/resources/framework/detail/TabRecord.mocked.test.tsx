import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { ApiError } from '../../../providers/apiError';
import type { PermissionMap } from '../../../shared/permissions';
import type { ResourceConfig } from '../../types';
import { createFakeAuthProvider } from '../testing/fakeAuthProvider';
import { createFakeDataProvider } from '../testing/fakeDataProvider';
import { detailFixturesRegistry, groupedLines } from '../testing/detailFixtures';
import { renderConsole } from '../../../testing/renderConsole';

// The header slot names a registered component; a stand-in shows what it receives.
vi.mock('../customComponents', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  CUSTOM_COMPONENTS: {
    permissionEditor: ({ config, record }: { config: ResourceConfig; record: { name?: string } }) => (
      <p data-testid="header">{`${config.name}: ${record.name ?? ''}`}</p>
    ),
  },
}));

const MONITORING = '/administration/test-lines/detail/5/advanced/monitoring';
const stored = { monitoring: true, alertEmail: 'ops@acme.example', threshold: 10 };

function setup(permissions: PermissionMap = { Line: -1 }, config: ResourceConfig = groupedLines) {
  const registry = detailFixturesRegistry.map((item) => (item.name === config.name ? config : item));
  const dataProvider = createFakeDataProvider({
    resources: registry,
    counts: { testLines: 6 },
    tabRecords: { 'testLines:advanced/monitoring:5': stored },
  });
  const authProvider = createFakeAuthProvider({ registry, permissions });
  renderConsole(config, { path: MONITORING, registry, dataProvider, authProvider });
  return dataProvider;
}

const shown = (field: string) => document.querySelector(`dd[data-field="${field}"]`);
const form = () => screen.getByRole('region', { name: 'Monitoring' });
const calls = (dataProvider: ReturnType<typeof setup>, method: string) =>
  dataProvider.calls.filter((call) => call.method === method);

describe('a tab with its own record and form', () => {
  // Drafts of forms left dirty stay in session storage, like in a browser tab.
  afterEach(() => sessionStorage.clear());

  it('shows each value once: what the form edits in the form, the rest of the tab record read-only', async () => {
    setup();
    await waitFor(() => expect(shown('monitoring')).toHaveTextContent('Yes'));
    const region = await screen.findByRole('region', { name: 'Monitoring' });
    expect(await within(region).findByLabelText('Alert e-mail')).toHaveValue('ops@acme.example');
    expect(within(region).getByLabelText('Threshold')).toHaveValue(10);
    expect(shown('alertEmail')).toBeNull();
    expect(shown('threshold')).toBeNull();
  });

  it('saves the tab form with a notice naming the tab, then refetches the tab record', async () => {
    const dataProvider = setup();
    const region = await screen.findByRole('region', { name: 'Monitoring' });
    const email = await within(region).findByLabelText('Alert e-mail');
    fireEvent.change(email, { target: { value: 'alerts@acme.example' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Monitoring saved')).toBeInTheDocument();
    expect(calls(dataProvider, 'saveTabRecord')).toEqual([
      expect.objectContaining({
        params: expect.objectContaining({
          id: 5,
          tab: 'advanced/monitoring',
          data: { alertEmail: 'alerts@acme.example', threshold: 10 },
        }),
      }),
    ]);
    await waitFor(() => expect(calls(dataProvider, 'getTabRecord').length).toBeGreaterThan(1));
    // The form starts over from the saved values.
    await waitFor(() =>
      expect(within(form()).getByLabelText('Alert e-mail')).toHaveValue('alerts@acme.example'),
    );
  });

  it('puts the server’s field errors on the fields', async () => {
    const dataProvider = setup();
    vi.spyOn(dataProvider, 'saveTabRecord').mockRejectedValueOnce(
      new HttpError('Error (400) - Validation failed', 400, {
        errors: { alertEmail: 'This value is already used' },
      }),
    );
    const email = await within(await screen.findByRole('region', { name: 'Monitoring' })).findByLabelText(
      'Alert e-mail',
    );
    fireEvent.change(email, { target: { value: 'taken@acme.example' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save' }));
    expect(await within(form()).findByText('This value is already used')).toBeInTheDocument();
    expect(email).toHaveValue('taken@acme.example');
  });

  it('checks the form’s own validators before sending', async () => {
    const dataProvider = setup();
    const threshold = await within(await screen.findByRole('region', { name: 'Monitoring' })).findByLabelText(
      'Threshold',
    );
    fireEvent.change(threshold, { target: { value: '500' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save' }));
    expect(await within(form()).findByText('Number must be in range 1 - 100')).toBeInTheDocument();
    expect(calls(dataProvider, 'saveTabRecord')).toEqual([]);
  });

  it('loads suggested values into the form without saving them', async () => {
    const dataProvider = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Load suggested values' }));
    const email = within(form()).getByLabelText('Alert e-mail');
    await waitFor(() => expect(email).toHaveValue('testLines2@example.com'));
    await waitFor(() => expect(within(form()).getByLabelText('Threshold')).toHaveValue(7));
    expect(calls(dataProvider, 'suggestTabValues')).toHaveLength(1);
    expect(calls(dataProvider, 'saveTabRecord')).toEqual([]);

    fireEvent.click(within(form()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls(dataProvider, 'saveTabRecord')).toContainEqual(
        expect.objectContaining({
          params: expect.objectContaining({ data: { alertEmail: 'testLines2@example.com', threshold: 7 } }),
        }),
      ),
    );
  });

  it('shows the form only to users holding its permissions', async () => {
    setup({ Line: ['view'] });
    await waitFor(() => expect(shown('alertEmail')).toHaveTextContent('ops@acme.example'));
    expect(screen.queryByRole('region', { name: 'Monitoring' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows a failed tab request in place', async () => {
    const dataProvider = setup();
    vi.spyOn(dataProvider, 'getTabRecord').mockRejectedValue(
      new ApiError('Error (404) - Monitoring not found', 404, null, true),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error (404) - Monitoring not found');
    expect(screen.getByRole('tab', { name: 'Monitoring', selected: true })).toBeInTheDocument();
  });

  it('saves a form over the shown record to its own call and shows the saved record', async () => {
    const dataProvider = setup();
    fireEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    const name = await within(await screen.findByRole('region', { name: 'Settings' })).findByLabelText(
      'Name',
    );
    expect(name).toHaveValue('testLines 5');
    fireEvent.change(name, { target: { value: 'Hotline' } });
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Settings' })).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    await waitFor(() => expect(shown('name')).toHaveTextContent('Hotline'));
    expect(calls(dataProvider, 'saveTabRecord')).toEqual([
      expect.objectContaining({
        params: expect.objectContaining({ tab: 'settings', data: { name: 'Hotline' } }),
      }),
    ]);
  });

  it('shows the header component above the tabs with the shown record', async () => {
    setup({ Line: -1 }, { ...groupedLines, detail: { ...groupedLines.detail, header: 'permissionEditor' } });
    expect(await screen.findByTestId('header')).toHaveTextContent('testLines: testLines 5');
  });
});
