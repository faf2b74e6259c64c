import { createHash } from 'node:crypto';
import {
  authorizeUrl,
  Browser,
  pkcePair,
  signIn,
  startSsoFixture,
  TEST_CSP,
  tokenRequest,
} from '../../tests/support/ssoTestHarness';
import type { SsoFixture } from '../../tests/support/ssoTestHarness';

let fx: SsoFixture;
beforeAll(async () => {
  fx = await startSsoFixture();
});
afterAll(() => fx.stop());

describe('sessions', () => {
  it('keeps the session for prompt=none until end-session destroys it', async () => {
    const browser = new Browser();
    const tokens = await signIn(fx.server, browser, { username: 'alice', password: fx.password });
    let verifier = '';
    const silent = async () => {
      const pair = pkcePair();
      verifier = pair.verifier;
      const { url } = await browser.follow(
        authorizeUrl(fx.server, {
          prompt: 'none',
          state: 'silent',
          code_challenge: pair.challenge,
          code_challenge_method: 'S256',
        }),
        fx.server.redirectUri,
      );
      return new URL(url).searchParams;
    };
    // prompt=none makes oidc-provider drop offline_access; the console still gets a refresh token.
    const silentCode = (await silent()).get('code');
    expect(silentCode).toBeTruthy();
    const silentTokens = await tokenRequest(fx.server, {
      grant_type: 'authorization_code',
      code: silentCode!,
      redirect_uri: fx.server.redirectUri,
      code_verifier: verifier,
    });
    expect(silentTokens.status).toBe(200);
    expect(silentTokens.body.refresh_token).toBeTruthy();

    const endSession = new URL(`${fx.server.issuer}/session/end`);
    endSession.searchParams.set('id_token_hint', tokens.id_token);
    endSession.searchParams.set('post_logout_redirect_uri', `${fx.server.origin}/`);
    endSession.searchParams.set('state', 'bye');
    const logoutPage = await browser.request(endSession.href);
    expect(logoutPage.status).toBe(200);
    const html = await logoutPage.text();
    expect(html).toContain('data-autosubmit');
    expect(html).toContain('<script src="/sso/assets/autosubmit.js" defer></script>');
    const action = /action="([^"]+)"/.exec(html)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1];
    const confirmed = await browser.postForm(new URL(action, fx.server.issuer).href, { xsrf, logout: 'yes' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${fx.server.origin}/?state=bye`);

    const afterLogout = await silent();
    expect(afterLogout.get('error')).toBe('login_required');
    expect(afterLogout.get('code')).toBeNull();
    const refreshed = await tokenRequest(fx.server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
    });
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  it('lets the inline auto-submit of a session-less sign-out through the CSP by its hash', async () => {
    const response = await new Browser().request(`${fx.server.issuer}/session/end`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
    const digest = createHash('sha256').update(script).digest('base64');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${digest.replace(/[+/]/g, '\\$&')}'`));
  });

  it('leaves the CSP of its own pages untouched', async () => {
    const response = await fetch(`${fx.server.issuer}/interaction/unknown-uid`);
    expect(response.headers.get('content-security-policy')).toBe(TEST_CSP);
  });

  it('serves the auto-submit script used by the sign-out page', async () => {
    const response = await fetch(`${fx.server.issuer}/assets/autosubmit.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toContain('[data-autosubmit]');
  });
});

describe('restart', () => {
  it('keeps signing keys and sessions across a restart on the same database', async () => {
    const browser = new Browser();
    const tokens = await signIn(fx.server, browser, { username: 'alice', password: fx.password });
    await fx.server.restart();
    await expect(fx.server.sso!.verifyAccessToken(tokens.access_token)).resolves.toMatchObject({
      sub: String(fx.userId),
    });
    const refreshed = await tokenRequest(fx.server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
    });
    expect(refreshed.status).toBe(200);
    const { challenge } = pkcePair();
    const { url } = await browser.follow(
      authorizeUrl(fx.server, {
        prompt: 'none',
        state: 'r',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      fx.server.redirectUri,
    );
    expect(new URL(url).searchParams.get('code')).toBeTruthy();
  });
});
