import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import type { OwnApiSecretResponse, OwnSessionsResponse } from '../../src/shared/wire/profile';
import { refresh, signIn } from '../support/oidcClient';
import { startTestPlatform } from '../support/testPlatform';
import { api } from './http';
import { sessionFor } from './session';

let platform: Platform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => platform?.close());

/** A browser's sign-in of `username` (its own SSO session): its tokens and a caller with its access token. */
async function browserOf(username: string) {
  const result = await signIn(platform.url, username, username);
  if (!result.ok) throw new Error(`sign-in of ${username} failed`);
  const { access_token: token, refresh_token: refreshToken } = result.tokens;
  return {
    refreshToken: refreshToken!,
    call: (path: string, options: Omit<Parameters<typeof api>[2], 'token'> = {}) =>
      api(platform.url, path, { ...options, token }),
  };
}

describe("the profile's sessions and API secret (issue 32.3)", () => {
  it("lists the caller's own sessions, this one marked, and ends every other one", async () => {
    const here = await browserOf('operator');
    const elsewhere = await browserOf('operator');
    const other = await browserOf('viewer');
    const listed = await here.call('/api/profile/sessions');
    expect(listed.status).toBe(200);
    const { sessions } = listed.body as OwnSessionsResponse;
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session) => session.current)).toEqual([true, false]);
    expect(sessions[0]).toMatchObject({ id: expect.any(String), signedIn: expect.any(String) });
    expect(((await other.call('/api/profile/sessions')).body as OwnSessionsResponse).sessions).toHaveLength(
      1,
    );

    const ended = await here.call('/api/profile/sessions/end-others', { method: 'POST', body: {} });
    expect(ended).toMatchObject({ status: 200, body: { ended: 1 } });
    expect((await elsewhere.call('/api/profile')).status).toBe(401);
    // This one stays for the console to sign out the usual way (its own sign-out ends it).
    expect(((await here.call('/api/profile/sessions')).body as OwnSessionsResponse).sessions).toEqual([
      sessions[0],
    ]);
    await expect(refresh(platform.url, elsewhere.refreshToken)).rejects.toMatchObject({ status: 400 });
    // Another user's session is not the caller's to end.
    expect((await other.call('/api/profile')).status).toBe(200);
  });

  it('reads and renews only the caller’s own API secret, where their role allows it', async () => {
    const viewer = await sessionFor(platform, 'viewer');
    expect((await viewer.call('/api/profile/api-secret')).status).toBe(403);
    expect((await viewer.call('/api/profile/api-secret', { method: 'POST', body: {} })).status).toBe(403);

    const admin = await sessionFor(platform, 'admin');
    const secretOf = (username: string) =>
      platform.db.prepare('SELECT api_secret FROM user WHERE username = ?').pluck().get(username);
    const othersBefore = platform.db
      .prepare("SELECT id, api_secret FROM user WHERE username <> 'admin'")
      .all();
    const renewed = await admin.call('/api/profile/api-secret', { method: 'POST', body: {} });
    expect(renewed.status).toBe(200);
    const { secret } = renewed.body as OwnApiSecretResponse;
    expect(secret).toMatch(/^[0-9a-f]{48}$/);
    expect(secretOf('admin')).toBe(secret);
    expect((await admin.call('/api/profile/api-secret')).body).toEqual({ secret });
    expect(platform.db.prepare("SELECT id, api_secret FROM user WHERE username <> 'admin'").all()).toEqual(
      othersBefore,
    );
  });
});
