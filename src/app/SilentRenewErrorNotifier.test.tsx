import { act, render, screen } from '@testing-library/react';
import { AdminContext, Notification, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../providers/i18nProvider';
import { SilentRenewErrorNotifier } from './SilentRenewErrorNotifier';

describe('SilentRenewErrorNotifier', () => {
  it('notifies silent renew failures and unsubscribes on unmount', async () => {
    const listeners = new Set<(error: Error) => void>();
    const authProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      onSilentRenewError: (listener: (error: Error) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    } satisfies AuthProvider;
    const { unmount } = render(
      <MemoryRouter>
        <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <SilentRenewErrorNotifier />
          <Notification />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(listeners.size).toBe(1);
    act(() => listeners.forEach((listener) => listener(new Error('login_required'))));
    expect(await screen.findByText('Your session could not be renewed: login_required')).toBeInTheDocument();
    unmount();
    expect(listeners.size).toBe(0);
  });
});
