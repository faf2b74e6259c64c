import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import type { Db } from '../db/database';
import { AccessTokenVerifier } from './accessTokens';
import { externalRoutes } from './externalRoutes';
import type { ExternalProvider } from './externalProviders';
import { ExternalSignIn } from './externalSignIn';
import { sendHtml } from './interactionHttp';
import { handleInteraction } from './interactions';
import { handleLogin } from './signInSteps';
import { PendingSignIns } from './pendingSignIns';
import { buildProviderConfiguration, CONSOLE_CLIENT_ID } from './providerConfiguration';
import { installProviderMiddleware } from './providerMiddleware';
import { SignInThrottle, type ThrottlePolicy } from './signInThrottle';
import { SqliteOidcStore, type StoredSession } from './sqliteAdapter';
import { INTERACTION_ROUTE, mountPath, stripPrefix } from './ssoMount';
import { loadOrCreateSsoKeys, publicJwks } from './ssoKeys';
import { AUTOSUBMIT_SCRIPT, AUTOSUBMIT_SCRIPT_PATH, renderErrorPage } from './ssoPages';

/** What the API learns from a valid access token. */
export interface AccessClaims {
  sub: string;
  /** The grant the token was issued under; it ends with sign-out, token reuse or a password reset. */
  grantId: string;
  /** The token's own id (`jti`): a revoked token ends what was opened with it (a hub connection). */
  tokenId: string;
  scope: string;
  clientId: string;
  exp: number;
}

/** Structured log sink; callers never receive tokens, codes, passwords or cookies. */
export type SsoLog = (message: string, fields?: Record<string, unknown>) => void;

/** The embedded single sign-on server. */
export interface Sso {
  /** Raw Node handler for every request whose path starts with the issuer path (e.g. `/sso`). Expects `req.url`
   * to still include the prefix and the body to be unread. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Verifies a JWT access token issued by this provider for the API resource (signature, iss, aud, exp,
   * revocation). Throws on any problem. Local keys only, no HTTP. */
  verifyAccessToken(token: string): Promise<AccessClaims>;
  /** Whether a grant is still alive (cached for at most a few seconds). */
  isGrantAlive(grantId: string): boolean;
  /** When a grant ends by itself (epoch seconds): what was opened under it ends then too (a hub connection). */
  grantExpiresAt(grantId: string): number | undefined;
  /**
   * Ends every grant and SSO session of a user (a password set by an administrator): their access tokens stop
   * working at the API, their refresh tokens at the token endpoint, and the next sign-in asks for the password.
   */
  revokeUserGrants(idUser: number, keepGrant?: string): number;
  /** A user's live SSO sessions (issue 32.3, "sign out everywhere" lists them). */
  sessionsOf(idUser: number): StoredSession[];
  /** Whether an access token was revoked (its id is on the denylist). */
  isTokenRevoked(tokenId: string): boolean;
  /** Registers a callback told at once whenever a grant or an access token ends (sign-out, revocation, reset). */
  onAccessEnded(listener: () => void): void;
  close(): Promise<void>;
}

/** Options of {@link createSso}. */
export interface SsoOptions {
  issuer: string;
  db: Db;
  consoleOrigin: string;
  apiResource: string;
  accessTokenTtl?: number;
  log?: SsoLog;
  /** Sign-in throttling (issue 9); tests shorten its delays. */
  throttlePolicy?: ThrottlePolicy;
  /** External OpenID providers the sign-in page offers (issue 32.5). */
  externalProviders?: readonly ExternalProvider[];
}

/**
 * Creates the OpenID Connect provider (oidc-provider 8) with its SQLite-backed state, signing keys from
 * `app_setting` (generated on first start) and the sign-in pages.
 */
export async function createSso(options: SsoOptions): Promise<Sso> {
  const { db, issuer, apiResource } = options;
  const log: SsoLog = options.log ?? (() => {});
  const issuerPath = new URL(issuer).pathname.replace(/\/+$/, '');
  const keys = await loadOrCreateSsoKeys(db);
  const store = new SqliteOidcStore(db);
  store.cleanup();
  const verifier = new AccessTokenVerifier(db, publicJwks(keys.jwks), issuer, apiResource);

  const provider = new Provider(
    issuer,
    buildProviderConfiguration({
      db,
      adapter: store.adapterFor,
      jwks: keys.jwks,
      cookieKeys: keys.cookieKeys,
      issuerPath,
      consoleOrigin: options.consoleOrigin.replace(/\/+$/, ''),
      apiResource,
      accessTokenTtl: options.accessTokenTtl ?? 300,
      autosubmitScriptSrc: `${issuerPath}${AUTOSUBMIT_SCRIPT_PATH}`,
    }),
  );
  // The dev platform terminates HTTP itself; forwarded headers must not be trusted.
  provider.proxy = false;
  installProviderMiddleware(provider, verifier, log);
  const callback = provider.callback();
  const interactionContext = {
    provider,
    db,
    log,
    interactionPath: `${issuerPath}/interaction`,
    trustedClients: new Set([CONSOLE_CLIENT_ID]),
    throttle: new SignInThrottle(options.throttlePolicy),
    pending: new PendingSignIns(),
    external: new ExternalSignIn(db, options.externalProviders ?? [], `${issuer}/external/callback`, log),
  };
  const external = externalRoutes(interactionContext.external, interactionContext.interactionPath);
  let closed = false;

  return {
    handle(req, res) {
      const url = req.url ?? '/';
      const rest = stripPrefix(url, issuerPath);
      if (closed || rest === undefined) {
        sendHtml(
          res,
          closed ? 503 : 404,
          renderErrorPage({ error: closed ? 'temporarily_unavailable' : 'not_found' }),
        );
        return;
      }
      const restPath = rest.split('?')[0];
      if (restPath === AUTOSUBMIT_SCRIPT_PATH) {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : AUTOSUBMIT_SCRIPT);
        return;
      }
      if (external.handles(restPath)) {
        void external.handle(restPath, req, res);
        return;
      }
      const interaction = INTERACTION_ROUTE.exec(restPath);
      if (interaction) {
        void handleInteraction(interactionContext, interaction[1], req, res, (details) =>
          handleLogin(interactionContext, details, req, res),
        );
        return;
      }
      mountPath(req, rest);
      void callback(req, res);
    },
    verifyAccessToken: async (token) => {
      const { sub, scope, clientId, exp, grantId, jti } = await verifier.verify(token);
      return { sub, scope, clientId, exp, grantId, tokenId: jti };
    },
    isGrantAlive: (grantId) => verifier.isGrantAlive(grantId),
    grantExpiresAt: (grantId) => verifier.grantExpiresAt(grantId),
    isTokenRevoked: (tokenId) => verifier.isRevoked(tokenId),
    onAccessEnded: (listener) => verifier.onAccessEnded(listener),
    revokeUserGrants: (idUser, keepGrant) => {
      const ended = store.revokeAccount(String(idUser), keepGrant);
      verifier.forgetGrants();
      return ended;
    },
    sessionsOf: (idUser) => store.sessionsOf(String(idUser)),
    close: async () => {
      closed = true;
      store.cleanup();
    },
  };
}
