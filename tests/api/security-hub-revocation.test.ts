import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveCalls } from '../../dev-platform/areas/conversations/conversationLiveCalls';
import { ACCOUNT_DISABLED_REASON, SESSION_ENDED_REASON } from '../../dev-platform/hub/hubAccess';
import type { Platform } from '../../dev-platform/platform';
import { startTestPlatform } from '../support/testPlatform';
import { listen, received, settle, userWithRole, type Listener } from './hubDelivery';
import { sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let admin: Session;
let acme: number;
let idLine: number;
let skip = 0;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
  acme = tenantIdOf(platform, 'Acme Telecom');
  idLine = platform.db
    .prepare('SELECT id FROM line WHERE id_tenant = ? ORDER BY id LIMIT 1')
    .pluck()
    .get(acme) as number;
});
afterAll(async () => platform?.close());

/** A user of a fresh Acme role that may watch calls, listening on the hub. */
async function watcher() {
  const name = `Call watchers ${++skip}`;
  platform.db
    .prepare(`INSERT INTO role (id_tenant, name, permissions, created) VALUES (?, ?, ?, datetime('now'))`)
    .run(acme, name, JSON.stringify({ OngoingConversations: ['view'], Line: ['view'] }));
  const role = platform.db.prepare('SELECT id FROM role WHERE name = ?').pluck().get(name) as number;
  const session = await userWithRole(platform, admin, 'Acme Telecom', name, 10 + skip);
  const listener = await listen(platform, session.token);
  return { session, listener, role };
}

const startCall = () =>
  createLiveCalls({ db: platform.db, publish: platform.publish }).start({
    idTenant: acme,
    idLine,
    idCallScript: null,
    caller: '+420601000003',
    callee: '+420601000004',
    processKind: 0,
  });

const heardCall = (listener: Listener) => received(listener).some((event) => event.target === 'CallChanged');

/**
 * Issue 31.1: a change to what a user may do counts for their open connection from the moment the API answered it,
 * whatever changed it, with no periodic re-check: the next event already follows it.
 */
describe('revocation narrows or ends hub connections at once', () => {
  const narrowings: [string, (user: Awaited<ReturnType<typeof watcher>>) => unknown][] = [
    [
      'removing the permission from the role (API)',
      ({ role }) =>
        admin.call(`/api/administration/roles/${role}/permissions`, {
          method: 'PUT',
          body: { permissions: { Line: ['view'] } },
        }),
    ],
    [
      'taking the role from the user (API)',
      ({ session }) =>
        admin.call(`/api/administration/users/${session.idUser}/roles`, {
          method: 'PUT',
          body: { roleIds: [] },
        }),
    ],
    [
      "rewriting the role's permissions from any other code path (a job, an install)",
      ({ role }) => platform.db.prepare(`UPDATE role SET permissions = '{}' WHERE id = ?`).run(role),
    ],
  ];

  it.each(narrowings)('%s stops call events on the next one', async (_name, revoke) => {
    const user = await watcher();
    startCall();
    await settle(platform, [{ listener: user.listener, idUser: user.session.idUser }]);
    expect(heardCall(user.listener)).toBe(true);
    user.listener.events.length = 0;

    expect(((await revoke(user)) as { status?: number } | undefined)?.status ?? 200).toBe(200);
    startCall();
    await settle(platform, [{ listener: user.listener, idUser: user.session.idUser }]);
    expect(heardCall(user.listener)).toBe(false);
    const rest = await user.session.call(`/api/administration/lines/${idLine}/ongoing-calls`);
    expect(rest.status).toBe(403);
    await user.listener.hub.stop();
  });

  const endings: [string, (user: Awaited<ReturnType<typeof watcher>>) => Promise<unknown>, string][] = [
    [
      'disabling the user',
      ({ session }) =>
        admin.call('/api/administration/users/bulk/disable', {
          method: 'POST',
          body: { ids: [session.idUser] },
        }),
      ACCOUNT_DISABLED_REASON,
    ],
    [
      'signing out (the console revokes its access token)',
      ({ session }) =>
        fetch(`${platform.url}/sso/token/revocation`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ client_id: 'core.fe', token: session.token }).toString(),
        }),
      SESSION_ENDED_REASON,
    ],
  ];

  it.each(endings)('%s closes the connection before any further event', async (_name, end, reason) => {
    const user = await watcher();
    await end(user);
    expect((await user.session.call('/api/home/user-info')).status).toBe(401);
    startCall();
    platform.publish(acme, 'Notify', { text: 'after the end', type: 'info' });
    expect(await user.listener.closed).toContain(reason);
    expect(received(user.listener)).toEqual([]);
  });
});
