import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import type { User } from '../../src/shared/wire/administration';
import type { RecoveryCodesResponse, TwoFactorEnrolment } from '../../src/shared/wire/profile';
import { signIn } from '../support/oidcClient';
import { startTestPlatform } from '../support/testPlatform';
import { enrolWhenAsked, totpCode } from '../support/twoFactorAnswers';
import { api } from './http';
import { sessionFor, type Session } from './session';

const STEP = 30_000;
const codeAt = totpCode;
/** A code at least two steps ahead of the server however a step boundary falls between here and there. */
const twoAhead = (secret: string) => codeAt(secret, Date.now() % STEP > STEP - 2000 ? 3 : 2);

let platform: Platform;
let admin: Session;
let viewer: Session;
let secret: string;
let recoveryCodes: string[];
const viewerId = () =>
  platform.db.prepare("SELECT id FROM user WHERE username = 'viewer'").pluck().get() as number;

beforeAll(async () => {
  // Short delays keep the test fast; the policy's shape is the real one (security-throttling.test.ts).
  platform = await startTestPlatform({
    throttlePolicy: {
      freeFailures: 2,
      baseDelayMs: 20,
      maxDelayMs: 80,
      accountLockAfter: 6,
      clientLockAfter: 40,
      lockMs: 60_000,
    },
  });
  admin = await sessionFor(platform, 'admin');
  viewer = await sessionFor(platform, 'viewer');
});
afterAll(async () => platform?.close());

/** Answers the code page with `code`. */
const typing = (code: string) => (html: string) => (/name="code"/.test(html) ? { code } : undefined);
const signInViewer = (code: string) => signIn(platform.url, 'viewer', 'viewer', undefined, typing(code));

describe('two-factor sign-in (issue 32.1)', () => {
  it('enrols from the profile with a first code and gives ten recovery codes once', async () => {
    const start = await viewer.call('/api/profile/two-factor/enrolment', { method: 'POST', body: {} });
    ({ secret } = start.body as TwoFactorEnrolment);
    expect((start.body as TwoFactorEnrolment).uri).toMatch(/^otpauth:\/\/totp\/Switchboard:viewer\?/);
    const wrong = await viewer.call('/api/profile/two-factor', {
      method: 'POST',
      body: { code: twoAhead(secret) },
    });
    expect(wrong.status).toBe(400);
    const bad = await viewer.call('/api/profile/two-factor', { method: 'POST', body: { code: 123456 } });
    expect(bad.body).toMatchObject({ errors: { code: 'Expected text' } });
    const done = await viewer.call('/api/profile/two-factor', {
      method: 'POST',
      body: { code: codeAt(secret, 0) },
    });
    ({ recoveryCodes } = done.body as RecoveryCodesResponse);
    expect(recoveryCodes).toHaveLength(10);
    expect((await viewer.call('/api/profile')).body).toMatchObject({
      twoFactorEnabled: true,
      recoveryCodesLeft: 10,
    });
    const again = await viewer.call('/api/profile/two-factor/enrolment', { method: 'POST', body: {} });
    expect(again.status).toBe(400);
  });

  it('asks for the code after the password: none, two steps ahead and a replayed code are refused', async () => {
    const withoutCode = await signIn(platform.url, 'viewer', 'viewer');
    expect(withoutCode).toMatchObject({ ok: false, status: 200 });
    expect(withoutCode.ok || withoutCode.html).toContain('Two-factor sign-in');
    expect((await signInViewer(twoAhead(secret))).ok).toBe(false);
    expect((await signInViewer(codeAt(secret, -2))).ok).toBe(false);
    const next = codeAt(secret, 1);
    expect((await signInViewer(next)).ok).toBe(true);
    const replay = await signInViewer(next);
    expect(replay).toMatchObject({ ok: false, status: 401 });
  });

  it('accepts a recovery code once', async () => {
    expect((await signInViewer(recoveryCodes[0])).ok).toBe(true);
    expect((await signInViewer(recoveryCodes[0])).ok).toBe(false);
    expect((await viewer.call('/api/profile')).body).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('lets an administrator see and reset it: audit entry, the user’s sessions end', async () => {
    const listed = (await admin.call(`/api/administration/users/${viewerId()}`)).body as User;
    expect(listed.twoFactorEnabled).toBe(true);
    const reset = await admin.call(`/api/administration/users/${viewerId()}/two-factor`, {
      method: 'DELETE',
    });
    expect(reset.body).toMatchObject({ twoFactorEnabled: false });
    expect((await viewer.call('/api/profile')).status).toBe(401);
    const audit = platform.db
      .prepare("SELECT detail FROM audit_entry WHERE entity = 'User' AND entity_id = ?")
      .pluck()
      .all(String(viewerId()));
    expect(audit).toContain("Reset two-factor authentication of 'viewer'");
    expect((await signIn(platform.url, 'viewer', 'viewer')).ok).toBe(true);
  });

  it('makes users of a tenant that requires it enrol at the next sign-in', async () => {
    platform.db
      .prepare(
        "UPDATE tenant SET two_factor_required = 1 WHERE id = (SELECT id_tenant FROM user WHERE username = 'operator')",
      )
      .run();
    const plain = await signIn(platform.url, 'operator', 'operator');
    expect(plain.ok || plain.html).toContain('Set up two-factor sign-in');
    const result = await signIn(platform.url, 'operator', 'operator', undefined, enrolWhenAsked);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const profile = await api(platform.url, '/api/profile', { token: result.tokens.access_token });
    expect(profile.body).toMatchObject({ twoFactorEnabled: true, twoFactorRequired: true });
  });

  it('throttles codes like passwords: wrong codes lock the account from this client, the right one included', async () => {
    platform.db.prepare('UPDATE tenant SET two_factor_required = 0').run();
    const nobody = await sessionFor(platform, 'nobody');
    const own = (await nobody.call('/api/profile/two-factor/enrolment', { method: 'POST', body: {} }))
      .body as TwoFactorEnrolment;
    await nobody.call('/api/profile/two-factor', { method: 'POST', body: { code: codeAt(own.secret, 0) } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const wrong = await signIn(platform.url, 'nobody', 'nobody', undefined, typing('000000'));
      statuses.push(wrong.ok ? 200 : wrong.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    const locked = await signIn(platform.url, 'nobody', 'nobody', undefined, typing(codeAt(own.secret, 1)));
    expect(locked).toMatchObject({ ok: false, status: 429 });
    expect(locked.ok || locked.html).toContain('Too many failed sign-in attempts');
  });
});
