import type { JWK } from 'jose';
import { errors } from 'oidc-provider';
import type { Adapter, Configuration } from 'oidc-provider';
import type { Db } from '../db/database';
import { findAccount } from './ssoAccounts';
import { renderErrorPage, renderLoggedOutPage, renderLogoutPage } from './ssoPages';

/** The console's public client (oidc-client-ts in the browser). */
export const CONSOLE_CLIENT_ID = 'core.fe';
/** Access-token claim naming the grant the token was issued under. */
export const GRANT_CLAIM = 'grant_id';
/** Scopes of the API resource (the audience of every access token). */
export const API_SCOPES = 'api IdentityServerApi';

const DAY = 24 * 60 * 60;
const REFRESH_TOKEN_TTL = 14 * DAY;

/** Inputs of {@link buildProviderConfiguration}. */
export interface ProviderConfigurationInput {
  db: Db;
  adapter: (model: string) => Adapter;
  jwks: { keys: JWK[] };
  cookieKeys: string[];
  /** Issuer path without trailing slash, e.g. `/sso` (empty when the issuer has no path). */
  issuerPath: string;
  consoleOrigin: string;
  apiResource: string;
  accessTokenTtl: number;
  autosubmitScriptSrc: string;
}

/** oidc-provider 8 configuration of the dev platform's single sign-on server. */
export function buildProviderConfiguration(input: ProviderConfigurationInput): Configuration {
  const { consoleOrigin, apiResource, accessTokenTtl, issuerPath } = input;
  const cookieNames = {
    session: 'sb_sso_session',
    interaction: 'sb_sso_interaction',
    resume: 'sb_sso_resume',
  };
  return {
    adapter: input.adapter,
    jwks: input.jwks,
    clients: [
      {
        client_id: CONSOLE_CLIENT_ID,
        client_name: 'Switchboard console',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${consoleOrigin}/auth-callback`, `${consoleOrigin}/auth-refresh`],
        post_logout_redirect_uris: [`${consoleOrigin}/`],
      },
    ],
    findAccount: (_ctx, sub) => findAccount(input.db, sub),
    claims: { openid: ['sub'], profile: ['preferred_username', 'given_name', 'family_name', 'name'] },
    scopes: ['openid', 'offline_access', 'profile'],
    // The access token is bound to the API, so userinfo is out of its reach: the ID token carries the profile.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    // Cookies travel over plain http in dev (oidc-provider only marks them secure on https requests). The
    // long-lived session cookie is kept to the issuer path; unique names avoid clashes with other localhost apps.
    cookies: {
      keys: input.cookieKeys,
      names: cookieNames,
      long: { httpOnly: true, sameSite: 'lax', path: issuerPath || '/' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    interactions: {
      url: (_ctx, interaction) => `${issuerPath}/interaction/${interaction.uid}`,
    },
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientId === CONSOLE_CLIENT_ID && origin === consoleOrigin,
    // The console is public: refresh tokens are always issued to it and rotated on every use (reuse revokes
    // the grant). offline_access is not required because silent renew would otherwise lose it.
    issueRefreshToken: async (_ctx, client) =>
      client.clientId === CONSOLE_CLIENT_ID && client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // Tokens live no longer than the SSO session, even with offline_access: signing out (end-session) revokes the
    // grant, and a refresh token of an ended session is refused (issue 9).
    expiresWithSession: async () => true,
    // JWT access tokens are not stored, so they name their grant: the API refuses them once the grant is gone
    // (sign-out, refresh-token or code reuse, a password set by an administrator).
    extraTokenClaims: async (_ctx, token) =>
      token.kind === 'AccessToken' && token.grantId ? { [GRANT_CLAIM]: token.grantId } : undefined,
    renderError: async (ctx, out) => {
      // Two tabs signing out at once: the second one's confirmation finds the session already ended. That is the
      // outcome it asked for, so it goes where a sign-out goes instead of showing an error.
      if (ctx.path.endsWith('/session/end/confirm') && out.error_description === 'xsrf token invalid') {
        ctx.redirect(`${consoleOrigin}/`);
        return;
      }
      ctx.type = 'html';
      ctx.body = renderErrorPage({ error: out.error ?? 'server_error', description: out.error_description });
    },
    features: {
      devInteractions: { enabled: false },
      // oidc-provider refuses to revoke another client's token by itself.
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage({ form, scriptSrc: input.autosubmitScriptSrc });
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = renderLoggedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => apiResource,
        // Token requests without `resource` get the API audience granted at authorization.
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (resource !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES,
            audience: apiResource,
            accessTokenFormat: 'jwt',
            accessTokenTTL: accessTokenTtl,
          };
        },
      },
    },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      // A rotated refresh token inherits the remaining lifetime: 14 days after sign-in the user signs in again.
      RefreshToken: (ctx) => ctx?.oidc?.entities?.RotatedRefreshToken?.remainingTTL ?? REFRESH_TOKEN_TTL,
    },
  };
}
