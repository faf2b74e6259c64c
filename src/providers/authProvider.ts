import type { AuthProvider, UserIdentity } from 'react-admin';
import { canAccessAll, type PermissionMap, type PermissionRequirement } from '../shared/permissions';
import type { SignedInUser, TenantRef } from '../shared/wire/home';
import type { RuntimeConfig } from '../shared/wire/runtimeConfig';
import { ApiError } from './apiError';
import { AUTHORIZATION_ERROR_MESSAGE } from './httpClient';
import { getFullName, getInitials } from './initials';
import { createObservable, type Observable } from './observable';
import { isUsableUser } from './oidcTypes';
import { createSignInFlow, type SignInFlowDeps } from './signInFlow';
import { clearTenantContext } from './tenantContext';

/** Identity shown in the app bar; `initials` feed the avatar and `timezone` the date display. */
export interface ConsoleIdentity extends UserIdentity {
  id: number;
  fullName: string;
  username: string;
  initials: string;
  timezone: string | null;
  tenant: TenantRef;
  tenantsForContextSwitch: TenantRef[];
  passwordExpiration: SignedInUser['passwordExpiration'];
}

/** Resolves the requirements of a react-admin action on a resource; undefined means the action is not offered. */
export type PermissionResolver = (
  resource: string,
  action: string,
  // A tab's or an action's requirements may need the completed configurations, downloaded on first need.
) => readonly PermissionRequirement[] | undefined | Promise<readonly PermissionRequirement[] | undefined>;

export interface AuthProviderDeps extends Omit<SignInFlowDeps, 'sso' | 'location'> {
  sso: RuntimeConfig['sso'];
  /** GET user info (SPEC §7); called once per access token. */
  fetchUserInfo: () => Promise<SignedInUser>;
  resolvePermissions: PermissionResolver;
  /** The same without waiting: 'unknown' while the configurations it needs are still downloading. */
  resolvePermissionsNow?: (
    resource: string,
    action: string,
  ) => readonly PermissionRequirement[] | undefined | 'unknown';
  storage?: Storage;
  location?: Pick<Location, 'pathname' | 'search' | 'href' | 'assign'>;
  /** Called whenever `checkAuth` confirms a usable user: the signed-in screen is about to render. */
  onSignedIn?: () => void;
}

/** react-admin auth provider plus the console's sign-in hooks. */
export interface ConsoleAuthProvider extends AuthProvider {
  handleCallback: () => Promise<{ redirectTo: string }>;
  handleSilentCallback: () => Promise<void>;
  getUserInfo: () => Promise<SignedInUser>;
  getPermissions: () => Promise<PermissionMap>;
  getIdentity: () => Promise<ConsoleIdentity>;
  /** Forgets the user info received, so the next identity read asks again (the user changed their profile). */
  refreshUserInfo: () => void;
  /**
   * `canAccess` answered synchronously from the user info already received and the requirements already known;
   * undefined when either is still on its way (then ask `canAccess`). Screens check a route's permissions with it
   * so the first data request does not wait for another asynchronous round.
   */
  canAccessNow: (params: { resource: string; action: string }) => boolean | undefined;
  signInError: Observable<Error | null>;
  /** True from the moment sign-out starts; the layout then unmounts every view and drops cached data. */
  signingOut: Observable<boolean>;
  onSilentRenewError: (listener: (error: Error) => void) => () => void;
  /**
   * Registers who decides what happens when the session ends (a 401, the session check): the handler returns true
   * when it takes over (the page holds unsaved changes and offers to sign in again); otherwise the console signs out.
   */
  onSessionEnd: (handler: () => boolean) => () => void;
  /** The session ended: asks the registered handler, else signs out. */
  sessionEnded: () => void;
  /**
   * Signs the same user in again in a popup, keeping the page and its unsaved changes. Rejects with the sign-in
   * client's error (SPEC §8 "Popup closed by user", …); another user signing in there signs this console out.
   */
  signInAgain: () => Promise<void>;
}

/**
 * Creates the OIDC-backed auth provider (SPEC §4). `checkAuth` never rejects for a missing user: it starts the
 * redirect sign-in and stays pending, so react-admin never shows a login page nor loops through logout.
 */
