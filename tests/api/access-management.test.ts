import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_AREAS } from '../../dev-platform/db/seed/areas';
import type { Platform } from '../../dev-platform/platform';
import { EQUIVALENT_GRANTS } from '../../src/shared/permissions';
import type { Role, User } from '../../src/shared/wire/administration';
import type { ListResponse } from '../../src/shared/wire/common';
import { startTestPlatform } from '../support/testPlatform';
import { userWithRole } from './hubDelivery';
import { sessionFor, tenantIdOf, type Session } from './session';

// SPEC §6: AccessManagement/viewaccount reads users and viewrole reads permission groups, like User/view and Role/view.
let platform: Platform;
let accounts: Session;
let roles: Session;

const addRole = (name: string, permissions: object) =>
  platform.db
    .prepare(`INSERT INTO role (id_tenant, name, permissions, created) VALUES (?, ?, ?, datetime('now'))`)
    .run(tenantIdOf(platform, 'Acme Telecom'), name, JSON.stringify(permissions));

beforeAll(async () => {
  platform = await startTestPlatform();
  addRole('Account viewers', { AccessManagement: ['viewaccount'] });
  addRole('Role viewers', { AccessManagement: ['viewrole'] });
  const admin = await sessionFor(platform, 'admin');
  accounts = await userWithRole(platform, admin, 'Acme Telecom', 'Account viewers', 4);
  roles = await userWithRole(platform, admin, 'Acme Telecom', 'Role viewers', 5);
});
afterAll(async () => platform?.close());

describe('AccessManagement actions on the server', () => {
  it('the catalogue holds both sides of every equivalent grant', () => {
    const pairs = [...EQUIVALENT_GRANTS].flatMap(([key, others]) => [
      key.split('/'),
      ...others.map(({ area, action }) => [area, action]),
    ]);
    expect(pairs.filter(([area, action]) => !PERMISSION_AREAS[area]?.includes(action))).toEqual([]);
  });

  it('viewaccount alone lists users and reads one, and cannot edit them', async () => {
    const list = await accounts.call('/api/administration/users?pageSize=5');
    expect(list.status).toBe(200);
    const [first] = (list.body as ListResponse<User>).items;
    const one = await accounts.call(`/api/administration/users/${first.id}`);
    expect(one.status).toBe(200);
    expect((one.body as User).username).toBe(first.username);
    const edit = await accounts.call(`/api/administration/users/${first.id}`, {
      method: 'PUT',
      body: { firstname: 'Changed' },
    });
    expect(edit.status).toBe(403);
    expect((await accounts.call('/api/administration/roles')).status).toBe(403);
  });

  it('viewrole alone lists permission groups and reads one, and neither users nor role changes', async () => {
    const list = await roles.call('/api/administration/roles?pageSize=5');
    expect(list.status).toBe(200);
    const [first] = (list.body as ListResponse<Role>).items;
    expect((await roles.call(`/api/administration/roles/${first.id}`)).status).toBe(200);
    const rename = await roles.call(`/api/administration/roles/${first.id}`, {
      method: 'PUT',
      body: { name: 'Renamed' },
    });
    expect(rename.status).toBe(403);
    expect((await roles.call('/api/administration/users')).status).toBe(403);
  });
});
