import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import {
  createLiveConnection,
  type LiveConnection,
  type LiveState,
} from '../../src/providers/liveConnection';
import { RECONNECT_BUFFER_BYTES } from '../../src/shared/liveTiming';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, type Session } from './session';

// SPEC §7 stateful reconnect with the console's own live connection (the real @microsoft/signalr client built with
// withStatefulReconnect) against the dev platform's hub: a dropped socket is reopened at once under the same
// connection, and what the hub sent meanwhile arrives exactly once, in order.

let platform: Platform;
let admin: Session;
let idAdmin: number;
const connections: LiveConnection[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
  idAdmin = (platform.db.prepare("SELECT id FROM user WHERE username = 'admin'").get() as { id: number }).id;
});

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.stop()));
  await platform?.close();
});

async function connected() {
  const connection = createLiveConnection({
    url: `${platform.url}/hubs/console`,
    accessToken: async () => admin.token,
    tenantContextId: () => null,
  });
  connections.push(connection);
  const texts: string[] = [];
  connection.on('Notify', (payload) => texts.push((payload as { text: string }).text));
  const states: LiveState[] = [];
  connection.state.subscribe(() => void states.push(connection.state.get()));
  let connects = 0;
  connection.onConnected(() => (connects += 1));
  await connection.start();
  return { connection, texts, states, connects: () => connects };
}

/** Sends notices to the admin through the hub, permission checks included, while the caller's socket is down. */
const notify = (...texts: string[]) =>
  texts.forEach((text) => platform.hub.sendToUser(idAdmin, 'Notify', { text, type: 'info' }));

describe('stateful reconnect of the live connection', () => {
  it('replays what was sent while the socket was down exactly once and in order, without a new connection', async () => {
    const { connection, texts, states, connects } = await connected();
    notify('before');
    await expect.poll(() => texts).toEqual(['before']);

    expect(platform.hub.severAll()).toBeGreaterThan(0);
    notify('gap 1', 'gap 2', 'gap 3');
    await expect.poll(() => texts).toEqual(['before', 'gap 1', 'gap 2', 'gap 3']);

    // A later notice arrives after the replay and nothing arrived twice.
    notify('after');
    await expect.poll(() => texts).toEqual(['before', 'gap 1', 'gap 2', 'gap 3', 'after']);
    expect(connection.state.get()).toBe('connected');
    expect(states).not.toContain('reconnecting');
    expect(connects()).toBe(1);
    await connection.stop();
  });

  it('ends the connection when the gap outgrows the buffer: the console reconnects afresh and refetches', async () => {
    const { connection, texts, connects } = await connected();
    platform.hub.severAll();
    const long = 'x'.repeat(1000);
    notify(...Array.from({ length: RECONNECT_BUFFER_BYTES / 1000 + 1 }, () => long));

    await expect.poll(() => connection.state.get()).toBe('reconnecting');
    await expect.poll(() => connects(), { timeout: 6000 }).toBe(2);
    notify('after');
    await expect.poll(() => texts).toEqual(['after']);
    await connection.stop();
  });
});
