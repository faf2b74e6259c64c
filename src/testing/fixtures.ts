import type { ConsoleIdentity } from '../providers/authProvider';
import type { PermissionMap } from '../shared/permissions';
import type { SignedInUser } from '../shared/wire/home';
import type { RuntimeConfig } from '../shared/wire/runtimeConfig';

/** Test-only: the one set of fixtures for console tests (runtime configuration, signed-in user, identity). */

/** A runtime configuration like the dev platform's on http://localhost:8080. */
export const TEST_CONFIG: RuntimeConfig = Object.freeze({
  coreApiUrl: 'http://localhost:8080/api',
  nlpApiUrl: 'http://localhost:8080/nlp',
  hubUrl: 'http://localhost:8080/hubs/console',
  sso: Object.freeze({
    authority: 'http://localhost:8080/sso',
    clientId: 'core.fe',
    scope: 'openid profile api IdentityServerApi offline_access',
    redirectPath: '/auth-callback',
    silentRedirectPath: '/auth-refresh',
    postLogoutRedirectPath: '/',
  }),
});

/** The user-info answer of a signed-in user with these permissions; override what a test needs. */
export function testSignedInUser(
  permissions: PermissionMap,
  patch: Partial<SignedInUser> = {},
): SignedInUser {
  return {
    id: 3,
    username: 'admin',
    firstname: 'Ada',
    lastname: 'Admin',
    tenant: { id: 1, name: 'Switchboard' },
    idTenant: 1,
    tenantsForContextSwitch: [],
    consolePreference: { timezone: null },
    passwordExpiration: { type: 'NEVER', expiresAt: null, warnDays: 0 },
    permissions,
    ...patch,
  };
}

/** A signed-in identity as the auth provider builds it; override what a test needs. */
export function testIdentity(patch: Partial<ConsoleIdentity> = {}): ConsoleIdentity {
  return {
    id: 3,
    fullName: 'Ada Admin',
    username: 'admin',
    initials: 'AA',
    timezone: 'Europe/Prague',
    tenant: { id: 1, name: 'Switchboard' },
    tenantsForContextSwitch: [],
    passwordExpiration: { type: 'NEVER', expiresAt: null, warnDays: 0 },
    ...patch,
  };
}
