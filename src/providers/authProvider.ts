import type { AuthProvider, UserIdentity } from 'react-admin';
import type { PermissionMap, RuntimeConfig, SignedInUser, TenantRef } from '../types/api';
import { ApiError } from './apiError';
import { AUTHORIZATION_ERROR_MESSAGE } from './httpClient';
import { getFullName, getInitials } from './initials';
import type { Observable } from './observable';
import { isUsableUser } from './oidcTypes';
import { hasPermissions, type PermissionRequirement } from './permissions';
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
}

/** Resolves the requirements of a react-admin action on a resource; undefined means the action is not offered. */
export type PermissionResolver = (
  resource: string,
  action: string,
) => readonly PermissionRequirement[] | undefined;

export interface AuthProviderDeps extends Omit<SignInFlowDeps, 'sso' | 'location'> {
  sso: RuntimeConfig['sso'];
  /** GET user info (SPEC §7); called once per access token. */
  fetchUserInfo: () => Promise<SignedInUser>;
  resolvePermissions: PermissionResolver;
  storage?: Storage;
  location?: Pick<Location, 'pathname' | 'search' | 'href' | 'assign'>;
}

/** react-admin auth provider plus the console's sign-in hooks. */
export interface ConsoleAuthProvider extends AuthProvider {
  handleCallback: () => Promise<{ redirectTo: string }>;
  handleSilentCallback: () => Promise<void>;
  getUserInfo: () => Promise<SignedInUser>;
  getPermissions: () => Promise<PermissionMap>;
  getIdentity: () => Promise<ConsoleIdentity>;
  signInError: Observable<Error | null>;
  onSilentRenewError: (listener: (error: Error) => void) => () => void;
}

/**
 * Creates the OIDC-backed auth provider (SPEC §4). `checkAuth` never rejects for a missing user: it starts the
 * redirect sign-in and stays pending, so react-admin never shows a login page nor loops through logout.
 */
export function createAuthProvider(deps: AuthProviderDeps): ConsoleAuthProvider {
  const { userManager, sso, fetchUserInfo, resolvePermissions, location = window.location } = deps;
  const flow = createSignInFlow({ ...deps, location });
  let userInfo: { token: string; promise: Promise<SignedInUser> } | undefined;

  userManager.events.addSilentRenewError((error) => console.error('Silent token renew failed', error));

  const getUserInfo = async (): Promise<SignedInUser> => {
    const user = await userManager.getUser();
    if (!isUsableUser(user)) throw new ApiError(AUTHORIZATION_ERROR_MESSAGE, 0);
    if (userInfo?.token !== user.access_token) {
      const promise = fetchUserInfo();
      userInfo = { token: user.access_token, promise };
      // A failed lookup must not stick: the next call retries.
      promise.catch(() => {
        if (userInfo?.promise === promise) userInfo = undefined;
      });
    }
    return userInfo.promise;
  };

  return {
    login: () => flow.ensureSignedIn(),
    checkAuth: () => flow.ensureSignedIn(),
    handleCallback: () => flow.completeSignIn(),
    handleSilentCallback: () => flow.completeSilentRenew(),
    signInError: flow.signInError,
    onSilentRenewError: (listener) => userManager.events.addSilentRenewError(listener),
    getUserInfo,

    checkError: async (error: unknown) => {
      if (statusOf(error) !== 401) return; // 403 and the rest: stay signed in (SPEC §8)
      userInfo = undefined;
      // message:false — we are leaving for the sign-out page, a "logged out" toast would only flash.
      throw { message: false, logoutUser: true };
    },

    logout: async () => {
      userInfo = undefined;
      clearTenantContext(deps.storage ?? window.sessionStorage);
      try {
        await userManager.revokeTokens();
      } catch (error) {
        console.warn('Token revocation failed; signing out anyway', error);
      }
      try {
        await userManager.signoutRedirect();
      } catch (error) {
        console.error('Redirect sign-out failed', error);
        await userManager.removeUser();
        location.assign(sso.postLogoutRedirectPath);
      }
      return false; // the browser navigates itself; react-admin must not redirect
    },

    getIdentity: async () => toIdentity(await getUserInfo()),
    getPermissions: async () => (await getUserInfo()).permissions,

    canAccess: async ({ resource, action }) => {
      const required = resolvePermissions(resource, action);
      if (!required) return false;
      return hasPermissions((await getUserInfo()).permissions, required);
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
  };
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}
