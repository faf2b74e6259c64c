import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';
import { startHubServer } from '../../tests/support/hubTestServer';
import type { HubTestServer } from '../../tests/support/hubTestServer';
import type { HubPrincipal } from './hubAuth';

// End-to-end with the unmodified @microsoft/signalr client in Node (negotiate + WebSockets + JSON protocol).

let server: HubTestServer;
const opened: HubConnection[] = [];

beforeAll(async () => {
  server = await startHubServer();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((connection) => connection.stop()));
  await vi.waitFor(() => expect(server.hub.connectionCount()).toBe(0));
});

afterAll(async () => {
  await server.close();
});

async function connect(token: string, headers?: Record<string, string>, url = server.hubUrl) {
  const connection = new HubConnectionBuilder()
    .withUrl(url, {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
      headers,
    })
    .configureLogging(LogLevel.None)
    .build();
  opened.push(connection);
  await connection.start();
  return connection;
}

/** Collects the first argument of every `target` invocation the client receives. */
function received(connection: HubConnection, target: string) {
  const items: unknown[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  connection.on(target, (item: unknown) => {
    items.push(item);
    for (const waiter of waiters.filter((w) => items.length >= w.count)) waiter.resolve();
  });
  const atLeast = (count: number) =>
    items.length >= count
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ count, resolve }));
  return { items, atLeast };
}

const task = { id: 7, name: 'Export', description: 'CSV export', created: '2025-01-01T00:00:00Z', status: 0 };

