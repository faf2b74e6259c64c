import { act, render, screen } from '@testing-library/react';
import { AdminContext, Notification, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../providers/i18nProvider';
import { SilentRenewErrorNotifier } from './SilentRenewErrorNotifier';

function renderNotifier() {
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
  const fail = (message: string) => act(() => listeners.forEach((listener) => listener(new Error(message))));
  return { listeners, unmount, fail };
}

describe('SilentRenewErrorNotifier', () => {
  it('notifies silent renew failures and unsubscribes on unmount', async () => {
    const { listeners, unmount, fail } = renderNotifier();
    expect(listeners.size).toBe(1);
    fail('login_required');
    expect(await screen.findByText('Your session could not be renewed: login_required')).toBeInTheDocument();
    unmount();
    expect(listeners.size).toBe(0);
  });

  it("shows a sign-in client error with the SPEC §8 text, not oidc-client-ts's wording", async () => {
    const { fail } = renderNotifier();
    fail('invalid request_type in state');
    expect(
      await screen.findByText('Your session could not be renewed: invalid response_type in state'),
    ).toBeInTheDocument();
  });
});
