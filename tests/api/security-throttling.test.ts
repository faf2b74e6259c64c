import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { signIn } from '../support/oidcClient';
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

describe('sign-in throttling (issue 9.6)', () => {
  it('slows repeated failures down, then locks the account with a clear message and an audit entry', async () => {
    const results = [];
    for (let i = 0; i < 6; i += 1) results.push(await attempt('operator'));
    expect(results.map((result) => result.status)).toEqual([401, 401, 401, 401, 401, 401]);
    // The growing delays themselves are pinned down with a fake clock in signInThrottle.test.ts.

    const locked = await attempt('operator', 'operator'); // even the right password waits for the lock
    expect(locked.status).toBe(429);
    expect(locked.html).toContain('Too many failed sign-in attempts. Try again in 1 minute.');
    const audit = platform.db
      .prepare(`SELECT detail FROM audit_entry WHERE entity = 'SignIn' ORDER BY id DESC LIMIT 1`)
      .pluck()
      .get() as string;
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
});
