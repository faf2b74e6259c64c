import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import type { Tenant } from '../../src/shared/wire/administration';
import type { ListResponse } from '../../src/shared/wire/common';
import type { FlowSummary } from '../../src/shared/wire/flows';
import type { ApplicationConfiguration, BackgroundTask, UserInfoResponse } from '../../src/shared/wire/home';
import { startTestPlatform } from '../support/testPlatform';
import { api } from './http';
import { sessionFor, tenantIdOf } from './session';

let platform: Platform;
const tokens: Record<string, string> = {};
const tenantId = (name: string) => tenantIdOf(platform, name);

beforeAll(async () => {
  platform = await startTestPlatform();
  for (const user of ['admin', 'operator', 'expiring', 'nobody'])
    tokens[user] = (await sessionFor(platform, user)).token;
});
afterAll(async () => platform?.close());

describe('user info', () => {
  it('returns the signed-in user in value, with merged permissions and switchable tenants', async () => {
    const { status, body } = await api(platform.url, '/api/home/user-info', { token: tokens.admin });
    expect(status).toBe(200);
    const user = (body as UserInfoResponse).value;
    expect(user).toMatchObject({
      username: 'admin',
      firstname: 'Ada',
      lastname: 'Admin',
      tenant: { name: 'Switchboard' },
    });
    expect(user.permissions.AccessManagement).toBe(-1);
    expect(user.tenantsForContextSwitch.length).toBeGreaterThanOrEqual(3);
  });

  it('tells the expiring user when the password expires and when to warn', async () => {
    const user = (
      (await api(platform.url, '/api/home/user-info', { token: tokens.expiring })).body as UserInfoResponse
    ).value;
    const days = (Date.parse(user.passwordExpiration.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2);
    expect(days).toBeLessThanOrEqual(3);
    expect(user.passwordExpiration.warnDays).toBe(7);
    expect(user.passwordExpiration.type).not.toBe('NEVER');
  });

  it('gives a user without roles an empty permission map and no tenants to switch to', async () => {
    const user = (
      (await api(platform.url, '/api/home/user-info', { token: tokens.nobody })).body as UserInfoResponse
    ).value;
    expect(user.permissions).toEqual({});
    expect(user.tenantsForContextSwitch).toEqual([]);
  });
});

describe('tenants', () => {
  it('pages, sorts and filters on the server', async () => {
    const page1 = (
      await api(platform.url, '/api/administration/tenants?page=1&pageSize=3&sort=name&order=ASC', {
        token: tokens.admin,
      })
    ).body as ListResponse<Tenant>;
    const page2 = (
      await api(platform.url, '/api/administration/tenants?page=2&pageSize=3&sort=name&order=ASC', {
        token: tokens.admin,
      })
    ).body as ListResponse<Tenant>;
    expect(page1.items).toHaveLength(3);
    expect(page1.total).toBeGreaterThanOrEqual(6);
    const names = [...page1.items, ...page2.items].map((t) => t.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(names).size).toBe(names.length);

    const filter = encodeURIComponent(JSON.stringify({ q: 'globex' }));
    const found = (
      await api(platform.url, `/api/administration/tenants?filter=${filter}`, { token: tokens.admin })
    ).body as ListResponse<Tenant>;
    expect(found.items.map((t) => t.name)).toContain('Globex Banking');
    expect(found.items.every((t) => /globex/i.test(`${t.name} ${t.code} ${t.contactEmail}`))).toBe(true);
  });

  it('rejects unknown sort fields, bad orders and malformed filters with a 400 JSON error', async () => {
    for (const query of [
      'sort=password',
      'order=SIDEWAYS',
      'filter=%7Bnot-json',
      'filter=%7B%22secret%22%3A1%7D',
      'pageSize=100000',
    ]) {
      const res = await api(platform.url, `/api/administration/tenants?${query}`, { token: tokens.admin });
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ status: 400, error: expect.any(String) });
    }
  });

  it('scopes the list to the tenant context and its descendants', async () => {
    const acme = tenantId('Acme Telecom');
    const own = (
      await api(platform.url, '/api/administration/tenants?pageSize=100', { token: tokens.operator })
    ).body as ListResponse<Tenant>;
    expect(own.items.map((t) => t.id)).toContain(acme);
    expect(own.items.map((t) => t.name)).not.toContain('Globex Banking');
    expect(own.items.map((t) => t.name)).not.toContain('Switchboard');
    const switched = (
      await api(platform.url, '/api/administration/tenants?pageSize=100', {
        token: tokens.admin,
        tenant: tenantId('Globex Banking'),
      })
    ).body as ListResponse<Tenant>;
    expect(switched.items.map((t) => t.name)).toContain('Globex Banking');
    expect(switched.items.map((t) => t.name)).not.toContain('Acme Telecom');
  });

  it('returns one tenant by id, and 404 for a tenant outside the scope as for a missing one (issue 31.8)', async () => {
    const acme = await api(platform.url, `/api/administration/tenants/${tenantId('Acme Telecom')}`, {
      token: tokens.operator,
    });
    expect(acme.status).toBe(200);
    expect(acme.body).toMatchObject({ name: 'Acme Telecom', userCount: expect.any(Number) });
    const foreign = await api(platform.url, `/api/administration/tenants/${tenantId('Globex Banking')}`, {
      token: tokens.operator,
    });
    const missing = await api(platform.url, '/api/administration/tenants/999999', { token: tokens.operator });
    expect(foreign).toMatchObject({ status: 404, body: missing.body });
  });
});

