import { ApiError } from '../api/apiError';
import { loadPrincipal } from '../api/principal';
import type { Db } from '../db/database';
import type { Sso } from '../sso/sso';
import { HubAuthError, type HubPrincipal, type HubRevalidate } from './hubAuth';

/** The reasons a client is told when the hub ends its connection (shown by the console). */
export const SESSION_ENDED_REASON = 'Your session has ended. Please sign in again.';
export const ACCOUNT_DISABLED_REASON = 'Your account was disabled or removed.';

/** Resolves a hub connection's principal from a token: the API's rules (grant alive, user enabled, tenant context). */
export function hubAuthenticate(db: Db, sso: Sso) {
  return async ({
    token,
    tenantContextId,
  }: {
    token: string | undefined;
    tenantContextId: string | undefined;
  }) => {
    if (!token) throw new HubAuthError(401, 'Unauthorized');
    let claims;
    try {
      claims = await sso.verifyAccessToken(token);
    } catch {
      throw new HubAuthError(401, 'Unauthorized');
    }
    try {
      const principal = loadPrincipal(db, claims.sub, tenantContextId);
      return {
        idUser: principal.idUser,
        idTenant: principal.idTenant,
        sub: claims.sub,
        grantId: claims.grantId,
        tokenId: claims.tokenId,
        tenantContextId,
        permissions: principal.permissions,
        expiry: connectionExpiry(claims.exp, sso.grantExpiresAt(claims.grantId)),
      } satisfies HubPrincipal;
    } catch (error) {
      const status = error instanceof ApiError && error.status === 403 ? 403 : 401;
      throw new HubAuthError(status, error instanceof Error ? error.message : 'Unauthorized');
    }
  };
}

/**
 * A connection may not outlive what the API accepts (issue 31.1): its token's `exp`, or its grant's end when that
 * comes first (both epoch seconds, as the API compares them).
 */
export function connectionExpiry(tokenExp: number, grantEnd: number | undefined): HubPrincipal['expiry'] {
  return grantEnd !== undefined && grantEnd < tokenExp
    ? { at: grantEnd * 1000, reason: SESSION_ENDED_REASON }
    : { at: tokenExp * 1000 };
}

/**
 * An open connection lives as long as its grant, its access token and its user (and its tenant context stays
 * allowed); its permissions follow the user's.
 */
export function hubRevalidate(db: Db, sso: Sso): HubRevalidate {
  return (current) => {
    if (current.grantId !== undefined && !sso.isGrantAlive(current.grantId))
      return { closeReason: SESSION_ENDED_REASON };
    if (current.tokenId !== undefined && sso.isTokenRevoked(current.tokenId))
      return { closeReason: SESSION_ENDED_REASON };
    try {
      const principal = loadPrincipal(db, current.sub, current.tenantContextId);
      return { ...current, idTenant: principal.idTenant, permissions: principal.permissions };
    } catch {
      return { closeReason: ACCOUNT_DISABLED_REASON };
    }
  };
}
