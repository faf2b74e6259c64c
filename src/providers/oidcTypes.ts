/** The part of an oidc-client-ts `User` the console relies on. */
export interface OidcUser {
  access_token: string;
  /** Undefined when the token has no expiry. */
  expired?: boolean;
  /** The custom state given to `signinRedirect`: here the address before sign-in. */
  state?: unknown;
  /** The ID token's claims; `sub` names the user. */
  profile?: { sub?: string };
}

/**
 * The part of oidc-client-ts `UserManager` the auth provider uses; a structural type so tests can fake it.
 * A real `UserManager` satisfies it.
 */
export interface AuthUserManager {
  getUser: () => Promise<OidcUser | null>;
  signinRedirect: (args?: { state?: unknown }) => Promise<void>;
  signinRedirectCallback: (url?: string) => Promise<OidcUser>;
  signinSilentCallback: (url?: string) => Promise<void>;
  /** Signs in again in a popup (SPEC §9 popup height, checked for closing every 500 ms), keeping the page. */
  signinPopup: () => Promise<OidcUser>;
  /** Completes a popup sign-in inside the popup: hands the answer to the opener, which closes it. */
  signinPopupCallback: (url?: string) => Promise<void>;
  revokeTokens: () => Promise<void>;
  signoutRedirect: () => Promise<void>;
  removeUser: () => Promise<void>;
  events: {
    addSilentRenewError: (callback: (error: Error) => void) => () => void;
  };
}

/** A stored user that can still be used (SPEC §4 step 2). */
export function isUsableUser(user: OidcUser | null | undefined): user is OidcUser {
  return !!user && !!user.access_token && user.expired !== true;
}
