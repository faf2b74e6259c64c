import { expect } from 'vitest';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { Platform } from '../../dev-platform/platform';
import { HUB_TARGETS } from '../../src/shared/liveEvents';
import { roleIdOf, sessionFor, tenantIdOf, type Session } from './session';

/** A signed-in user's live connection, recording every hub message and the reason the server closed it with. */
export interface Listener {
  events: { target: string; payload: unknown }[];
  closed: Promise<string>;
  hub: HubConnection;
}

export async function listen(platform: Platform, token: string, tenant?: number): Promise<Listener> {
  const hub = new HubConnectionBuilder()
    .withUrl(`${platform.url}/hubs/console`, {
      accessTokenFactory: () => token,
      headers: tenant === undefined ? {} : { 'Tenant-Context-Id': String(tenant) },
    })
    .configureLogging(LogLevel.None)
    .build();
  const events: Listener['events'] = [];
  for (const target of HUB_TARGETS) hub.on(target, (payload: unknown) => events.push({ target, payload }));
  const closed = new Promise<string>((resolve) => hub.onclose((error) => resolve(error?.message ?? '')));
  await hub.start();
  return { events, closed, hub };
}

/** Gives a generated user of `tenant` exactly `role` (a role of that tenant) and a password; signs them in. */
export async function userWithRole(
  platform: Platform,
  admin: Session,
  tenant: string,
  role: string,
  skip: number,
): Promise<Session & { idUser: number }> {
  const row = platform.db
    .prepare(
      `SELECT id, username FROM user WHERE id_tenant = ? AND username LIKE '%.%' AND enabled = 1
         AND two_factor_enabled = 0 ORDER BY id LIMIT 1 OFFSET ?`,
    )
    .get(tenantIdOf(platform, tenant), skip) as { id: number; username: string };
  platform.db.prepare('DELETE FROM user_role WHERE id_user = ?').run(row.id);
  platform.db
    .prepare('INSERT INTO user_role (id_user, id_role) VALUES (?, ?)')
    .run(row.id, roleIdOf(platform, tenant, role));
  const password = 'Hub-walk-pass-123';
  const set = await admin.call(`/api/administration/users/${row.id}/password`, {
    method: 'POST',
    body: { password, confirmPassword: password },
  });
  if (set.status !== 200) throw new Error(`setting the password of ${row.username} answered ${set.status}`);
  return { ...(await sessionFor(platform, row.username, password)), idUser: row.id };
}

let barriers = 0;

/**
 * Waits until every listener has received everything sent before now: a Notify sent to each listener's user after
 * the event(s) under test arrives after them (one WebSocket keeps its order).
 */
export async function settle(
  platform: Platform,
  listeners: { listener: Listener; idUser: number }[],
): Promise<void> {
  const text = `barrier ${++barriers}`;
  for (const idUser of new Set(listeners.map((item) => item.idUser)))
    platform.hub.sendToUser(idUser, 'Notify', { text, type: 'info' });
  const arrived = (listener: Listener) =>
    listener.events.some((event) => (event.payload as { text?: unknown } | null)?.text === text);
  await expect.poll(() => listeners.every(({ listener }) => arrived(listener))).toBe(true);
}

/** The messages of a listener other than barriers. */
export const received = (listener: Listener) =>
  listener.events.filter((event) => !/^barrier /.test(String((event.payload as { text?: unknown })?.text)));
