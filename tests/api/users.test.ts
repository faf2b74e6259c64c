import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import type { ApiSecretResponse, User } from '../../src/shared/wire/administration';
import type { ListResponse } from '../../src/shared/wire/common';
import { signIn } from '../support/oidcClient';
import { startTestPlatform } from '../support/testPlatform';
import { roleIdOf, sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let admin: Session;
let operator: Session;
let acme: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
  operator = await sessionFor(platform, 'operator');
  acme = tenantIdOf(platform, 'Acme Telecom');
});
afterAll(async () => platform?.close());

const newUser = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  firstname: 'Nina',
  lastname: 'New',
  email: `${username}@acme.example`,
  password: 'correct horse',
  ...extra,
});

describe('users list and detail', () => {
  it('lists the users of the tenant context and below, paged and sorted on the server', async () => {
    const all = (await admin.call('/api/administration/users?pageSize=500')).body as ListResponse<User>;
    expect(all.total).toBe((platform.db.prepare('SELECT COUNT(*) AS n FROM user').get() as { n: number }).n);
    const page = (await operator.call('/api/administration/users?page=1&pageSize=5&sort=username&order=DESC'))
      .body as ListResponse<User>;
    expect(page.items).toHaveLength(5);
    const names = page.items.map((user) => user.username);
    expect(names).toEqual([...names].sort().reverse());
    const acmeTree = ['Acme Telecom', 'Acme Retail', 'Acme Business'];
    expect(page.items.every((user) => acmeTree.includes(user.tenantName))).toBe(true);
    expect(page.total).toBeLessThan(all.total);
  });

  it('filters by tenant and full text, and shows roles without secrets', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'operator', idTenant: acme }));
    const { body } = await admin.call(`/api/administration/users?filter=${filter}`);
    const [user] = (body as ListResponse<User>).items;
    expect(user).toMatchObject({
      username: 'operator',
      tenantName: 'Acme Telecom',
      roleNames: ['Operators'],
    });
    expect(user.roleIds).toEqual([roleIdOf(platform, 'Acme Telecom', 'Operators')]);
    expect(JSON.stringify(user)).not.toMatch(/password_hash|api_secret|salt/);
  });

  it('answers 404 for a user outside the tenant context', async () => {
    const adminId = (
      platform.db.prepare("SELECT id FROM user WHERE username = 'admin'").get() as { id: number }
    ).id;
    expect((await operator.call(`/api/administration/users/${adminId}`)).status).toBe(404);
    expect((await admin.call(`/api/administration/users/${adminId}`)).status).toBe(200);
  });

  it("lists a tenant's users, only for tenants in scope", async () => {
    const { body } = await admin.call(`/api/administration/tenants/${acme}/users?pageSize=500`);
    const users = (body as ListResponse<User>).items;
    expect(users.length).toBeGreaterThan(3);
    expect(users.every((user) => user.idTenant === acme)).toBe(true);
    const globex = tenantIdOf(platform, 'Globex Banking');
    expect((await operator.call(`/api/administration/tenants/${globex}/users`)).status).toBe(404);
  });
});

