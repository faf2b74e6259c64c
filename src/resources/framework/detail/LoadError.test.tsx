import { screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { flowsResource } from '../../flows/flowsResource';
import { grammarsResource } from '../../grammars/grammarsResource';
import { resourceRegistry } from '../../registry';
import { tenantsResource } from '../../tenants/tenantsResource';
import type { ResourceConfig } from '../../types';
import { createFakeAuthProvider } from '../testing/fakeAuthProvider';
import { createFakeDataProvider } from '../testing/fakeDataProvider';
import { listPath } from '../resourcePaths';
import { findNotification, renderConsole } from '../../../testing/renderConsole';

const authProvider = createFakeAuthProvider({
  registry: resourceRegistry,
  permissions: { CallScript: ['view'], Grammar: ['view'], Tenant: ['view'], User: ['view'] },
});

const fakeProvider = () =>
  createFakeDataProvider({
    resources: resourceRegistry,
    counts: { flows: 3, grammars: 3, tenants: 3, users: 5, languages: 2 },
  });

function open(config: ResourceConfig, path: string, dataProvider = fakeProvider()) {
  return renderConsole(config, { path, dataProvider, authProvider });
}

// Rendering resolves permissions and loads views asynchronously; a busy machine needs more than RTL's 1 s.
const SLOW = { timeout: 5000 };

const location = () => screen.getByTestId('location').textContent;

describe('detail pages whose data fails to load (SPEC §8)', { timeout: 20_000 }, () => {
  it.each([
    { config: flowsResource, path: '/flows/detail/99999/overview', name: 'Flow', plural: 'Flows' },
    {
      config: grammarsResource,
      path: '/administration/grammars/detail/99999/overview',
      name: 'Grammar',
      plural: 'Grammars',
    },
  ])('keeps a missing $name at its address and shows its error', async ({ config, path, name, plural }) => {
    open(config, path);
    const state = await screen.findByRole('heading', { name: `${name} could not be loaded` }, SLOW);
    expect(await findNotification(`Error (404) - ${name} not found`)).toBeInTheDocument();
    expect(state.closest('[role="alert"]')).toHaveTextContent(`Error (404) - ${name} not found`);
    // The list's address: `/flows`, without the optional folder of its route.
    expect(screen.getByRole('link', { name: `Back to ${plural}` })).toHaveAttribute('href', listPath(config));
    expect(screen.queryByText('Element does not exist')).not.toBeInTheDocument();
    expect(location()).toBe(path);
    expect(document.title).toBe(`${name} - Switchboard`);
  });

  it("shows a tab's failed data request in the tab, with its error notified, and stays put", async () => {
    const dataProvider = fakeProvider();
    dataProvider.getManyReference = async () => {
      throw new HttpError('Error (503) - Users are unavailable', 503, {
        status: 503,
        error: 'Users are unavailable',
      });
    };
    open(tenantsResource, '/administration/tenants/detail/2/users', dataProvider);
    const section = await screen.findByRole('region', { name: 'Users' }, SLOW);
    expect(await within(section).findByText('This data could not be loaded', {}, SLOW)).toBeInTheDocument();
    expect(section).toHaveTextContent('Error (503) - Users are unavailable');
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(await findNotification('Error (503) - Users are unavailable')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    expect(location()).toBe('/administration/tenants/detail/2/users');
  });
});
