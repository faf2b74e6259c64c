import { ALLOWED_ORIGIN, openReadingSocket, startHubServer } from '../../tests/support/hubTestServer';
import type { HubTestServer } from '../../tests/support/hubTestServer';
import type { HubPrincipal } from './hubAuth';

// Stateful reconnect on the wire (HubProtocol.md "Ack", "Sequence"), with a raw `ws` client playing the browser.

const RS = '\u001e';
let server: HubTestServer;
let permissions: HubPrincipal['permissions'] = { Task: ['view'] };

beforeAll(async () => {
  server = await startHubServer({
    reconnectGraceMs: 200,
    revalidate: (principal) => ({ ...principal, permissions }),
  });
});

afterEach(async () => {
  await server.hub.dropAll();
  permissions = { Task: ['view'] };
});

afterAll(async () => {
  await server.close();
});

async function negotiate(query: string) {
  const response = await fetch(`${server.hubUrl}/negotiate?negotiateVersion=1${query}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer good-1' },
  });
  return (await response.json()) as { connectionToken: string; useStatefulReconnect?: boolean };
}

async function open(id: string, token = 'good-1') {
  const url = `${server.hubUrl}?id=${id}&access_token=${token}`;
  const { ws, reader } = await openReadingSocket(url, { origin: ALLOWED_ORIGIN });
  return { ws, reader, next: async () => JSON.parse(await reader.next()) as Record<string, unknown> };
}

/** A stateful connection as the @microsoft/signalr client opens it: negotiate asks, the handshake says version 2. */
async function statefulConnection() {
  const { connectionToken } = await negotiate('&useStatefulReconnect=true');
  const socket = await open(connectionToken);
  socket.ws.send(`{"protocol":"json","version":2}${RS}`);
  expect(await socket.next()).toEqual({});
  return { ...socket, id: connectionToken };
}

const notify = (text: string) => server.hub.sendToUser(1, 'Notify', { text });
const notice = (text: string) => ({ type: 1, target: 'Notify', arguments: [{ text }] });

describe('stateful reconnect', () => {
  it('is offered on negotiate only to a client that asks for it', async () => {
    expect((await negotiate('&useStatefulReconnect=true')).useStatefulReconnect).toBe(true);
    expect(await negotiate('')).not.toHaveProperty('useStatefulReconnect');
  });

  it('acknowledges the client, keeps what was not acknowledged and replays it once on the same token', async () => {
    const first = await statefulConnection();
    notify('one'); // 1
    expect(await first.next()).toEqual(notice('one'));
    // The client acknowledges 1 and calls a method (its message 1); the refusal is the hub's message 2.
    first.ws.send(
      `{"type":8,"sequenceId":1}${RS}{"type":1,"invocationId":"a","target":"Go","arguments":[]}${RS}`,
    );
    expect(await first.next()).toMatchObject({ type: 3, invocationId: 'a' });
    expect(await first.next()).toEqual({ type: 8, sequenceId: 1 });

    server.hub.severAll();
    notify('two'); // 3, sent while the socket is down
    await first.reader.closed;
    expect(server.hub.connectionCount()).toBe(1);

    const second = await open(first.id);
    expect(await second.next()).toEqual({ type: 9, sequenceId: 2 });
    expect(await second.next()).toMatchObject({ type: 3, invocationId: 'a' });
    expect(await second.next()).toEqual(notice('two'));
    // The client resends its message 1 (not yet acknowledged, as it thinks) and a new one: only the new one is run.
    second.ws.send(
      `{"type":9,"sequenceId":1}${RS}{"type":1,"invocationId":"a","target":"Go","arguments":[]}${RS}` +
        `{"type":1,"invocationId":"b","target":"Go","arguments":[]}${RS}`,
    );
    expect(await second.next()).toMatchObject({ type: 3, invocationId: 'b' });
    notify('three');
    expect(await second.next()).toEqual(notice('three'));
  });

  it('ends a connection whose client does not come back within the grace period', async () => {
    const first = await statefulConnection();
    server.hub.severAll();
    await first.reader.closed;
    await vi.waitFor(() => expect(server.hub.connectionCount()).toBe(0));
    await expect(open(first.id)).rejects.toThrow('status 404');
  });

  it('ends a connection whose unacknowledged messages outgrow the 100000-byte buffer', async () => {
    const first = await statefulConnection();
    server.hub.severAll();
    const text = 'x'.repeat(1000);
    for (let n = 0; n < 100; n += 1) notify(text);
    await vi.waitFor(() => expect(server.hub.connectionCount()).toBe(0));
    await expect(open(first.id)).rejects.toThrow('status 404');
  });

  it('replays nothing to a user whose access changed while away, nor to another user', async () => {
    const first = await statefulConnection();
    server.hub.severAll();
    notify('before the change');
    await first.reader.closed;
    await expect(open(first.id, 'good-2')).rejects.toThrow('status 403');

    permissions = { Task: [] };
    expect(server.hub.revalidate()).toBe(0);
    expect(server.hub.connectionCount()).toBe(0);
    await expect(open(first.id)).rejects.toThrow('status 404');
  });

  it('does not keep a connection that did not negotiate it', async () => {
    const { connectionToken } = await negotiate('');
    const socket = await open(connectionToken);
    socket.ws.send(`{"protocol":"json","version":1}${RS}`);
    expect(await socket.next()).toEqual({});
    server.hub.severAll();
    await socket.reader.closed;
    await vi.waitFor(() => expect(server.hub.connectionCount()).toBe(0));
  });
});
