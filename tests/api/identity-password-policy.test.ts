import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { signIn } from '../support/oidcClient';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, type Session } from './session';

let platform: Platform;
let admin: Session;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
});
afterAll(async () => platform?.close());

/** `expiring`'s password expired yesterday, under the given enforcement level of its tenant. */
function expiredUnder(level: number) {
  platform.db
    .prepare(
      "UPDATE tenant SET password_expiration_type = ? WHERE id = (SELECT id_tenant FROM user WHERE username = 'expiring')",
    )
    .run(level);
  platform.db
    .prepare("UPDATE user SET password_expires = ? WHERE username = 'expiring'")
    .run(new Date(Date.now() - 86_400_000).toISOString());
}

const newPassword =
  (password: string, repeat = password) =>
  (html: string) =>
    /name="newPassword"/.test(html) ? { newPassword: password, newPasswordConfirm: repeat } : undefined;

describe('password policies at sign-in (SPEC §3 enforcement levels, issue 32.2)', () => {
  it('WARNING lets an expired password in (the console warns)', async () => {
    expiredUnder(1);
    expect((await signIn(platform.url, 'expiring', 'expiring')).ok).toBe(true);
  });

  it('RESTRICTION signs in only through a new password, then continues', async () => {
    expiredUnder(2);
    const plain = await signIn(platform.url, 'expiring', 'expiring');
    expect(plain.ok || plain.html).toContain('Choose a new password');
    const same = await signIn(platform.url, 'expiring', 'expiring', undefined, newPassword('expiring'));
    expect(same.ok || same.html).toContain('Choose a password different from the current one');
    const short = await signIn(platform.url, 'expiring', 'expiring', undefined, newPassword('short'));
    expect(short.ok || short.html).toContain('Field must contains at least 8 characters');
    const mismatch = await signIn(
      platform.url,
      'expiring',
      'expiring',
      undefined,
      newPassword('a new one!', 'other'),
    );
    expect(mismatch.ok || mismatch.html).toContain('The passwords do not match');
    const changed = await signIn(platform.url, 'expiring', 'expiring', undefined, newPassword('a new one!'));
    expect(changed.ok).toBe(true);
    // The new password expires by the policy, so the next sign-in goes straight in.
    expect((await signIn(platform.url, 'expiring', 'a new one!')).ok).toBe(true);
  });

  it('BLOCK refuses an expired password with a clear message, until an administrator sets a new one', async () => {
    expiredUnder(3);
    const refused = await signIn(platform.url, 'expiring', 'a new one!');
    expect(refused).toMatchObject({ ok: false, status: 403 });
    expect(refused.ok || refused.html).toContain('Ask an administrator to set a new one');
    const id = platform.db.prepare("SELECT id FROM user WHERE username = 'expiring'").pluck().get() as number;
    const reset = await admin.call(`/api/administration/users/${id}/password`, {
      method: 'POST',
      body: { password: 'set by the admin' },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(platform.url, 'expiring', 'set by the admin')).ok).toBe(true);
  });

  it('lets any user change their own password from the profile, with the current one', async () => {
    const viewer = await sessionFor(platform, 'viewer');
    const change = (body: unknown) => viewer.call('/api/profile/password', { method: 'POST', body });
    expect((await change({ currentPassword: 'wrong', password: 'viewer changed' })).body).toMatchObject({
      errors: { currentPassword: 'The current password is not correct' },
    });
    expect((await change({ password: 'viewer changed' })).body).toMatchObject({
      errors: { currentPassword: 'Field is required' },
    });
    expect((await change({ currentPassword: 'viewer', password: 'viewer changed' })).status).toBe(200);
    expect((await signIn(platform.url, 'viewer', 'viewer')).ok).toBe(false);
    expect((await signIn(platform.url, 'viewer', 'viewer changed')).ok).toBe(true);
  });
});
