import { decodeJwt } from 'jose';
import {
  authorizeUrl,
  Browser,
  pkcePair,
  startSsoFixture,
  tokenRequest,
} from '../../tests/support/ssoTestHarness';
import type { SsoFixture } from '../../tests/support/ssoTestHarness';

let fx: SsoFixture;
beforeAll(async () => {
  fx = await startSsoFixture();
});
afterAll(() => fx.stop());

describe('discovery', () => {
  it('publishes the endpoints under the issuer path', async () => {
    const response = await fetch(`${fx.server.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(fx.server.issuer);
    expect(doc.authorization_endpoint).toBe(`${fx.server.issuer}/auth`);
    expect(doc.token_endpoint).toBe(`${fx.server.issuer}/token`);
    expect(doc.end_session_endpoint).toBe(`${fx.server.issuer}/session/end`);
    expect(doc.revocation_endpoint).toBe(`${fx.server.issuer}/token/revocation`);
    expect(doc.jwks_uri).toBe(`${fx.server.issuer}/jwks`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);

    const jwks = (await (await fetch(String(doc.jwks_uri))).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('sign-in', () => {
  it('shows the sign-in page, rejects a wrong password and issues tokens for the right one', async () => {
    const browser = new Browser();
    const { verifier, challenge } = pkcePair();
    const start = await browser.follow(
      authorizeUrl(fx.server, { state: 's-42', code_challenge: challenge, code_challenge_method: 'S256' }),
      fx.server.redirectUri,
    );
    expect(start.url).toMatch(new RegExp(`^${fx.server.issuer}/interaction/[\\w-]+$`));
    expect(start.response.status).toBe(200);
    const page = await start.response.text();
    expect(page).toContain('<title>Sign in - Switchboard</title>');
    expect(page).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(page).toContain('name="username"');
    expect(page).toContain('name="password"');
    expect(page).toContain('>Sign in</button>');
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)/);

    const wrong = await browser.postForm(start.url, { username: 'alice', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('location')).toBeNull();
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain('Invalid username or password');
    expect(wrongPage).toContain('value="alice"');

    const right = await browser.postForm(start.url, { username: 'alice', password: fx.password });
    expect(right.status).toBe(303);
    const done = await browser.follow(
      new URL(right.headers.get('location')!, start.url).href,
      fx.server.redirectUri,
    );
    const callback = new URL(done.url);
    expect(callback.origin + callback.pathname).toBe(fx.server.redirectUri);
    expect(callback.searchParams.get('state')).toBe('s-42');
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const { status, body } = await tokenRequest(fx.server, {
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: fx.server.redirectUri,
      code_verifier: verifier,
    });
    expect(status).toBe(200);
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBeLessThanOrEqual(300);
    expect(body.refresh_token).toBeTruthy();
    const claims = await fx.server.sso!.verifyAccessToken(body.access_token);
    expect(claims).toMatchObject({ sub: String(fx.userId), clientId: 'core.fe' });
    expect(claims.scope.split(' ')).toEqual(expect.arrayContaining(['api', 'IdentityServerApi']));
    expect(decodeJwt(body.access_token).aud).toBe(fx.server.apiResource);
    expect(decodeJwt(body.id_token)).toMatchObject({
      sub: String(fx.userId),
      preferred_username: 'alice',
      given_name: 'Alice',
      family_name: 'Admin',
      name: 'Alice Admin',
    });
    const lastLogin = fx.db.prepare('SELECT last_login FROM user WHERE id = ?').get(fx.userId) as {
      last_login: string;
    };
    expect(lastLogin.last_login).toBeTruthy();
  });

  it('refuses disabled users and escapes the echoed username', async () => {
    const browser = new Browser();
    const { challenge } = pkcePair();
    const start = await browser.follow(
      authorizeUrl(fx.server, { state: 'x', code_challenge: challenge, code_challenge_method: 'S256' }),
      fx.server.redirectUri,
    );
    const disabled = await browser.postForm(start.url, { username: 'bob', password: fx.password });
    expect(disabled.status).toBe(401);
    expect(await disabled.text()).toContain('Invalid username or password');
    const hostile = await browser.postForm(start.url, { username: '"><img src=x>', password: 'x' });
    const html = await hostile.text();
    expect(html).not.toContain('<img src=x>');
    expect(html).toContain('&quot;&gt;&lt;img src=x&gt;');
  });

  it('refuses an authorization request without a PKCE challenge', async () => {
    const browser = new Browser();
    const response = await browser.request(authorizeUrl(fx.server, { state: 'no-pkce' }));
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(fx.server.redirectUri);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('renders provider errors as an escaped page without stack traces', async () => {
    const response = await fetch(`${fx.server.issuer}/auth?client_id=%3Cb%3Eevil&response_type=code`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('invalid_client');
    expect(html).not.toContain('<b>evil');
    expect(html).not.toMatch(/at .*\.js:\d+/);
  });

  it('explains an unknown or expired sign-in request instead of failing', async () => {
    const response = await fetch(`${fx.server.issuer}/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('The sign-in request has expired or was already completed.');
    expect(html).toContain('invalid_request');
  });
});
