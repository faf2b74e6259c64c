import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { CookieJar, signIn } from '../support/oidcClient';
import { startTestPlatform } from '../support/testPlatform';

let platform: Platform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => platform?.close());

const viaCorporate = (username: string, password = username) =>
  signIn(platform.url, username, password, new CookieJar(), undefined, 'Corporate ID');
const idOf = (username: string) =>
  platform.db.prepare('SELECT id FROM user WHERE username = ?').pluck().get(username) as number;

describe('external sign-in providers (SPEC §7, issue 32.5)', () => {
  it('lists the providers without authorization and without their addresses or secrets', async () => {
    const response = await fetch(`${platform.url}/sso/external-providers`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ providers: [{ id: 'corporate', name: 'Corporate ID' }] });
  });

  it('offers "Sign in with …" on the sign-in page and runs a second provider with its own page', async () => {
    const page = await signIn(platform.url, 'viewer', 'not asked', new CookieJar(), () => undefined);
    const discovery = await fetch(`${platform.url}/corp-idp/.well-known/openid-configuration`);
    const doc = (await discovery.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${platform.url}/corp-idp`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    // The wrong password at the platform's form shows the page with its providers.
    expect(page.ok || page.html).toMatch(
      /<a href="\/sso\/interaction\/[\w-]+\?provider=corporate">Sign in with Corporate ID<\/a>/,
    );
  });

  it('federates by code + PKCE and signs the mapped platform user in (by e-mail)', async () => {
    const result = await viaCorporate('vera');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(decodeJwt(result.tokens.access_token).sub).toBe(String(idOf('viewer')));
    expect(decodeJwt(result.tokens.id_token!).preferred_username).toBe('viewer');
    const info = await fetch(`${platform.url}/api/home/user-info`, {
      headers: { authorization: `Bearer ${result.tokens.access_token}` },
    });
    expect(info.status).toBe(200);
  });

  it("refuses the provider's wrong password on the provider's own page", async () => {
    const result = await viaCorporate('vera', 'wrong');
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(result.ok || result.html).toContain('<title>Sign in - Corporate ID</title>');
  });

  it('refuses a user the mapping does not find, with a clear message on the sign-in page', async () => {
    const result = await viaCorporate('casey');
    expect(result).toMatchObject({ ok: false, status: 403 });
    expect(result.ok || result.html).toContain(
      'Your Corporate ID account (casey@corp.example) is not linked to a Switchboard user.',
    );
    expect(result.ok || result.html).toContain('<title>Sign in - Switchboard</title>');
  });

  it('refuses a mapped user who is disabled, and a callback with an unknown state', async () => {
    platform.db.prepare("UPDATE user SET enabled = 0 WHERE username = 'viewer'").run();
    try {
      expect(await viaCorporate('vera')).toMatchObject({ ok: false, status: 403 });
    } finally {
      platform.db.prepare("UPDATE user SET enabled = 1 WHERE username = 'viewer'").run();
    }
    const forged = await fetch(`${platform.url}/sso/external/callback?code=x&state=forged`, {
      redirect: 'manual',
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('The sign-in request has expired or was already completed.');
  });
});
