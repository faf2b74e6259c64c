import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_AREAS } from '../../dev-platform/db/seed/areas';
import type { Platform } from '../../dev-platform/platform';
import type { PermissionAreasResponse, Role } from '../../src/shared/wire/administration';
import type { ListResponse } from '../../src/shared/wire/common';
import type { UserInfoResponse } from '../../src/shared/wire/home';
import { startTestPlatform } from '../support/testPlatform';
import { roleIdOf, sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let admin: Session;
let operator: Session;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
  operator = await sessionFor(platform, 'operator');
});
afterAll(async () => platform?.close());

describe('permission groups (roles)', () => {
  it('publishes the catalogue of every area and action', async () => {
    const { body } = await operator.call('/api/administration/permission-areas');
    const { items } = body as PermissionAreasResponse;
    expect(Object.fromEntries(items.map((item) => [item.area, item.actions]))).toEqual(PERMISSION_AREAS);
    expect(items.map((item) => item.area)).toEqual([...items.map((item) => item.area)].sort());
  });

  it('lists roles of the tenant context and below with their maps and user counts', async () => {
    const mine = (await operator.call('/api/administration/roles?pageSize=100')).body as ListResponse<Role>;
    expect(new Set(mine.items.map((role) => role.tenantName))).toEqual(
      new Set(['Acme Telecom', 'Acme Retail', 'Acme Business']),
    );
    const operators = mine.items.find(
      (role) => role.tenantName === 'Acme Telecom' && role.name === 'Operators',
    )!;
    expect(operators.permissions.CallScript).toBe(-1);
    expect(operators.userCount).toBeGreaterThanOrEqual(2);
    const all = (await admin.call('/api/administration/roles?pageSize=1')).body as ListResponse<Role>;
    expect(all.total).toBeGreaterThan(mine.total);
    const globexRole = roleIdOf(platform, 'Globex Banking', 'Viewers');
    expect((await operator.call(`/api/administration/roles/${globexRole}`)).status).toBe(404);
  });

  it('creates and renames a role in the tenant context, with unique names', async () => {
    const bad = await operator.call('/api/administration/roles', { method: 'POST', body: { name: 'ab' } });
    expect(bad.body).toMatchObject({ errors: { name: 'Field must contains at least 3 characters' } });
    const { status, body } = await operator.call('/api/administration/roles', {
      method: 'POST',
      body: { name: 'Taggers', description: 'Tag maintenance' },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Taggers',
      idTenant: tenantIdOf(platform, 'Acme Telecom'),
      permissions: {},
    });
    const duplicate = await operator.call('/api/administration/roles', {
      method: 'POST',
      body: { name: 'Taggers' },
    });
    expect(duplicate.body).toMatchObject({
      errors: { name: 'A permission group with this name already exists' },
    });
    const renamed = await operator.call(`/api/administration/roles/${(body as Role).id}`, {
      method: 'PUT',
      body: { name: 'Tag keepers' },
    });
    expect(renamed.body).toMatchObject({ name: 'Tag keepers', description: 'Tag maintenance' });
  });

  it('edits the permission map, including -1, and the members see it in their user info', async () => {
    const viewers = roleIdOf(platform, 'Acme Telecom', 'Viewers');
    const { status, body } = await operator.call(`/api/administration/roles/${viewers}/permissions`, {
      method: 'PUT',
      body: { permissions: { CallScript: ['view'], Campaign: ['view'], Tag: -1, Grammar: ['view', 'edit'] } },
    });
    expect(status).toBe(200);
    expect((body as Role).permissions).toEqual({
      CallScript: ['view'],
      Campaign: ['view'],
      Tag: -1,
      Grammar: ['view', 'edit'],
    });
    const viewer = await sessionFor(platform, 'viewer');
    const info = (await viewer.call('/api/home/user-info')).body as UserInfoResponse;
    expect(info.value.permissions.Tag).toBe(-1);
  });

  it.each([
    [{ Nonsense: ['view'] }, 'Unknown area "Nonsense"'],
    [{ Tag: ['fly'] }, 'Unknown action "fly" of Tag'],
    [{ Tag: 'view' }, 'Actions of Tag must be a list or -1'],
    [{ Settings: ['modify-theme'] }, 'You cannot grant Settings/modify-theme'],
    [{ AccessManagement: -1 }, 'You cannot grant every action of AccessManagement'],
    [[], 'Expected an object of areas'],
  ])('refuses the map %j', async (permissions, message) => {
    const role = roleIdOf(platform, 'Acme Telecom', 'Auditors');
    const { status, body } = await operator.call(`/api/administration/roles/${role}/permissions`, {
      method: 'PUT',
      body: { permissions },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ status: 400, error: 'Validation failed', errors: { permissions: message } });
  });
});
