import {
  authorizeUrl,
  Browser,
  pkcePair,
  startSsoFixture,
  tokenRequest,
  type SsoFixture,
} from '../../tests/support/ssoTestHarness';

let fx: SsoFixture;
beforeAll(async () => {
  fx = await startSsoFixture();
});
afterAll(() => fx.stop());

/** Signs alice in and returns the browser (its SSO session), the code's exchange and the code itself. */
async function signInWithCode() {
  const browser = new Browser();
  const { verifier, challenge } = pkcePair();
  const start = await browser.follow(
    authorizeUrl(fx.server, { state: 's', code_challenge: challenge, code_challenge_method: 'S256' }),
    fx.server.redirectUri,
  );
  const posted = await browser.postForm(start.url, { username: 'alice', password: fx.password });
  const done = await browser.follow(
    new URL(posted.headers.get('location')!, start.url).href,
    fx.server.redirectUri,
  );
  const code = new URL(done.url).searchParams.get('code')!;
  const exchange = {
    grant_type: 'authorization_code',
    code,
    redirect_uri: fx.server.redirectUri,
    code_verifier: verifier,
  };
  const { body: tokens } = await tokenRequest(fx.server, exchange);
  return { browser, tokens, exchange };
}

const verify = (token: string) => fx.server.sso!.verifyAccessToken(token);

describe('access tokens end with their grant (issue 9.4)', () => {
  it('names its grant, and stops working after refresh-token reuse revoked that grant', async () => {
    const { tokens } = await signInWithCode();
    expect((await verify(tokens.access_token)).grantId).toEqual(expect.any(String));
    const first = await tokenRequest(fx.server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
    });
    expect(first.status).toBe(200);
    const reuse = await tokenRequest(fx.server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
    });
    expect(reuse.body.error).toBe('invalid_grant');
    await expect(verify(tokens.access_token)).rejects.toThrow(/grant has ended/);
    await expect(verify(first.body.access_token)).rejects.toThrow(/grant has ended/);
  });

  it('stops working after authorization-code reuse', async () => {
    const { tokens, exchange } = await signInWithCode();
    await expect(verify(tokens.access_token)).resolves.toBeTruthy();
    expect((await tokenRequest(fx.server, exchange)).body.error).toBe('invalid_grant');
    await expect(verify(tokens.access_token)).rejects.toThrow(/grant has ended/);
  });

  it('stops working after sign-out (end-session), refresh token included', async () => {
    const { browser, tokens } = await signInWithCode();
    const endSession = new URL(`${fx.server.issuer}/session/end`);
    endSession.searchParams.set('id_token_hint', tokens.id_token);
    const html = await (await browser.request(endSession.href)).text();
    const action = /action="([^"]+)"/.exec(html)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1];
    await browser.postForm(new URL(action, fx.server.issuer).href, { xsrf, logout: 'yes' });
    await expect(verify(tokens.access_token)).rejects.toThrow(/grant has ended/);
    const refreshed = await tokenRequest(fx.server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
    });
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  it('stops working, refresh token and SSO session included, when the account is revoked', async () => {
    const { tokens } = await signInWithCode();
    expect(fx.server.sso!.revokeUserGrants(fx.userId)).toBeGreaterThan(0);
    await expect(verify(tokens.access_token)).rejects.toThrow(/grant has ended/);
    const refreshed = await tokenRequest(fx.server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
    });
    expect(refreshed.body.error).toBe('invalid_grant');
  });
});
