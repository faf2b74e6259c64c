import { screen } from '@testing-library/react';
import type { PermissionMap } from '../../shared/permissions';
import { resourceRegistry } from '../registry';
import { createFakeAuthProvider } from '../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { renderConsole } from '../../testing/renderConsole';
import { campaignsResource } from './campaignsResource';

const campaign = { id: 7, name: 'Spring reminders', status: 1, plannable: true, blockers: [], progress: 0 };
const prepare = {
  callerIds: ['+420601234567'],
  lineIds: [52, 53],
  lineNames: ['Prague outbound', 'Brno outbound'],
  concurrentCalls: 5,
  maxAttempts: 3,
  retryDelayMinutes: 60,
  maxAttemptsPerNumber: 3,
  retryPickedMinutes: 0,
  retryErrorMinutes: 15,
};

function open(path: string, permissions: PermissionMap = { Campaign: ['view', 'edit'] }) {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    records: { campaigns: [campaign as never] },
    tabRecords: { 'campaigns:prepare:7': prepare },
  });
  const authProvider = createFakeAuthProvider({ registry: resourceRegistry, permissions });
  renderConsole(campaignsResource, { path, dataProvider, authProvider });
}

describe('campaign parts', () => {
  it('shows the lines by name, each a link to the line, never their ids', async () => {
    open('/campaigns/detail/7/prepare', { Campaign: ['view'] });
    const line = await screen.findByRole('link', { name: 'Prague outbound' });
    expect(line.getAttribute('href')).toMatch(/52/);
    expect(screen.getByRole('link', { name: 'Brno outbound' })).toBeInTheDocument();
    expect(screen.queryByText('52')).not.toBeInTheDocument();
  });

  it('offers one "Export contacts" action on the contacts tab', async () => {
    open('/campaigns/detail/7/contacts');
    await screen.findByRole('button', { name: 'Export contacts' });
    expect(screen.getAllByRole('button', { name: 'Export contacts' })).toHaveLength(1);
  });
});