describe('application configuration', () => {
  it('is readable without authorization; saving and resetting the theme need Settings/modify-theme', async () => {
    const before = (await api(platform.url, '/api/home/application-configuration'))
      .body as ApplicationConfiguration;
    expect(before).toMatchObject({ conversations: true, fullText: true, ongoingConversations: true });
    const theme = JSON.stringify({ title: 'Acme', colors: { primary: '#123456' } });
    expect(
      (
        await api(platform.url, '/api/home/application-configuration', {
          method: 'POST',
          body: { theme },
          token: tokens.operator,
        })
      ).status,
    ).toBe(403);
    const saved = await api(platform.url, '/api/home/application-configuration', {
      method: 'POST',
      body: { theme },
      token: tokens.admin,
    });
    expect(saved.status).toBe(200);
    expect((saved.body as ApplicationConfiguration).theme.content).toBe(theme);
    const bad = await api(platform.url, '/api/home/application-configuration', {
      method: 'POST',
      body: { theme: '{oops' },
      token: tokens.admin,
    });
    expect(bad.status).toBe(400);
    const reset = await api(platform.url, '/api/home/application-configuration', {
      method: 'POST',
      body: { theme: '' },
      token: tokens.admin,
    });
    // Themes are per tenant: a reset tenant shows the platform's theme setting again.
    expect((reset.body as ApplicationConfiguration).theme).toEqual(before.theme);
    // Put the seeded theme back for the other tests in this file.
    await api(platform.url, '/api/home/application-configuration', {
      method: 'POST',
      body: { theme: before.theme.content },
      token: tokens.admin,
    });
  });
});

