import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WEEKDAYS } from '../../shared/campaignRules';
import type { PermissionMap } from '../../shared/permissions';
import { resourceRegistry } from '../registry';
import { createFakeAuthProvider } from '../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { renderConsole } from '../../testing/renderConsole';
import { campaignsResource } from './campaignsResource';

const campaign = (status: number, plannable: boolean) => ({
  id: 7,
  name: 'Spring reminders',
  status,
  plannable,
  blockers: plannable ? [] : ['Contacts: import at least one contact'],
  progress: 0,
  contactCount: 3,
  processed: 0,
});

const schedule = {
  startDate: '2026-05-01',
  endDate: '2026-05-31',
  timeZone: 'UTC',
  ...Object.fromEntries(
    WEEKDAYS.flatMap((day) => [
      [`${day}From`, '09:00'],
      [`${day}To`, '17:00'],
    ]),
  ),
};

function setup(path: string, record: Record<string, unknown>, permissions: PermissionMap) {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    records: { campaigns: [record as never] },
    tabRecords: { 'campaigns:schedule:7': schedule },
  });
  const authProvider = createFakeAuthProvider({ registry: resourceRegistry, permissions });
  renderConsole(campaignsResource, { path, dataProvider, authProvider });
  return dataProvider;
}

const actionCalls = (dataProvider: ReturnType<typeof setup>) =>
  dataProvider.calls.filter((call) => call.method === 'runAction');

describe('campaign status actions', () => {
  it('offers only the transitions of the status and permissions, each behind a confirmation', async () => {
    const dataProvider = setup('/campaigns/detail/7/overview', campaign(1, true), {
      Campaign: ['view', 'edit', 'approve'],
    });
    const plan = await screen.findByRole('button', { name: 'Plan' }, { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Submit for approval' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    fireEvent.click(plan);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Change the status of the campaign "Spring reminders" to Planned?');
    expect(actionCalls(dataProvider)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(actionCalls(dataProvider)).toHaveLength(1));
    expect(actionCalls(dataProvider)[0]!.params).toMatchObject({ action: 'changeToPlanned', id: 7 });
  });

  it('keeps planning disabled while something blocks it, and offers nothing without the permissions', async () => {
    setup('/campaigns/detail/7/overview', campaign(1, false), { Campaign: ['view', 'approve'] });
    expect(await screen.findByRole('button', { name: 'Plan' }, { timeout: 15_000 })).toBeDisabled();
    // Submitting for approval needs Campaign/edit, which this user lacks.
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).not.toBeInTheDocument();
  });

  it('offers stop and finish on a running campaign, and no planning', async () => {
    setup('/campaigns/detail/7/status', campaign(8, true), { Campaign: ['view', 'control'] });
    expect(await screen.findByRole('button', { name: 'Stop' }, { timeout: 15_000 })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Plan' })).not.toBeInTheDocument();
  });
});

describe('campaign schedule', () => {
  it('checks opening times as HH:MM before saving', async () => {
    const dataProvider = setup('/campaigns/detail/7/schedule', campaign(1, true), {
      Campaign: ['view', 'edit'],
    });
    const monday = await screen.findByLabelText('Monday from', {}, { timeout: 15_000 });
    fireEvent.change(monday, { target: { value: '9:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Time must be in 'XX:YY' format")).toBeInTheDocument();
    expect(dataProvider.calls.filter((call) => call.method === 'saveTabRecord')).toEqual([]);
  });
});

describe('campaign addresses', () => {
  it('answers an id that is not a number with the not-found page, reading nothing', async () => {
    const dataProvider = setup('/campaigns/detail/abc', campaign(1, true), { Campaign: ['view'] });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(dataProvider.calls.filter((call) => call.method === 'getOne')).toEqual([]);
  });
});