describe('console hub with the @microsoft/signalr client', () => {
  it('connects over WebSockets and reaches the Connected state', async () => {
    const connection = await connect('good-1');

    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(connection.connectionId).toMatch(/^[\w-]{16,}$/);
    expect(server.hub.connectionCount()).toBe(1);
  });

  it('delivers sendToTenant only to connections of that tenant', async () => {
    const tenant10 = received(await connect('good-1'), 'CreateTask');
    const tenant20 = received(await connect('good-2'), 'CreateTask');

    server.hub.sendToTenant(10, 'CreateTask', task);
    // Per-connection order is preserved, so if tenant 20 had got the first push it would precede this marker.
    server.hub.sendToTenant(20, 'CreateTask', { id: 'marker' });
    await tenant10.atLeast(1);
    await tenant20.atLeast(1);

    expect(tenant10.items).toEqual([task]);
    expect(tenant20.items).toEqual([{ id: 'marker' }]);
  });

  it('delivers sendToUser only to that user, with all arguments', async () => {
    const user1 = await connect('good-1');
    const user2Items = received(await connect('good-2'), 'Notify');
    const user1Args: unknown[][] = [];
    const user1Got = new Promise<void>((resolve) =>
      user1.on('Notify', (...args: unknown[]) => {
        user1Args.push(args);
        resolve();
      }),
    );

    server.hub.sendToUser(2, 'Notify', { text: 'Done', type: 'success' });
    server.hub.sendToUser(1, 'Notify', { text: 'Mine', type: 'info' }, 42);
    await user2Items.atLeast(1);
    await user1Got;

    expect(user2Items.items).toEqual([{ text: 'Done', type: 'success' }]);
    expect(user1Args).toEqual([[{ text: 'Mine', type: 'info' }, 42]]);
  });

  it('passes Tenant-Context-Id from negotiate to authenticate and routes by the effective tenant', async () => {
    server.authCalls.length = 0;
    const connection = await connect('good-1', { 'Tenant-Context-Id': '20' });
    const items = received(connection, 'UpdateTask');

    server.hub.sendToTenant(10, 'UpdateTask', { id: 'own tenant' });
    server.hub.sendToTenant(20, 'UpdateTask', { id: 'context tenant' });
    await items.atLeast(1);

    expect(server.authCalls[0]).toEqual({ token: 'good-1', tenantContextId: '20' });
    expect(server.authCalls.every((call) => call.tenantContextId === '20')).toBe(true);
    expect(items.items).toEqual([{ id: 'context tenant' }]);
  });

  it('fails negotiate with 401 for a bad token and opens nothing', async () => {
    await expect(connect('bad-token')).rejects.toThrow(/401/);
    expect(server.hub.connectionCount()).toBe(0);
  });

  it('answers an invocation of an unknown server method with an error completion', async () => {
    const connection = await connect('good-1');

    await expect(connection.invoke('DoSomething', 1)).rejects.toThrow(/Method does not exist\./);
    expect(connection.state).toBe(HubConnectionState.Connected);
  });

  it('closes clients with a Close message when the server shuts down', async () => {
    const own = await startHubServer();
    try {
      const connection = await connect('good-2', undefined, own.hubUrl);
      const closedWith = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));

      await own.hub.close();

      expect((await closedWith)?.message).toMatch(/Server is shutting down\./);
      expect(connection.state).toBe(HubConnectionState.Disconnected);
      expect(own.hub.connectionCount()).toBe(0);
    } finally {
      await own.close();
    }
  });

  it('never hands a token to the logger', () => {
    const serialized = JSON.stringify(server.logs);

    expect(server.logs.map((entry) => entry.message)).toEqual(
      expect.arrayContaining(['hub negotiated', 'hub connected', 'hub negotiate refused']),
    );
    for (const token of ['good-1', 'good-2', 'bad-token']) expect(serialized).not.toContain(token);
  });

  it('re-checks its connections before the next event once told principals changed (no periodic sweep)', async () => {
    let revoked = false;
    const own = await startHubServer({
      revalidate: (principal): HubPrincipal => ({
        ...principal,
        permissions: revoked ? {} : { Task: ['view'] },
      }),
      audience: (principal, target) => target === 'Notify' || principal.permissions?.Task !== undefined,
    });
    try {
      const connection = await connect('good-1', undefined, own.hubUrl);
      const tasks = received(connection, 'CreateTask');
      const notices = received(connection, 'Notify');
      own.hub.revalidate();
      own.hub.sendToTenant(10, 'CreateTask', { id: 'before' });
      await tasks.atLeast(1);

      revoked = true;
      own.hub.invalidate();
      own.hub.sendToTenant(10, 'CreateTask', { id: 'after' });
      // One connection keeps its order: once the marker is in, the task event would have been too.
      own.hub.sendToTenant(10, 'Notify', { text: 'marker', type: 'info' });
      await notices.atLeast(1);
      expect(tasks.items).toEqual([{ id: 'before' }]);
      expect(own.hub.connectionCount()).toBe(1);
    } finally {
      await own.close();
    }
  });
  it.each([
    [
      'its access token expired: closed without a reason, so the client reconnects with a fresh one',
      undefined,
    ],
    ['its grant ended: closed with the reason', 'Your session has ended.'],
  ])('sends nothing to a connection once %s, however late its timer (issue 31.1)', async (_name, reason) => {
    const at = Date.now() + 60_000;
    const own = await startHubServer({
      authenticate: async () => ({ idUser: 1, idTenant: 10, sub: 'user-1', expiry: { at, reason } }),
    });
    try {
      const connection = await connect('good-1', undefined, own.hubUrl);
      const closedWith = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
      const tasks = received(connection, 'CreateTask');
      own.hub.sendToTenant(10, 'CreateTask', { id: 'before' });
      await tasks.atLeast(1);

      // The clock passes the expiry before the connection's timer fires: the send itself must notice.
      const now = vi.spyOn(Date, 'now').mockReturnValue(at);
      try {
        own.hub.sendToTenant(10, 'CreateTask', { id: 'after' });
        expect(own.hub.connectionCount()).toBe(0);
      } finally {
        now.mockRestore();
      }

      const error = await closedWith;
      expect(tasks.items).toEqual([{ id: 'before' }]);
      if (reason) expect(error?.message).toContain(reason);
      else expect(error).toBeUndefined();
    } finally {
      await own.close();
    }
  });
});