describe('tasks and the live hub', () => {
  it('pushes a task created through the API to the signed-in users of its tenant only', async () => {
    const received: Record<string, BackgroundTask[]> = { admin: [], operator: [] };
    const connect = async (user: 'admin' | 'operator') => {
      const connection = new HubConnectionBuilder()
        .withUrl(`${platform.url}/hubs/console`, {
          accessTokenFactory: () => tokens[user],
          transport: HttpTransportType.WebSockets,
        })
        .configureLogging(LogLevel.None)
        .build();
      connection.on('CreateTask', (task: BackgroundTask) => received[user].push(task));
      await connection.start();
      return connection;
    };
    const [adminHub, operatorHub] = [await connect('admin'), await connect('operator')];
    try {
      const created = await api(platform.url, '/api/home/tasks', {
        method: 'POST',
        token: tokens.operator,
        body: { name: 'Export dial logs', description: 'CSV export' },
      });
      expect(created.status).toBe(201);
      await expect.poll(() => received.operator.map((t) => t.name)).toEqual(['Export dial logs']);
      expect(received.admin).toEqual([]);
      const list = (await api(platform.url, '/api/home/tasks', { token: tokens.operator }))
        .body as ListResponse<BackgroundTask>;
      expect(list.items[0]).toMatchObject({ name: 'Export dial logs', status: 0 });
    } finally {
      await adminHub.stop();
      await operatorHub.stop();
    }
  });

  it("answers one task of the caller's tenant by id, and 404 for another tenant's or an invalid id", async () => {
    const created = (
      await api(platform.url, '/api/home/tasks', {
        method: 'POST',
        token: tokens.operator,
        body: { name: 'Read me' },
      })
    ).body as BackgroundTask;
    const own = await api(platform.url, `/api/home/tasks/${created.id}`, { token: tokens.operator });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: created.id, name: 'Read me', status: 0 });
    for (const [token, path] of [
      [tokens.admin, `/api/home/tasks/${created.id}`],
      [tokens.operator, '/api/home/tasks/abc'],
    ] as const) {
      const res = await api(platform.url, path, { token });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ status: 404, error: 'Task not found' });
    }
  });

  it('validates task updates on the server', async () => {
    const created = (
      await api(platform.url, '/api/home/tasks', {
        method: 'POST',
        token: tokens.operator,
        body: { name: 'Job' },
      })
    ).body as BackgroundTask;
    for (const body of [{ status: 9 }, { progress: 101 }, { progress: 'x' }]) {
      const res = await api(platform.url, `/api/home/tasks/${created.id}`, {
        method: 'PATCH',
        token: tokens.operator,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await api(platform.url, '/api/home/tasks', {
          method: 'POST',
          token: tokens.operator,
          body: { name: '  ' },
        })
      ).status,
    ).toBe(400);
    const other = await api(platform.url, `/api/home/tasks/${created.id}`, {
      method: 'DELETE',
      token: tokens.admin,
    });
    expect(other.status).toBe(404);
  });
});

describe('flows', () => {
  it('lists the flows of the tenant context with folder, language, version and tags', async () => {
    const res = await api(platform.url, '/api/designer/flows?pageSize=5&sort=modified&order=DESC', {
      token: tokens.operator,
    });
    expect(res.status).toBe(200);
    const list = res.body as ListResponse<FlowSummary>;
    expect(list.total).toBeGreaterThan(5);
    expect(list.items).toHaveLength(5);
    const modified = list.items.map((f) => f.modified);
    expect(modified).toEqual([...modified].sort().reverse());
    expect(list.items[0]).toMatchObject({
      name: expect.any(String),
      version: expect.any(Number),
      tags: expect.any(Array),
    });
    const acme = tenantId('Acme Telecom');
    const own = platform.db
      .prepare('SELECT COUNT(*) AS n FROM call_script WHERE id_tenant = ? AND is_component = 0')
      .get(acme) as {
      n: number;
    };
    expect(list.total).toBe(own.n);
    const one = await api(platform.url, `/api/designer/flows/${list.items[0].id}`, {
      token: tokens.operator,
    });
    expect(one.body).toMatchObject({ id: list.items[0].id, name: list.items[0].name });
    const foreign = platform.db
      .prepare('SELECT id FROM call_script WHERE id_tenant <> ? AND is_component = 0 LIMIT 1')
      .get(acme) as { id: number };
    expect(
      (await api(platform.url, `/api/designer/flows/${foreign.id}`, { token: tokens.operator })).status,
    ).toBe(404);
  });
});
