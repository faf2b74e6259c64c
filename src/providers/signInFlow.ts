import type { RuntimeConfig } from '../shared/wire/runtimeConfig';
import { createObservable, type Observable } from './observable';
import { isUsableUser, type AuthUserManager } from './oidcTypes';
import { safeReturnPath } from './safeReturnPath';

/** Pause between completing the sign-in callback and leaving the callback page (SPEC §9). */
export const SIGN_IN_REDIRECT_DELAY_MS = 500;

/** Query parameters of the authorization response; removed from the address once consumed. */
const CALLBACK_PARAMS = ['code', 'state', 'session_state', 'iss'];

export interface SignInFlowDeps {
  userManager: AuthUserManager;
  sso: Pick<RuntimeConfig['sso'], 'redirectPath' | 'silentRedirectPath'>;
  location?: Pick<Location, 'pathname' | 'search' | 'href'>;
  history?: Pick<History, 'replaceState' | 'state'>;
  delay?: (ms: number) => Promise<void>;
  /** Whether this page is the popup of a sign-in-again (opened by the console's own tab). */
  isPopup?: () => boolean;
}

/** The sign-in state machine of SPEC §4; every step runs at most once per page load. */
export interface SignInFlow {
  /** Resolves when a usable user exists; otherwise starts or finishes sign-in and stays pending. */
  ensureSignedIn: () => Promise<void>;
  /** Completes the redirect callback and resolves with the validated address to return to. */
  completeSignIn: () => Promise<{ redirectTo: string }>;
  /** Completes the silent-renew callback inside the hidden frame. */
  completeSilentRenew: () => Promise<void>;
  /** Set when the redirect to the sign-in server could not even start (e.g. server unreachable). */
  signInError: Observable<Error | null>;
}

/** Creates the {@link SignInFlow} for one page load. */
export function createSignInFlow({
  userManager,
  sso,
  location = window.location,
  history = window.history,
  delay = wait,
  isPopup = openedByConsole,
}: SignInFlowDeps): SignInFlow {
  const signInError = createObservable<Error | null>(null);
  let callback: Promise<{ redirectTo: string }> | undefined;
  let silentCallback: Promise<void> | undefined;
  let redirecting: Promise<never> | undefined;

  const completeSilentRenew = () => (silentCallback ??= userManager.signinSilentCallback());

  const completeSignIn = () =>
    (callback ??= (async () => {
      if (isPopup()) {
        // The popup hands the answer to the console that opened it, which closes it: this page shows nothing.
        await userManager.signinPopupCallback();
        return forever();
      }
      // Step 2 comes before step 3: a usable stored user wins over a stale or replayed callback address.
      if (isUsableUser(await userManager.getUser())) return { redirectTo: '/' };
      const user = await userManager.signinRedirectCallback();
      removeCallbackParams(location, history);
      await delay(SIGN_IN_REDIRECT_DELAY_MS);
      return { redirectTo: safeReturnPath(user.state, [sso.redirectPath, sso.silentRedirectPath]) };
    })());

  const startSignIn = () =>
    (redirecting ??= (async () => {
      try {
        await userManager.signinRedirect({ state: `${location.pathname}${location.search}` });
      } catch (error) {
        signInError.set(error instanceof Error ? error : new Error(String(error)));
      }
      // The browser is leaving for the sign-in server (or shows the error); react-admin must keep waiting.
      return forever();
    })());

  const ensureSignedIn = async (): Promise<void> => {
    const { pathname } = location;
    if (pathname === sso.silentRedirectPath) {
      // Step 1: inside the hidden renew frame; never start a redirect from here.
      await completeSilentRenew().catch(() => undefined);
      return forever();
    }
    if (pathname === sso.redirectPath && isPopup()) {
      // The popup holds a copy of its opener's storage: the opener's stored user must not sign the popup in.
      await completeSignIn().catch(() => undefined);
      return forever();
    }
    if (isUsableUser(await userManager.getUser())) return;
    if (pathname === sso.redirectPath) {
      // Step 3; on failure the callback page shows the error, so stay pending instead of signing out.
      return completeSignIn().then(
        () => undefined,
        () => forever(),
      );
    }
    return startSignIn();
  };

  return { ensureSignedIn, completeSignIn, completeSilentRenew, signInError };
}

function removeCallbackParams(
  location: Pick<Location, 'href'>,
  history: Pick<History, 'replaceState' | 'state'>,
): void {
  const url = new URL(location.href);
  CALLBACK_PARAMS.forEach((name) => url.searchParams.delete(name));
  // Keep the router's history state so its navigation index stays consistent.
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** A window opened by a console tab of the same origin (its sign-in-again popup). */
function openedByConsole(): boolean {
  try {
    const opener = window.opener as Window | null;
    return !!opener && opener !== window && opener.location.origin === window.location.origin;
  } catch {
    return false; // another origin's window: reading its location throws
  }
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function forever(): Promise<never> {
  return new Promise<never>(() => undefined);
}
