import type { PermissionMap } from '../../src/shared/permissions';
import type { IncomingHttpHeaders } from 'node:http';

/** Who is connected: the user, the effective tenant (context applied) and the token subject. */
export interface HubPrincipal {
  idUser: number;
  idTenant: number;
  sub: string;
  /** The grant of the token the connection opened with: the connection ends with it. */
  grantId?: string;
  /** The id of the access token the connection opened with: revoking that token ends the connection. */
  tokenId?: string;
  /** The Tenant-Context-Id the connection opened with, to re-resolve the principal later. */
  tenantContextId?: string;
  /** What the user may do now (refreshed while the connection is open); events are filtered by it. */
  permissions?: PermissionMap;
  /**
   * When the connection ends by itself (epoch ms): at its access token's expiry (no reason: the client reconnects
   * with a fresh token), or earlier at its grant's (`reason` tells the client its session ended).
   */
  expiry?: { at: number; reason?: string };
}

/**
 * Re-checks an open connection's principal: the refreshed principal, or the reason the connection must close
 * (the grant or the user ended), which the client is told in the SignalR Close message.
 */
export type HubRevalidate = (principal: HubPrincipal) => HubPrincipal | { closeReason: string };

/** Whether a connection may receive an event (e.g. the permission to view the changed resource). */
export type HubAudience = (principal: HubPrincipal, target: string, args: readonly unknown[]) => boolean;

/** Whether two principals may read the same: same tenant, same permissions. */
export function sameAccess(a: HubPrincipal, b: HubPrincipal): boolean {
  return a.idTenant === b.idTenant && canonical(a.permissions) === canonical(b.permissions);
}

function canonical(permissions: HubPrincipal['permissions']): string {
  const entries = Object.entries(permissions ?? {}).map(
    ([area, actions]) => [area, actions === -1 ? -1 : [...actions].sort()] as const,
  );
  return JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Thrown by the hub's `authenticate` callback; the status is answered to the client. */
export class HubAuthError extends Error {
  constructor(
    public status: 401 | 403,
    message: string,
  ) {
    super(message);
    this.name = 'HubAuthError';
  }
}

export type HubAuthenticate = (input: {
  token: string | undefined;
  tenantContextId: string | undefined;
}) => Promise<HubPrincipal>;

export type HubLog = (message: string, fields?: Record<string, unknown>) => void;

export type AuthResult = { principal: HubPrincipal } | { status: number; error: string };

/** First value of a request header (node lower-cases header names). */
export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The bearer token: the Authorization header (negotiate, Node clients) or else the `access_token`
 * query parameter, which is the only way a browser WebSocket can carry it.
 */
export function extractToken(headers: IncomingHttpHeaders, query: URLSearchParams): string | undefined {
  const authorization = headerValue(headers, 'authorization');
  const match = authorization ? /^Bearer\s+(.+)$/i.exec(authorization.trim()) : null;
  if (match) return match[1];
  return query.get('access_token') ?? undefined;
}

/** Requests without an Origin header (non-browser clients) pass; browser origins must be listed. */
export function isOriginAllowed(origin: string | undefined, allowedOrigins: string[]): boolean {
  return origin === undefined || allowedOrigins.includes(origin);
}

/**
 * Runs `authenticate` and turns its failures into an HTTP status. Unexpected errors are logged with
 * the token scrubbed from the message, because a token must never reach a log line.
 */
export async function authenticateSafely(
  authenticate: HubAuthenticate,
  input: { token: string | undefined; tenantContextId: string | undefined },
  log: HubLog,
): Promise<AuthResult> {
  try {
    return { principal: await authenticate(input) };
  } catch (error) {
    if (error instanceof HubAuthError || isAuthErrorLike(error)) {
      return { status: error.status, error: error.message };
    }
    const message = error instanceof Error ? error.message : String(error);
    log('hub authentication failed unexpectedly', { error: scrub(message, input.token) });
    return { status: 500, error: 'Authentication failed.' };
  }
}

/** Accepts an auth error thrown by a second copy of this module (tsx and Vitest may load it twice). */
function isAuthErrorLike(error: unknown): error is HubAuthError {
  return (
    error instanceof Error &&
    error.name === 'HubAuthError' &&
    ((error as { status?: unknown }).status === 401 || (error as { status?: unknown }).status === 403)
  );
}

function scrub(text: string, token: string | undefined): string {
  return token ? text.split(token).join('[redacted]') : text;
}
