import type { KoaContextWithOIDC, Provider } from 'oidc-provider';
import type { AccessTokenVerifier } from './accessTokens';
import type { SsoLog } from './sso';

/**
 * Hooks around oidc-provider's own routes: CSP normalisation for its auto-submitting pages, revocation of JWT
 * access tokens (which oidc-provider cannot find in its store), the granted scope in token responses and error
 * logging without secrets.
 */
export function installProviderMiddleware(
  provider: Provider,
  verifier: AccessTokenVerifier,
  log: SsoLog,
): void {
  // Refresh-token or code reuse, sign-out and revocation end grants: the API stops trusting them at once.
  provider.on('grant.revoked', (_ctx: KoaContextWithOIDC, grantId: string) => verifier.forgetGrants(grantId));
  provider.on('server_error', (_ctx: KoaContextWithOIDC, err: Error) => {
    log('sso server error', { error: err.message });
  });
  // Replaces Koa's default handler, which would print whole stacks to stderr (oidc-provider 8 keeps its Koa
  // application apart from the provider).
  provider.app.on('error', (err: Error) => {
    log('sso unhandled error', { error: err.message });
  });

  provider.use(async (ctx: KoaContextWithOIDC, next) => {
    addScriptSrc(ctx);
    await next();
    // oidc-provider answers 200 to a JWT it cannot find (RFC 7009), after authenticating the client.
    if (ctx.oidc?.route === 'revocation' && ctx.status === 200) await revokeJwtAccessToken(ctx, verifier);
    if (ctx.oidc?.route === 'token' && ctx.status === 200) reportGrantedScope(ctx);
    // An empty 200 would go out as text/plain, which oidc-client-ts rejects as an invalid revocation answer.
    if (ctx.oidc?.route === 'revocation' && ctx.status === 200) ctx.remove('Content-Type');
  });
}

// The token response's `scope` is the access token's (API scopes only). oidc-client-ts stores it and sends it back
// on refresh, which would then drop `openid` and with it the refreshed ID token (and its subject check). Report the
// scope the tokens were granted for instead, as IdentityServer does.
function reportGrantedScope(ctx: KoaContextWithOIDC): void {
  const body = ctx.body as { access_token?: unknown; scope?: unknown } | null;
  const entities = ctx.oidc?.entities;
  const source = entities?.RefreshToken ?? entities?.AuthorizationCode;
  const requested = ctx.oidc?.params?.scope;
  if (typeof body !== 'object' || body === null || typeof body.access_token !== 'string' || !source?.scope)
    return;
  body.scope = typeof requested === 'string' && requested ? requested : source.scope;
}

// oidc-provider allows its inline auto-submit scripts (form_post) by appending their hash to `script-src`; with only
// `default-src` in the policy there is nothing to append to, so spell out the (identical) script-src first.
function addScriptSrc(ctx: KoaContextWithOIDC): void {
  const csp = ctx.response.get('content-security-policy');
  if (!csp || /(^|;)\s*script-src\s/i.test(csp)) return;
  const defaultSrc = /(?:^|;)\s*default-src\s+([^;]+)/i.exec(csp);
  if (defaultSrc)
    ctx.set('content-security-policy', `${csp.replace(/;\s*$/, '')}; script-src ${defaultSrc[1].trim()}`);
}

// RFC 7009: the token is invalidated if it is valid and belongs to the calling client; the answer is 200 either way
// (a refresh token fails verification here and was revoked by oidc-provider).
async function revokeJwtAccessToken(ctx: KoaContextWithOIDC, verifier: AccessTokenVerifier): Promise<void> {
  const token = ctx.oidc?.params?.token;
  const clientId = ctx.oidc?.client?.clientId;
  if (typeof token === 'string' && clientId) {
    try {
      const claims = await verifier.verify(token);
      if (claims.clientId === clientId) verifier.revoke(claims.jti, claims.exp);
    } catch {
      // Invalid, expired or already revoked tokens need no action.
    }
  }
}
