import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useStore } from 'react-admin';
import { readTenantContext, writeTenantContext } from '../../providers/tenantContext';
import { renderConsole } from '../../testing/renderConsole';
import { useTenantContext } from './useTenantContext';
import { useTenantContextActions } from './useTenantContextActions';

const reloader = { reload: vi.fn() };

function Probe() {
  const { switchTo, restore } = useTenantContextActions(reloader);
  const context = useTenantContext();
  const [remembered, remember] = useStore<string>('tenants.list.filter', '');
  return (
    <>
      <output data-testid="context">{context?.name ?? 'own'}</output>
      <output data-testid="store">{remembered}</output>
      <button type="button" onClick={() => remember('Acme only')}>
        remember
      </button>
      <button type="button" onClick={() => void switchTo({ id: 5, name: 'Globex Banking' })}>
        switch
      </button>
      <button type="button" onClick={() => void restore()}>
        restore
      </button>
    </>
  );
}

describe('useTenantContextActions', () => {
  beforeEach(() => {
    sessionStorage.clear();
    reloader.reload.mockClear();
  });

  it('switches: stores the context, forgets react-admin state and goes to /flows without reloading', async () => {
    renderConsole(<Probe />, { path: '/administration/tenants' });
    fireEvent.click(screen.getByRole('button', { name: 'remember' }));
    expect(screen.getByTestId('store')).toHaveTextContent('Acme only');
    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/flows$/));
    expect(readTenantContext()).toEqual({ id: 5, name: 'Globex Banking' });
    expect(screen.getByTestId('context')).toHaveTextContent('Globex Banking');
    expect(screen.getByTestId('store')).toBeEmptyDOMElement();
    expect(reloader.reload).not.toHaveBeenCalled();
  });

  it('reloads when already on /flows', async () => {
    renderConsole(<Probe />, { path: '/flows' });
    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    await waitFor(() => expect(reloader.reload).toHaveBeenCalledTimes(1));
    expect(readTenantContext()).toEqual({ id: 5, name: 'Globex Banking' });
  });

  it('restores the own tenant and reloads', async () => {
    writeTenantContext({ id: 5, name: 'Globex Banking' });
    renderConsole(<Probe />, { path: '/administration/tenants' });
    expect(screen.getByTestId('context')).toHaveTextContent('Globex Banking');
    fireEvent.click(screen.getByRole('button', { name: 'restore' }));
    await waitFor(() => expect(reloader.reload).toHaveBeenCalledTimes(1));
    expect(readTenantContext()).toBeNull();
    expect(screen.getByTestId('context')).toHaveTextContent('own');
  });
});
