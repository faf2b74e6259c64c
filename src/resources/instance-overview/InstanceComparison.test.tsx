import { fireEvent, screen, within } from '@testing-library/react';
import type { PermissionMap } from '../../shared/permissions';
import type { ComparisonRow } from '../../shared/wire/instances';
import { createFakeAuthProvider } from '../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { renderConsole } from '../../testing/renderConsole';
import { resourceRegistry } from '../registry';
import { instanceOverviewResource } from './instanceOverviewResource';

const APP_URL = 'http://localhost:8080/instances/staging';
const instance = {
  id: APP_URL,
  appUrl: APP_URL,
  name: 'Staging',
  version: '2.0.30',
  local: false,
  reachable: true,
  lastSync: null,
};
const row = (key: string, result: ComparisonRow['result'], local: string | null, remote: string | null) => ({
  id: key,
  key,
  name: key,
  result,
  local: local === null ? null : { content: local },
  remote: remote === null ? null : { content: remote },
});

function setup(permissions: PermissionMap, shown = instance) {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    records: { instanceOverview: [shown] },
    comparisons: {
      [APP_URL]: {
        grammars: [
          row('Alpha', 1, 'a', 'a'),
          row('Beta', 2, 'b', null),
          row('Gamma', 3, null, 'g'),
          row('Delta', 4, 'd', 'd2'),
        ],
      },
    },
  });
  renderConsole(instanceOverviewResource, {
    path: `/administration/instance-overview/detail/${encodeURIComponent(shown.appUrl)}/grammars`,
    dataProvider,
    authProvider: createFakeAuthProvider({ registry: resourceRegistry, permissions }),
  });
  return { dataProvider };
}

describe('InstanceComparison', () => {
  it('shows every item with its result label, and the side-by-side diff of a different one', async () => {
    setup({ InstanceOverview: ['view'] });
    expect(await screen.findByText('only on remote instance')).toBeInTheDocument();
    for (const label of ['identical', 'only on this instance', 'different'])
      expect(screen.getByText(label)).toBeInTheDocument();
    // Without InstanceOverview/sync: nothing to select, nothing to promote.
    expect(screen.queryByRole('button', { name: 'Promote to remote instance' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show the differences of Delta' }));
    const diff = screen.getByRole('table', { name: 'This instance / Remote instance' });
    expect(within(diff).getByText('"content": "d2"')).toBeInTheDocument();
  });

  it('promotes the selected items after a confirmation listing what is created and overwritten', async () => {
    const { dataProvider } = setup({ InstanceOverview: ['view', 'sync'] });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Beta' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Delta' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Gamma' }));
    fireEvent.click(screen.getByRole('button', { name: 'Promote to remote instance' }));
    const dialog = screen.getByRole('dialog', { name: 'Promote to Staging?' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Will be created' })).getByText('Beta'),
    ).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'Will be overwritten' })).getByText('Delta'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Not on the source instance, left out: Gamma')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Synchronise' }));
    expect(
      await screen.findByText('Synchronisation finished; the comparison is up to date.'),
    ).toBeInTheDocument();
    expect(await screen.findAllByText('identical')).toHaveLength(3);
    expect(await dataProvider.getComparison(APP_URL, 'grammars')).toMatchObject({
      data: expect.arrayContaining([expect.objectContaining({ key: 'Gamma', result: 3 })]),
    });
  });
});

describe("this instance's own row", () => {
  it('says at once that it is not compared with itself, and asks the platform for no comparison', async () => {
    const own = { ...instance, id: 'http://localhost:8080', appUrl: 'http://localhost:8080', local: true };
    const { dataProvider } = setup({ InstanceOverview: ['view'] }, own);
    expect(await screen.findByText(/it is not compared with itself/)).toBeInTheDocument();
    expect(dataProvider.calls.some((call) => call.method === 'getComparison')).toBe(false);
  });
});
