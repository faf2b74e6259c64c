import { act, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../providers/i18nProvider';
import { createObservable } from '../../providers/observable';
import { SignInLoadingPage } from './SignInLoadingPage';

describe('SignInLoadingPage', () => {
  it('shows loading, then the failure to start sign-in with a retry', () => {
    const signInError = createObservable<Error | null>(null);
    const authProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      signInError,
    } satisfies AuthProvider;
    render(
      <MemoryRouter>
        <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <SignInLoadingPage />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => signInError.set(new Error('Failed to fetch')));
    expect(screen.getByRole('heading', { name: 'Sign-in failed' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.title).toBe('Sign-in failed - Switchboard');
  });
});
