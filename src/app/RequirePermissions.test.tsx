import { screen, waitFor } from '@testing-library/react';
import { RequirePermissions } from './RequirePermissions';
import { renderShell } from '../testing/shellTestHarness';

const guarded = (
  <RequirePermissions
    requirements={[
      { area: 'Settings', action: 'modify-theme' },
      { area: 'Tenant', action: 'view' },
    ]}
  >
    <p>secret page</p>
  </RequirePermissions>
);

describe('RequirePermissions', () => {
  it('renders the page when every requirement is granted', async () => {
    renderShell(guarded, { path: '/page', permissions: { Settings: ['modify-theme'], Tenant: -1 } });
    expect(await screen.findByText('secret page')).toBeInTheDocument();
  });

  it.each([
    ['one pair missing', { Settings: ['modify-theme'] }],
    ['nothing granted', {}],
    ['a malformed map', { Settings: 'modify-theme', Tenant: '-1' }],
  ])('goes to /not-authorized with %s, without ever mounting the page', async (_name, permissions) => {
    renderShell(guarded, { path: '/page', route: '/page', permissions: permissions as never });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/not-authorized'));
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });

  it('needs no permissions for an empty requirement list', async () => {
    renderShell(
      <RequirePermissions requirements={[]}>
        <p>open page</p>
      </RequirePermissions>,
    );
    expect(await screen.findByText('open page')).toBeInTheDocument();
  });
});
