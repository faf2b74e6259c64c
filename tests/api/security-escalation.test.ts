import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { signIn } from '../support/oidcClient';
import { startTestPlatform } from '../support/testPlatform';
import { roleIdOf, sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let operator: Session;
let tenantAdmin: number;
let peer: number;

/** A generated Acme Telecom user made a tenant administrator (holds Settings, which the operator lacks). */
beforeAll(async () => {
  platform = await startTestPlatform();
  operator = await sessionFor(platform, 'operator');
  const acme = tenantIdOf(platform, 'Acme Telecom');
  const users = platform.db
    .prepare(
      `SELECT id FROM user WHERE id_tenant = ? AND username NOT IN ('operator', 'viewer', 'expiring', 'nobody') ORDER BY id LIMIT 2`,
    )
    .pluck()
    .all(acme) as number[];
  [tenantAdmin, peer] = users as [number, number];
  const setRole = (id: number, role: string) => {
    platform.db.prepare('DELETE FROM user_role WHERE id_user = ?').run(id);
    platform.db
      .prepare('INSERT INTO user_role (id_user, id_role) VALUES (?, ?)')
      .run(id, roleIdOf(platform, 'Acme Telecom', role));
  };
  setRole(tenantAdmin, 'Administrators');
  setRole(peer, 'Operators');
});
afterAll(async () => platform?.close());

const refused = { status: 403, error: 'You cannot act on a user who holds rights you do not have' };

describe('grant nothing you lack, applied to targets (issue 9.2)', () => {
  it('refuses setting the password of a user holding more rights, so nobody signs in as them', async () => {
    const username = platform.db
      .prepare('SELECT username FROM user WHERE id = ?')
      .pluck()
      .get(tenantAdmin) as string;
    const res = await operator.call(`/api/administration/users/${tenantAdmin}/password`, {
      method: 'POST',
      body: { password: 'Takeover-123', confirmPassword: 'Takeover-123' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(refused);
    expect((await signIn(platform.url, username, 'Takeover-123')).ok).toBe(false);
  });

  it('refuses reading or regenerating the API secret, two-factor, roles, state and profile of such a user', async () => {
    const attempts: [string, string, unknown?][] = [
      ['GET', 'api-secret'],
      ['POST', 'api-secret'],
      ['DELETE', 'two-factor'],
      ['PUT', 'roles', { roleIds: [] }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await operator.call(`/api/administration/users/${tenantAdmin}/${path}`, { method, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(
      (
        await operator.call(`/api/administration/users/${tenantAdmin}`, {
          method: 'PUT',
          body: { enabled: false },
        })
      ).status,
    ).toBe(403);
    const bulk = await operator.call('/api/administration/users/bulk/disable', {
      method: 'POST',
      body: { ids: [peer, tenantAdmin] },
    });
    expect(bulk.status).toBe(403);
    expect(
      platform.db.prepare('SELECT enabled FROM user WHERE id IN (?, ?)').pluck().all(peer, tenantAdmin),
    ).toEqual([1, 1]);
  });

  it('still lets the operator act on users holding no more than the operator', async () => {
    const res = await operator.call(`/api/administration/users/${peer}/api-secret`);
    expect(res.status).toBe(200);
    const password = await operator.call(`/api/administration/users/${peer}/password`, {
      method: 'POST',
      body: { password: 'Peer-pass-123', confirmPassword: 'Peer-pass-123' },
    });
    expect(password.status).toBe(200);
  });

  it('refuses editing or renaming a role that grants more than the caller holds', async () => {
    const administrators = roleIdOf(platform, 'Acme Telecom', 'Administrators');
    const rename = await operator.call(`/api/administration/roles/${administrators}`, {
      method: 'PUT',
      body: { name: 'Renamed admins' },
    });
    expect(rename.status).toBe(403);
    const strip = await operator.call(`/api/administration/roles/${administrators}/permissions`, {
      method: 'PUT',
      body: { permissions: {} },
    });
    expect(strip.status).toBe(403);
    const viewers = roleIdOf(platform, 'Acme Telecom', 'Viewers');
    expect(
      (
        await operator.call(`/api/administration/roles/${viewers}`, {
          method: 'PUT',
          body: { description: 'Read only' },
        })
      ).status,
    ).toBe(200);
  });
});