describe('creating and editing users', () => {
  it('validates every field with the SPEC §5 messages', async () => {
    const { status, body } = await operator.call('/api/administration/users', {
      method: 'POST',
      body: { username: 'ab', firstname: ' ', email: 'not-an-email', phone: '12a', password: 'short' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      status: 400,
      error: 'Validation failed',
      errors: {
        username: 'Field must contains at least 3 characters',
        firstname: 'Field is required',
        lastname: 'Field is required',
        email: 'Invalid email format',
        phone: 'Field must contains only whole numbers',
        password: 'Field must contains at least 8 characters',
      },
    });
  });

  it('creates a user in the tenant context who can then sign in', async () => {
    const role = roleIdOf(platform, 'Acme Telecom', 'Viewers');
    const { status, body } = await operator.call('/api/administration/users', {
      method: 'POST',
      body: newUser('nina.new', { roleIds: [role], phone: '420123456' }),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      username: 'nina.new',
      idTenant: acme,
      roleIds: [role],
      enabled: true,
      phone: '420123456',
    });
    expect((await signIn(platform.url, 'nina.new', 'correct horse')).ok).toBe(true);
    const again = await operator.call('/api/administration/users', {
      method: 'POST',
      body: newUser('nina.new'),
    });
    expect(again.body).toMatchObject({ errors: { username: 'This username is already taken' } });
  });

  it('refuses tenants and roles outside the scope and roles with more rights than the caller', async () => {
    const globex = tenantIdOf(platform, 'Globex Banking');
    const foreign = await operator.call('/api/administration/users', {
      method: 'POST',
      body: newUser('far.away', { idTenant: globex }),
    });
    expect(foreign.body).toMatchObject({ errors: { idTenant: 'This tenant is not available' } });
    const admins = roleIdOf(platform, 'Acme Telecom', 'Administrators');
    const escalation = await operator.call('/api/administration/users', {
      method: 'POST',
      body: newUser('too.strong', { roleIds: [admins] }),
    });
    expect(escalation.body).toMatchObject({
      errors: { roleIds: 'You cannot assign a permission group with rights you do not have' },
    });
  });

  it('updates names, e-mail and state, validating what is sent', async () => {
    const user = (
      await operator.call('/api/administration/users', { method: 'POST', body: newUser('ed.it') })
    ).body as User;
    const bad = await operator.call(`/api/administration/users/${user.id}`, {
      method: 'PUT',
      body: { email: 'x@', lastname: '' },
    });
    expect(bad.body).toMatchObject({
      errors: { email: 'Invalid email format', lastname: 'Field is required' },
    });
    const { body } = await operator.call(`/api/administration/users/${user.id}`, {
      method: 'PUT',
      body: { firstname: 'Edith', enabled: false, timezone: 'Europe/London' },
    });
    expect(body).toMatchObject({
      firstname: 'Edith',
      lastname: 'New',
      enabled: false,
      timezone: 'Europe/London',
    });
  });
});

describe('user security', () => {
  let user: User;
  beforeAll(async () => {
    user = (await operator.call('/api/administration/users', { method: 'POST', body: newUser('sec.user') }))
      .body as User;
  });

  it('changes the password with a fresh hash; the old one stops working', async () => {
    const before = platform.db
      .prepare('SELECT password_hash, password_salt FROM user WHERE id = ?')
      .get(user.id);
    const short = await operator.call(`/api/administration/users/${user.id}/password`, {
      method: 'POST',
      body: { password: 'short' },
    });
    expect(short.body).toMatchObject({ errors: { password: 'Field must contains at least 8 characters' } });
    const { status } = await operator.call(`/api/administration/users/${user.id}/password`, {
      method: 'POST',
      body: { password: 'a much better one' },
    });
    expect(status).toBe(200);
    const after = platform.db
      .prepare('SELECT password_hash, password_salt FROM user WHERE id = ?')
      .get(user.id);
    expect(after).not.toEqual(before);
    expect((await signIn(platform.url, 'sec.user', 'correct horse')).ok).toBe(false);
    expect((await signIn(platform.url, 'sec.user', 'a much better one')).ok).toBe(true);
  });

  it('generates an API secret that can be revealed again', async () => {
    expect((await operator.call(`/api/administration/users/${user.id}/api-secret`)).body).toEqual({
      secret: null,
    });
    const { body } = await operator.call(`/api/administration/users/${user.id}/api-secret`, {
      method: 'POST',
      body: {},
    });
    const { secret } = body as ApiSecretResponse;
    expect(secret).toMatch(/^[0-9a-f]{48}$/);
    expect((await operator.call(`/api/administration/users/${user.id}/api-secret`)).body).toEqual({ secret });
    expect(((await operator.call(`/api/administration/users/${user.id}`)).body as User).hasApiSecret).toBe(
      true,
    );
  });

  it('resets two-factor and replaces roles within the tenant', async () => {
    const twoFactor = await operator.call(`/api/administration/users/${user.id}/two-factor`, {
      method: 'DELETE',
    });
    expect(twoFactor.body).toMatchObject({ twoFactorEnabled: false });
    const viewers = roleIdOf(platform, 'Acme Telecom', 'Viewers');
    const auditors = roleIdOf(platform, 'Acme Telecom', 'Auditors');
    const roles = await operator.call(`/api/administration/users/${user.id}/roles`, {
      method: 'PUT',
      body: { roleIds: [viewers, auditors] },
    });
    expect(roles.body).toMatchObject({ roleNames: ['Auditors', 'Viewers'] });
    const foreign = await operator.call(`/api/administration/users/${user.id}/roles`, {
      method: 'PUT',
      body: { roleIds: [roleIdOf(platform, 'Globex Banking', 'Viewers')] },
    });
    expect(foreign.status).toBe(400);
  });

  it('enables and disables users in bulk, never the caller and never outside the scope', async () => {
    const operatorId = (
      platform.db.prepare("SELECT id FROM user WHERE username = 'operator'").get() as { id: number }
    ).id;
    const adminId = (
      platform.db.prepare("SELECT id FROM user WHERE username = 'admin'").get() as { id: number }
    ).id;
    const { body } = await operator.call('/api/administration/users/bulk/disable', {
      method: 'POST',
      body: { ids: [user.id, operatorId, adminId] },
    });
    expect(body).toEqual({ updated: 1 });
    expect(((await operator.call(`/api/administration/users/${user.id}`)).body as User).enabled).toBe(false);
    const enabled = await operator.call('/api/administration/users/bulk/enable', {
      method: 'POST',
      body: { ids: [user.id] },
    });
    expect(enabled.body).toEqual({ updated: 1 });
    expect(
      (await operator.call('/api/administration/users/bulk/enable', { method: 'POST', body: { ids: 'x' } }))
        .status,
    ).toBe(400);
  });
});
