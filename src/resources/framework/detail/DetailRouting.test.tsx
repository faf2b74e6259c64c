import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import type { PermissionMap } from '../../../shared/permissions';
import { compositeId } from '../../schema/placeholders';
import type { ResourceConfig } from '../../types';
import { createFakeAuthProvider } from '../testing/fakeAuthProvider';
import { createFakeDataProvider } from '../testing/fakeDataProvider';
import {
  billingItems,
  botModules,
  detailFixturesRegistry,
  folderFlows,
  groupedLines,
} from '../testing/detailFixtures';
import { renderConsole } from '../../../testing/renderConsole';

const LINE = '/administration/test-lines/detail/5';

function setup(
  config: ResourceConfig,
  path: string,
  permissions: PermissionMap = { Line: -1 },
  records?: Record<string, RaRecord[]>,
) {
  const registry = detailFixturesRegistry;
  const dataProvider = createFakeDataProvider({ resources: registry, counts: { testLines: 6 }, records });
  const authProvider = createFakeAuthProvider({ registry, permissions });
  return renderConsole(config, { path, registry, dataProvider, authProvider });
}

const location = () => screen.getByTestId('location');
const bar = (name: string) => screen.getByRole('tablist', { name });

describe('detail tab groups', () => {
  it('redirects a group to its first child, replacing the address, and shows both tab bars', async () => {
    const { router } = setup(groupedLines, `${LINE}/advanced`);
    await waitFor(() => expect(location()).toHaveTextContent(`${LINE}/advanced/monitoring`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('tab', { name: 'Advanced', selected: true })).toHaveAttribute(
      'href',
      `${LINE}/advanced/monitoring`,
    );
    const group = bar('Sections of Advanced');
    expect(within(group).getByRole('tab', { name: 'Monitoring', selected: true })).toBeInTheDocument();
    expect(
      within(group)
        .getAllByRole('tab')
        .map((tab) => tab.getAttribute('href')),
    ).toEqual([
      `${LINE}/advanced/monitoring`,
      `${LINE}/advanced/queue`,
      `${LINE}/advanced/postcall-analytics`,
    ]);
  });

  it('deep-links to every child of a group', async () => {
    setup(groupedLines, `${LINE}/advanced/queue`);
    expect(await screen.findByRole('tab', { name: 'Queue', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Advanced', selected: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('dd[data-field="name"]')).toHaveTextContent('testLines 5'),
    );
    fireEvent.click(within(bar('Sections of Advanced')).getByRole('tab', { name: 'Post-call analytics' }));
    await waitFor(() => expect(location()).toHaveTextContent(`${LINE}/advanced/postcall-analytics`));
    expect(
      await screen.findByRole('tab', { name: 'Post-call analytics', selected: true }),
    ).toBeInTheDocument();
  });

  it('hides a child the user may not see from the group bar', async () => {
    setup(groupedLines, `${LINE}/advanced/monitoring`, { Line: ['view', 'edit'] });
    const group = await screen.findByRole('tablist', { name: 'Sections of Advanced' });
    expect(
      within(group)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Monitoring', 'Post-call analytics']);
  });

  it('refuses the address of a hidden child', async () => {
    setup(groupedLines, `${LINE}/advanced/queue`, { Line: ['view'] });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/not-authorized$/));
  });

  it.each([
    ['basic', `${LINE}/overview`],
    ['', `${LINE}/overview`],
  ])('redirects the sub-path "%s" to overview', async (subPath, expected) => {
    setup(groupedLines, `${LINE}/${subPath}`);
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${expected}$`)));
  });

  it('keeps the query when it redirects to the default tab', async () => {
    setup(groupedLines, `${LINE}?fullConversations=true`);
    await waitFor(() => expect(location()).toHaveTextContent(`${LINE}/overview?fullConversations=true`));
  });

  it.each(['advanced/nope', 'nope', 'overview/monitoring'])('shows not-found for %s', async (subPath) => {
    setup(groupedLines, `${LINE}/${subPath}`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('composite keys and route parameters', () => {
  it('opens a composite-key record from its key values, one path segment each', async () => {
    const modules = [
      { id: 'x', name: 'ivr~main', server: 'srv/1' },
      { id: 'y', name: 'ivr~main', server: 'srv/2' },
    ];
    const { dataProvider } = setup(
      botModules,
      '/testing/bot-modules/detail/ivr~main/srv%2F2',
      { Line: ['view'] },
      { testBotModules: modules },
    );
    const path = '/testing/bot-modules/detail/ivr~main/srv%2F2/overview';
    await waitFor(() => expect(location()).toHaveTextContent(path));
    expect(await screen.findByText('srv/2')).toBeInTheDocument();
    expect(dataProvider.calls).toContainEqual(
      expect.objectContaining({
        method: 'getOne',
        params: expect.objectContaining({ id: compositeId(['ivr~main', 'srv/2']) }),
      }),
    );
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('href', path);
  });

  it('matches a route with parameters, filters its list by them and opens the detail with them', async () => {
    const items = [
      { id: 1, name: 'Line one', idTenant: 2, kind: 'line' },
      { id: 2, name: 'Other tenant', idTenant: 3, kind: 'line' },
      { id: 3, name: 'Not a line', idTenant: 2, kind: 'fee' },
    ];
    const { dataProvider } = setup(
      billingItems,
      '/administration/billing/voice/2',
      { Line: ['view'] },
      {
        testBilling: items,
      },
    );
    fireEvent.click(await screen.findByText('Line one'));
    expect(screen.queryByText('Other tenant')).not.toBeInTheDocument();
    expect(screen.queryByText('Not a line')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(location()).toHaveTextContent(/^\/administration\/billing\/voice\/2\/detail\/1\/overview$/),
    );
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    const params = { app: 'voice', idTenant: '2' };
    expect(dataProvider.calls).toContainEqual(
      expect.objectContaining({ method: 'getList', params: expect.objectContaining({ meta: { params } }) }),
    );
    expect(dataProvider.calls).toContainEqual(
      expect.objectContaining({
        method: 'getOne',
        params: expect.objectContaining({ id: '1', meta: { params } }),
      }),
    );
  });

  it('lists by an optional parameter and keeps details out of it', async () => {
    const flows = [
      { id: 1, name: 'In folder', idFolder: 2 },
      { id: 2, name: 'Elsewhere', idFolder: 3 },
    ];
    setup(folderFlows, '/administration/test-flows/2', { Line: ['view'] }, { testFolderFlows: flows });
    fireEvent.click(await screen.findByText('In folder'));
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(location()).toHaveTextContent(/^\/administration\/test-flows\/detail\/1\/overview$/),
    );
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
  });
});
