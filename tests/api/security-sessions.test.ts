import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { ACCOUNT_DISABLED_REASON, SESSION_ENDED_REASON } from '../../dev-platform/hub/hubAccess';
import { refresh, signIn } from '../support/oidcClient';
import { startTestPlatform } from '../support/testPlatform';
import { api } from './http';
import { roleIdOf, sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let admin: Session;
const hubs: HubConnection[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
});
afterAll(async () => {
  await Promise.all(hubs.map((hub) => hub.stop()));
  await platform?.close();
});

/** A generated Acme Telecom user with a known password and the given role. */
function prepareUser(role: string, skip = 0): { id: number; username: string } {
  const row = platform.db
    .prepare(
      `SELECT id, username FROM user WHERE id_tenant = ? AND username LIKE '%.%' ORDER BY id LIMIT 1 OFFSET ?`,
    )
    .get(tenantIdOf(platform, 'Acme Telecom'), skip) as { id: number; username: string };
  platform.db.prepare('DELETE FROM user_role WHERE id_user = ?').run(row.id);
  platform.db
    .prepare('INSERT INTO user_role (id_user, id_role) VALUES (?, ?)')
    .run(row.id, roleIdOf(platform, 'Acme Telecom', role));
  return row;
}

async function tokensOf(username: string, password: string) {
  const result = await signIn(platform.url, username, password);
  if (!result.ok) throw new Error(`sign-in of ${username} failed`);
  return result.tokens;
}

/** A hub connection recording events and the reason the server closed it with. */
async function connect(token: string) {
  const hub = new HubConnectionBuilder()
    .withUrl(`${platform.url}/hubs/console`, { accessTokenFactory: () => token })
    .configureLogging(LogLevel.None)
    .build();
  hubs.push(hub);
  const events: { target: string; payload: unknown }[] = [];
  for (const target of ['RecordChanged', 'CreateTask', 'UpdateTask'])
    hub.on(target, (payload: unknown) => events.push({ target, payload }));
  const closed = new Promise<string>((resolve) => hub.onclose((error) => resolve(error?.message ?? '')));
  await hub.start();
  return { events, closed };
}

const setPassword = (id: number, password: string) =>
  admin.call(`/api/administration/users/${id}/password`, {
    method: 'POST',
    body: { password, confirmPassword: password },
  });

describe('sessions end when they should (issue 9.4, 9.5)', () => {
  it('a password set by an administrator ends the access token, the refresh token and the hub connection', async () => {
    const user = prepareUser('Operators');
    expect((await setPassword(user.id, 'First-pass-123')).status).toBe(200);
    const tokens = await tokensOf(user.username, 'First-pass-123');
    expect((await api(platform.url, '/api/home/user-info', { token: tokens.access_token })).status).toBe(200);
    const hub = await connect(tokens.access_token);

    expect((await setPassword(user.id, 'Second-pass-123')).status).toBe(200);
    const after = await api(platform.url, '/api/home/user-info', { token: tokens.access_token });
    expect(after).toMatchObject({ status: 401, body: { status: 401, error: 'Unauthorized' } });
    await expect(refresh(platform.url, tokens.refresh_token!)).rejects.toMatchObject({ status: 400 });
    expect(await hub.closed).toContain(SESSION_ENDED_REASON);
  });

  it('disabling a user ends their API access and their hub connection', async () => {
    const user = prepareUser('Operators', 1);
    await setPassword(user.id, 'Disable-me-123');
    const tokens = await tokensOf(user.username, 'Disable-me-123');
    const hub = await connect(tokens.access_token);
    const disabled = await admin.call('/api/administration/users/bulk/disable', {
      method: 'POST',
      body: { ids: [user.id] },
    });
    expect(disabled.body).toEqual({ updated: 1 });
    expect((await api(platform.url, '/api/home/user-info', { token: tokens.access_token })).status).toBe(401);
    platform.hub.revalidate();
    expect(await hub.closed).toContain(ACCOUNT_DISABLED_REASON);
  });

  it('delivers RecordChanged and task events only to users who may read them', async () => {
    const operator = await sessionFor(platform, 'operator');
    const viewer = await sessionFor(platform, 'viewer');
    const operatorHub = await connect(operator.token);
    const viewerHub = await connect(viewer.token);

    const tag = await operator.call('/api/assets/tags', {
      method: 'POST',
      body: { name: 'Hub audience', colour: '#336699' },
    });
    expect(tag.status).toBe(201);
    const task = await operator.call('/api/home/tasks', { method: 'POST', body: { name: 'Operator task' } });
    expect(task.status).toBe(201);
    // The viewer's own task is the barrier: events arrive in order, so anything meant for the viewer came first.
    const own = await viewer.call('/api/home/tasks', { method: 'POST', body: { name: 'Viewer task' } });
    expect(own.status).toBe(201);
    await expect.poll(() => viewerHub.events.length).toBeGreaterThan(0);
    await expect.poll(() => operatorHub.events.some((event) => event.target === 'CreateTask')).toBe(true);

    expect(viewerHub.events).toEqual([{ target: 'CreateTask', payload: own.body }]);
    expect(operatorHub.events).toContainEqual({
      target: 'RecordChanged',
      payload: expect.objectContaining({ path: '/assets/tags' }),
    });
    // The viewer lacks Task/view: the operator's task is not theirs to see, in the list either.
    const listed = (await viewer.call('/api/home/tasks')).body as { items: { name: string }[] };
    expect(listed.items.map((item) => item.name)).toEqual(['Viewer task']);
  });
});
