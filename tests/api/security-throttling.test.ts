import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { CookieJar, signIn } from '../support/oidcClient';
import { startTestPlatform } from '../support/testPlatform';

let platform: Platform;

// Short delays keep the test fast; the policy's shape (free failures, doubling delays, lock) is the real one.
beforeAll(async () => {
  platform = await startTestPlatform({
    throttlePolicy: {
      freeFailures: 2,
      baseDelayMs: 40,
      maxDelayMs: 160,
      accountLockAfter: 6,
      clientLockAfter: 40,
      lockMs: 60_000,
    },
  });
});
afterAll(async () => platform?.close());

/** One failed sign-in: its status, page and duration. */
async function attempt(username: string, password = 'wrong-password') {
  const started = performance.now();
  const result = await signIn(platform.url, username, password);
  const ms = performance.now() - started;
  if (result.ok) return { status: 200, html: '', ms };
  return { status: result.status, html: result.html, ms };
}

/** The newest sign-in audit entry's text. */
const lastSignInAudit = () =>
  platform.db
    .prepare(`SELECT detail FROM audit_entry WHERE entity = 'SignIn' ORDER BY id DESC LIMIT 1`)
    .pluck()
    .get() as string;

describe('sign-in throttling (issue 9.6)', () => {
  it('slows repeated failures down, then locks the account with a clear message and an audit entry', async () => {
    const results = [];
    for (let i = 0; i < 6; i += 1) results.push(await attempt('operator'));
    expect(results.map((result) => result.status)).toEqual([401, 401, 401, 401, 401, 401]);
    // The growing delays themselves are pinned down with a fake clock in signInThrottle.test.ts.

    const locked = await attempt('operator', 'operator'); // even the right password waits for the lock
    expect(locked.status).toBe(429);
    expect(locked.html).toContain('Too many failed sign-in attempts. Try again in 1 minute.');
    const audit = lastSignInAudit();
    expect(audit).toContain('"operator"');
  });

  it('answers an unknown account exactly like a known one: no user enumeration', async () => {
    const known = [];
    const unknown = [];
    for (let i = 0; i < 7; i += 1) {
      known.push(await attempt('viewer'));
      unknown.push(await attempt('nobody-by-this-name'));
    }
    expect(unknown.map((result) => result.status)).toEqual(known.map((result) => result.status));
    expect(
      unknown
        .at(-1)!
        .html.replace(/nobody-by-this-name/g, 'viewer')
        .replace(/[A-Za-z0-9_-]{20,}/g, ''),
    ).toBe(known.at(-1)!.html.replace(/[A-Za-z0-9_-]{20,}/g, ''));
  });

  it('locks the source, not the owner: a known device with the right password gets in and lifts it (issue 31.10)', async () => {
    const browser = new CookieJar();
    expect((await signIn(platform.url, 'admin', 'admin', browser)).ok).toBe(true);
    // The device cookie alone: without the SSO session, the sign-in form asks for the password again.
    const device = () => browser.only('sb_device');
    for (let i = 0; i < 6; i += 1) await attempt('admin'); // an attacker behind the same address
    expect((await attempt('admin', 'admin')).status).toBe(429); // a new device from that address is locked out
    expect((await signIn(platform.url, 'admin', 'wrong-password', device())).ok).toBe(false);
    expect((await signIn(platform.url, 'admin', 'admin', device())).ok).toBe(true);
    expect((await attempt('admin', 'admin')).status).toBe(200); // the lock of that address is lifted
    const audit = lastSignInAudit();
    expect(audit).toBe('Sign-in lifted by a correct password from a known device for account name "admin"');
  });

  it('lifts a lock when the password is reset', async () => {
    for (let i = 0; i < 6; i += 1) await attempt('expiring');
    expect((await attempt('expiring', 'expiring')).status).toBe(429);
    const admin = await signIn(platform.url, 'admin', 'admin');
    if (!admin.ok) throw new Error('admin sign-in failed');
    const id = platform.db.prepare("SELECT id FROM user WHERE username = 'expiring'").pluck().get() as number;
    const reset = await fetch(`${platform.url}/api/administration/users/${id}/password`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.tokens.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'A-new-password-42' }),
    });
    expect(reset.status).toBe(200);
    expect((await attempt('expiring', 'A-new-password-42')).status).toBe(200);
  });
});
