import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordChangeOf } from '../../dev-platform/api/liveEvents';
import type { Platform } from '../../dev-platform/platform';
import { createLiveConnection, type LiveConnection } from '../../src/providers/liveConnection';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let admin: Session;
const connections: LiveConnection[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
});

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.stop()));
  await platform?.close();
});

function connect(token: string, tenant: string | null = null) {
  const connection = createLiveConnection({
    url: `${platform.url}/hubs/console`,
    accessToken: async () => token,
    tenantContextId: () => tenant,
  });
  connections.push(connection);
  const received: { target: string; payload: unknown }[] = [];
  for (const target of ['RecordChanged', 'CreateTask', 'UpdateTask'] as const) {
    connection.on(target, (payload) => received.push({ target, payload }));
  }
  return { connection, received };
}

describe('recordChangeOf', () => {
  it('derives the list path, record id and kind of change from the route', () => {
    expect(recordChangeOf('PUT', '/api/assets/tags/:id', { id: '4' })).toEqual({
      path: '/assets/tags',
      id: '4',
      type: 'updated',
    });
    expect(recordChangeOf('POST', '/api/administration/users', {})).toEqual({
      path: '/administration/users',
      id: null,
      type: 'created',
    });
    expect(recordChangeOf('DELETE', '/api/administration/users/:id', { id: '9' })?.type).toBe('deleted');
    expect(recordChangeOf('POST', '/api/administration/users/:id/roles', { id: '9' })).toEqual({
      path: '/administration/users',
      id: '9',
      type: 'updated',
    });
    expect(recordChangeOf('POST', '/api/administration/lines/:id/enable', { id: '17' })).toEqual({
      path: '/administration/lines',
      id: '17',
      type: 'updated',
    });
    expect(recordChangeOf('GET', '/api/assets/tags', {})).toBeNull();
    expect(recordChangeOf('PATCH', '/api/home/tasks/:id', { id: '1' })).toBeNull();
  });
});

describe('recordChangeOf for bulk actions', () => {
  it('names the collection of the changed records, with no single id', () => {
    for (const action of ['enable', 'disable'])
      expect(recordChangeOf('POST', `/api/administration/users/bulk/${action}`, {})).toEqual({
        path: '/administration/users',
        id: null,
        type: 'updated',
      });
  });
});

describe('live events over the real hub', () => {
  it('pushes RecordChanged to the tenant after a successful change, not after a failed one', async () => {
    const { connection, received } = connect(admin.token);
    await connection.start();
    expect(connection.state.get()).toBe('connected');
    const created = await admin.call('/api/assets/tags', {
      method: 'POST',
      body: { name: 'live-test', colour: '#123456' },
    });
    expect(created.status).toBe(201);
    const id = String((created.body as { id: number }).id);
    await admin.call(`/api/assets/tags/${id}`, { method: 'PUT', body: { name: 'live-test-2' } });
    await admin.call('/api/assets/tags/999999', { method: 'PUT', body: { name: 'x' } }); // 404: no event
    await expect
      .poll(() => received.filter((m) => m.target === 'RecordChanged').map((m) => m.payload))
      .toEqual([
        { path: '/assets/tags', id: null, type: 'created' },
        { path: '/assets/tags', id, type: 'updated' },
      ]);
  });

  it('pushes one RecordChanged for the collection after a bulk action', async () => {
    const { connection, received } = connect(admin.token);
    await connection.start();
    const ids = platform.db
      .prepare(
        "SELECT u.id FROM user u JOIN tenant t ON t.id = u.id_tenant WHERE t.name = 'Switchboard' LIMIT 2",
      )
      .pluck()
      .all() as number[];
    const res = await admin.call('/api/administration/users/bulk/enable', { method: 'POST', body: { ids } });
    expect(res.status).toBe(200);
    await expect
      .poll(() => received.filter((m) => m.target === 'RecordChanged').map((m) => m.payload))
      .toEqual([{ path: '/administration/users', id: null, type: 'updated' }]);
  });

  it('reconnects 2 s after the platform drops the connection and receives events again', async () => {
    const { connection, received } = connect(admin.token);
    const connects: number[] = [];
    connection.onConnected(() => connects.push(Date.now()));
    await connection.start();
    const dropped = Date.now();
    await platform.hub.dropAll();
    await expect.poll(() => connection.state.get()).toBe('reconnecting');
    await expect.poll(() => connection.state.get(), { timeout: 6000 }).toBe('connected');
    expect(connects).toHaveLength(2);
    expect(connects[1]! - dropped).toBeGreaterThanOrEqual(1900);
    await admin.call('/api/home/tasks', { method: 'POST', body: { name: 'after reconnect' } });
    await expect.poll(() => received.some((m) => m.target === 'CreateTask')).toBe(true);
  });

  it('negotiates with the tenant context header and only hears that tenant', async () => {
    const globex = tenantIdOf(platform, 'Globex Banking');
    const inGlobex = connect(admin.token, String(globex));
    const inOwn = connect(admin.token);
    await inGlobex.connection.start();
    await inOwn.connection.start();
    await admin.call('/api/home/tasks', { method: 'POST', body: { name: 'globex task' }, tenant: globex });
    await expect.poll(() => inGlobex.received.filter((m) => m.target === 'CreateTask')).toHaveLength(1);
    expect(inOwn.received.filter((m) => m.target === 'CreateTask')).toHaveLength(0);
  });
});
