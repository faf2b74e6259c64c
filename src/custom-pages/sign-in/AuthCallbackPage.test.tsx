import { act, screen } from '@testing-library/react';
import { createAuthProvider } from '../../providers/authProvider';
import { createFakeUserManager, fakeHistory, fakeLocation } from '../../testing/fakeUserManager';
import { TEST_CONFIG } from '../../testing/fixtures';
import { renderConsole } from '../../testing/renderConsole';
import { AuthCallbackPage } from './AuthCallbackPage';

const CALLBACK = '/auth-callback?code=abc&state=xyz';

function setup(savedState: unknown) {
  const userManager = createFakeUserManager(null);
  vi.mocked(userManager.signinRedirectCallback).mockImplementation(async () => {
    userManager.user = { access_token: 'fresh', state: savedState };
    return userManager.user;
  });
  const location = fakeLocation(CALLBACK);
  const history = fakeHistory(location);
  const authProvider = createAuthProvider({
    userManager,
    sso: TEST_CONFIG.sso,
    fetchUserInfo: vi.fn(),
    resolvePermissions: () => undefined,
    location,
    history,
  });
  renderConsole(<AuthCallbackPage />, { path: CALLBACK, route: '/auth-callback', authProvider });
  return { userManager, history };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const currentAddress = () => screen.getByTestId('location').textContent;

describe('AuthCallbackPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('completes the callback, strips code and state, waits 500 ms, then returns to the saved address', async () => {
    const { userManager, history } = setup('/administration/tenants?page=2');
    await advance(0);
    expect(userManager.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(history.replaceState).toHaveBeenCalledWith(history.state, '', '/auth-callback');
    expect(screen.getByText('Signing in…')).toBeInTheDocument();
    expect(document.title).toBe('Signing in… - Switchboard');

    await advance(499);
    expect(currentAddress()).toBe(CALLBACK);

    // 500 ms plus the zero-delay tick react-query uses to deliver the result.
    await advance(2);
    expect(currentAddress()).toBe('/administration/tenants?page=2');
  });

  it.each(['//evil.example', 'https://evil.example/x', 'javascript:alert(1)', '/\\evil.example', undefined])(
    'goes to / when the saved state is %p',
    async (forged) => {
      setup(forged);
      await advance(502);
      expect(currentAddress()).toBe('/');
    },
  );

  it('shows the failure with a way to sign in again', async () => {
    const { userManager } = setup('/flows');
    vi.mocked(userManager.signinRedirectCallback).mockRejectedValue(
      new Error('No matching state found in storage'),
    );
    await advance(500);
    expect(screen.getByRole('heading', { name: 'Sign-in failed' })).toBeInTheDocument();
    expect(screen.getByText('No matching state found in storage')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Sign-in failed - Switchboard');
    expect(currentAddress()).toBe(CALLBACK);
  });

  it("shows a sign-in client error with the SPEC §8 text, not the library's wording", async () => {
    const { userManager } = setup('/flows');
    vi.mocked(userManager.signinRedirectCallback).mockRejectedValue(
      new Error('invalid request_type in state'),
    );
    await advance(500);
    expect(screen.getByText('invalid response_type in state')).toBeInTheDocument();
  });
});