export function createAuthProvider(deps: AuthProviderDeps): ConsoleAuthProvider {
  const { userManager, sso, fetchUserInfo, resolvePermissions, resolvePermissionsNow } = deps;
  const { location = window.location } = deps;
  const flow = createSignInFlow({ ...deps, location });
  const signingOut = createObservable(false);
  let userInfo: { token: string; promise: Promise<SignedInUser>; value?: SignedInUser } | undefined;
  let signOut: Promise<false> | undefined;

  userManager.events.addSilentRenewError((error) => console.error('Silent token renew failed', error));
  let endHandler: (() => boolean) | undefined;
  const takenOver = () => !signOut && endHandler?.() === true;

  // Revoke the tokens, then end the SSO session, which returns to the post-logout address (SPEC §4: redirect
  // sign-out). One run per page: a 401 arriving while signing out must not start a second one.
  const logout = () =>
    (signOut ??= (async () => {
      signingOut.set(true);
      userInfo = undefined;
      clearTenantContext(deps.storage ?? window.sessionStorage);
      try {
        await userManager.revokeTokens();
      } catch (error) {
        console.warn('Token revocation failed; signing out anyway', error);
      }
      try {
        await userManager.signoutRedirect(); // also removes the stored user before leaving
      } catch (error) {
        console.error('Redirect sign-out failed', error);
        await userManager.removeUser();
        location.assign(sso.postLogoutRedirectPath);
      }
      return false as const; // the browser navigates itself; react-admin must not redirect
    })());

  const getUserInfo = async (): Promise<SignedInUser> => {
    const user = await userManager.getUser();
    if (!isUsableUser(user)) throw new ApiError(AUTHORIZATION_ERROR_MESSAGE, 0);
    if (userInfo?.token !== user.access_token) {
      const promise = fetchUserInfo();
      const entry: NonNullable<typeof userInfo> = { token: user.access_token, promise };
      userInfo = entry;
      promise.then(
        (value) => {
          entry.value = value;
        },
        () => undefined,
      );
      // A failed lookup must not stick: the next call retries. A 401 means the session is gone (SPEC §8).
      promise.catch((error: unknown) => {
        if (userInfo?.promise === promise) userInfo = undefined;
        if (statusOf(error) === 401 && !takenOver()) void logout();
      });
    }
    return userInfo.promise;
  };

  return {
    login: () => flow.ensureSignedIn(),
    checkAuth: async () => {
      // Signing out removes the stored user before the browser leaves: a check in between (the routes re-asking
      // once the cache is cleared) must not start a sign-in that races the end-session redirect.
      if (signOut) return new Promise<never>(() => undefined);
      await flow.ensureSignedIn();
      deps.onSignedIn?.();
    },
    handleCallback: () => flow.completeSignIn(),
    handleSilentCallback: () => flow.completeSilentRenew(),
    signInError: flow.signInError,
    signingOut,
    onSilentRenewError: (listener) => userManager.events.addSilentRenewError(listener),
    onSessionEnd: (handler) => {
      endHandler = handler;
      return () => {
        if (endHandler === handler) endHandler = undefined;
      };
    },
    sessionEnded: () => {
      if (!takenOver()) void logout();
    },
    signInAgain: async () => {
      const before = (await userManager.getUser())?.profile?.sub;
      const user = await userManager.signinPopup();
      userInfo = undefined;
      if (before !== undefined && user.profile?.sub !== before) {
        void logout();
        throw new Error('Another user signed in');
      }
    },
    getUserInfo,

    checkError: async (error: unknown) => {
      if (statusOf(error) !== 401) return; // 403 and the rest: stay signed in (SPEC §8)
      userInfo = undefined;
      if (takenOver()) return; // the page asks the user to sign in again; its changes stay
      // message:false — we are leaving for the sign-out page, a "logged out" toast would only flash.
      throw { message: false, logoutUser: true };
    },

    logout,

    getIdentity: async () => toIdentity(await getUserInfo()),
    refreshUserInfo: () => {
      userInfo = undefined;
    },
    getPermissions: async () => (await getUserInfo()).permissions,

    canAccessNow: ({ resource, action }) => {
      const user = userInfo?.value;
      if (!user || !resolvePermissionsNow) return undefined;
      const required = resolvePermissionsNow(resource, action);
      if (required === 'unknown') return undefined;
      return required !== undefined && canAccessAll(user.permissions, required);
    },

    canAccess: async ({ resource, action }) => {
      const required = await resolvePermissions(resource, action);
      if (!required) return false;
      try {
        return canAccessAll((await getUserInfo()).permissions, required);
      } catch (error) {
        // 403 on user info (e.g. a tenant context the user may no longer use): not authorized, still signed in.
        if (statusOf(error) === 403) return false;
        throw error;
      }
    },
  };
}

function toIdentity(user: SignedInUser): ConsoleIdentity {
  return {
    id: user.id,
    fullName: getFullName(user),
    username: user.username,
    initials: getInitials(user),
    timezone: user.consolePreference?.timezone ?? null,
    tenant: user.tenant,
    tenantsForContextSwitch: Array.isArray(user.tenantsForContextSwitch) ? user.tenantsForContextSwitch : [],
    passwordExpiration: user.passwordExpiration,
  };
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}
