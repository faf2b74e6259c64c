import { decodeJwt } from 'jose';
import { Browser, signIn, startSsoFixture, tokenRequest } from '../../tests/support/ssoTestHarness';
import type { SsoFixture } from '../../tests/support/ssoTestHarness';

let fx: SsoFixture;
beforeAll(async () => {
  fx = await startSsoFixture();
});
afterAll(() => fx.stop());

describe('refresh tokens', () => {
  it('rotates on every use and revokes the whole grant when a used one comes back', async () => {
    const first = await signIn(fx.server, new Browser(), { username: 'alice', password: fx.password });
    const second = await tokenRequest(fx.server, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token!,
    });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).toBeTruthy();
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect((await fx.server.sso!.verifyAccessToken(second.body.access_token)).sub).toBe(String(fx.userId));
    expect(decodeJwt(second.body.access_token).aud).toBe(fx.server.apiResource);

    const reused = await tokenRequest(fx.server, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token!,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    const afterReuse = await tokenRequest(fx.server, {
      grant_type: 'refresh_token',
      refresh_token: second.body.refresh_token!,
    });
    expect(afterReuse.status).toBe(400);
    expect(afterReuse.body.error).toBe('invalid_grant');
  });

  it('reports the granted scope so that a refresh sending it back also renews the ID token', async () => {
    const first = await signIn(fx.server, new Browser(), { username: 'alice', password: fx.password });
    expect(first.scope.split(' ').sort()).toEqual(['IdentityServerApi', 'api', 'openid', 'profile']);
    // oidc-client-ts sends the stored scope (and its redirect_uri) with every refresh.
    const renewed = await tokenRequest(fx.server, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token!,
      scope: first.scope,
      redirect_uri: fx.server.redirectUri,
    });
    expect(renewed.status).toBe(200);
    expect(decodeJwt(renewed.body.id_token).sub).toBe(String(fx.userId));
    expect(decodeJwt(renewed.body.access_token).scope).toBe('api IdentityServerApi');
  });

  it('stop working once revoked', async () => {
    const tokens = await signIn(fx.server, new Browser(), { username: 'alice', password: fx.password });
    const revoke = (token: string) =>
      fetch(`${fx.server.issuer}/token/revocation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: fx.server.origin },
        body: new URLSearchParams({ client_id: 'core.fe', token }).toString(),
      });
    await expect(fx.server.sso!.verifyAccessToken(tokens.access_token)).resolves.toBeTruthy();
    const revokedAccess = await revoke(tokens.access_token);
    expect(revokedAccess.status).toBe(200);
    expect(revokedAccess.headers.get('content-type') ?? 'application/json').toMatch(/^application\/json/);
    await expect(fx.server.sso!.verifyAccessToken(tokens.access_token)).rejects.toThrow(/revoked/);

    const revokedRefresh = await revoke(tokens.refresh_token!);
    expect(revokedRefresh.status).toBe(200);
    expect(revokedRefresh.headers.get('access-control-allow-origin')).toBe(fx.server.origin);
    // oidc-client-ts refuses a revocation answer whose content type is neither absent nor JSON.
    expect(revokedRefresh.headers.get('content-type') ?? 'application/json').toMatch(/^application\/json/);
    const refreshed = await tokenRequest(fx.server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
    });
    expect(refreshed.body.error).toBe('invalid_grant');
  });
});

describe('verifyAccessToken', () => {
  it('rejects tampered, foreign-audience and garbage tokens', async () => {
    const { access_token: token } = await signIn(fx.server, new Browser(), {
      username: 'alice',
      password: fx.password,
    });
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: '999' })).toString('base64url');
    await expect(fx.server.sso!.verifyAccessToken(`${header}.${forged}.${signature}`)).rejects.toThrow();
    await expect(
      fx.server.sso!.verifyAccessToken(`${header}.${payload}.${signature.slice(0, -4)}AAAA`),
    ).rejects.toThrow();
    await expect(fx.server.sso!.verifyAccessToken('not-a-token')).rejects.toThrow();
  });
});

describe('CORS', () => {
  it('allows the console origin on the token endpoint and nobody else', async () => {
    const preflight = (origin: string) =>
      fetch(`${fx.server.issuer}/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight(fx.server.origin)).headers.get('access-control-allow-origin')).toBe(
      fx.server.origin,
    );
    const { status } = await tokenRequest(fx.server, { grant_type: 'refresh_token', refresh_token: 'x' });
    expect(status).toBe(400);
    const foreign = await fetch(`${fx.server.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.localhost' },
      body: new URLSearchParams({
        client_id: 'core.fe',
        grant_type: 'refresh_token',
        refresh_token: 'x',
      }).toString(),
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
