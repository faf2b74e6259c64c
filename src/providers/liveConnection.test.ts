// @vitest-environment node
import { HubConnectionBuilder } from '@microsoft/signalr';
import { ACK_INTERVAL_MS, RECONNECT_BUFFER_BYTES } from '../shared/liveTiming';
import {
  buildHub,
  createLiveConnection,
  hubErrorKind,
  serverCloseReason,
  type HubLike,
  type HubOptions,
  type LiveState,
} from './liveConnection';

interface FakeHub extends HubLike {
  url: string;
  options: HubOptions;
  close(error?: Error): void;
  emit(target: string, ...args: unknown[]): void;
  stopped: boolean;
}

/** How a fake hub's start() ends: connected, failed, or failed with this error. */
type Outcome = 'ok' | 'fail' | Error;

/** A scripted SignalR stand-in: each start() resolves or rejects as the test says. */
function fakeHubs(outcomes: Outcome[]) {
  const hubs: FakeHub[] = [];
  const createHub = (url: string, options: HubOptions): HubLike => {
    let onclose: (error?: Error) => void = () => {};
    const handlers = new Map<string, (...args: unknown[]) => void>();
    const hub: FakeHub = {
      url,
      options,
      stopped: false,
      start: () => {
        const outcome = outcomes.shift() ?? 'ok';
        if (outcome === 'ok') return Promise.resolve();
        return Promise.reject(outcome instanceof Error ? outcome : new Error('down'));
      },
      stop: async () => {
        hub.stopped = true;
        onclose();
      },
      on: (target, handler) => void handlers.set(target, handler),
      onclose: (callback) => void (onclose = callback),
      close: (error) => onclose(error),
      emit: (target, ...args) => handlers.get(target)?.(...args),
    };
    hubs.push(hub);
    return hub;
  };
  return { hubs, createHub };
}

function setup(outcomes: Outcome[] = []) {
  const { hubs, createHub } = fakeHubs(outcomes);
  let token = 'first';
  let tenant: string | null = null;
  const connection = createLiveConnection({
    url: 'http://localhost/hubs/console',
    accessToken: async () => token,
    tenantContextId: () => tenant,
    createHub,
  });
  const states: LiveState[] = [];
  connection.state.subscribe(() => states.push(connection.state.get()));
  return {
    connection,
    hubs,
    states,
    setToken: (next: string) => (token = next),
    setTenant: (next: string | null) => (tenant = next),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

describe('live connection state machine', () => {
  it('starts only from disconnected', async () => {
    const { connection, states } = setup();
    await connection.start();
    expect(connection.state.get()).toBe('connected');
    await expect(connection.start()).rejects.toThrow(/must be disconnected/);
    expect(states).toEqual(['connecting', 'connected']);
    await connection.stop();
    expect(states).toEqual(['connecting', 'connected', 'disconnecting', 'disconnected']);
    await connection.start();
    expect(connection.state.get()).toBe('connected');
  });

  it('reconnects after exactly 2 s, as often as needed, and tells listeners on every connect', async () => {
    const { connection, hubs, states } = setup(['ok', 'fail', 'fail', 'ok']);
    const connected = vi.fn();
    connection.onConnected(connected);
    await connection.start();
    expect(connected).toHaveBeenCalledTimes(1);
    hubs[0]!.close(new Error('network'));
    expect(connection.state.get()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1999);
    expect(hubs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(hubs).toHaveLength(2); // failed
    expect(connection.state.get()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(2000);
    expect(hubs).toHaveLength(3); // failed again
    await vi.advanceTimersByTimeAsync(2000);
    expect(hubs).toHaveLength(4);
    expect(connection.state.get()).toBe('connected');
    expect(connected).toHaveBeenCalledTimes(2);
    expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
  });

  it('retries a failed first start every 2 s too', async () => {
    const { connection, hubs } = setup(['fail', 'ok']);
    await connection.start();
    expect(connection.state.get()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(2000);
    expect(hubs).toHaveLength(2);
    expect(connection.state.get()).toBe('connected');
  });

  it('stop cancels a pending reconnect and ignores the closing connection', async () => {
    const { connection, hubs } = setup();
    await connection.start();
    hubs[0]!.close();
    expect(connection.state.get()).toBe('reconnecting');
    await connection.stop();
    expect(connection.state.get()).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(hubs).toHaveLength(1);
  });

  it('a stopped connection does not reconnect when the server closes it', async () => {
    const { connection, hubs } = setup();
    await connection.start();
    await connection.stop();
    expect(hubs[0]!.stopped).toBe(true);
    hubs[0]!.close(new Error('late'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connection.state.get()).toBe('disconnected');
    expect(hubs).toHaveLength(1);
  });

  it('hands the current token and the tenant context header to each new connection', async () => {
    const { connection, hubs, setToken, setTenant } = setup();
    setTenant('7');
    await connection.start();
    expect(await hubs[0]!.options.accessTokenFactory()).toBe('first');
    expect(hubs[0]!.options.headers).toEqual({ 'Tenant-Context-Id': '7' });
    setToken('renewed');
    expect(await hubs[0]!.options.accessTokenFactory()).toBe('renewed');
    setTenant(null);
    hubs[0]!.close();
    await vi.advanceTimersByTimeAsync(2000);
    expect(hubs[1]!.options.headers).toEqual({});
    expect(await hubs[1]!.options.accessTokenFactory()).toBe('renewed');
  });

  it('changes the address only when non-empty and disconnected or reconnecting (SPEC §5)', async () => {
    const { connection, hubs } = setup();
    expect(() => connection.setUrl('  ')).toThrow(/must not be empty/);
    connection.setUrl('http://localhost/hubs/a');
    await connection.start();
    expect(() => connection.setUrl('http://localhost/hubs/b')).toThrow(/cannot change while connected/);
    hubs[0]!.close();
    connection.setUrl('http://localhost/hubs/c');
    await vi.advanceTimersByTimeAsync(2000);
    expect(hubs.map((hub) => hub.url)).toEqual(['http://localhost/hubs/a', 'http://localhost/hubs/c']);
  });

  it('dispatches hub events to every handler until it unsubscribes', async () => {
    const { connection, hubs } = setup();
    const handler = vi.fn();
    const off = connection.on('CreateTask', handler);
    await connection.start();
    hubs[0]!.emit('CreateTask', { id: 1 });
    expect(handler).toHaveBeenCalledWith({ id: 1 });
    off();
    hubs[0]!.emit('CreateTask', { id: 2 });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('server close reasons (issue 9)', () => {
  it('hands the reason of a server Close message to listeners, and nothing for other closes', async () => {
    const { connection, hubs } = setup();
    const reasons: string[] = [];
    connection.onServerClose((reason) => reasons.push(reason));
    await connection.start();
    hubs[0]!.close(
      new Error('Server returned an error on close: Your session has ended. Please sign in again.'),
    );
    expect(reasons).toEqual(['Your session has ended. Please sign in again.']);
    await connection.stop();
  });

  it('reads the reason out of the SignalR error text', () => {
    expect(serverCloseReason(new Error('Server returned an error on close: Gone.'))).toBe('Gone.');
    expect(serverCloseReason(new Error('WebSocket closed with status code: 1006'))).toBeUndefined();
    expect(serverCloseReason(undefined)).toBeUndefined();
  });
});

describe('hub errors (SPEC §7, §8)', () => {
  it('builds the SignalR client with the SPEC timings: server timeout 30 s, keep-alive 15 s', () => {
    const hub = buildHub(new HubConnectionBuilder(), 'http://localhost/hubs/console', {
      accessTokenFactory: async () => 'token',
      headers: {},
    });
    expect(hub.serverTimeoutInMilliseconds).toBe(30_000);
    expect(hub.keepAliveIntervalInMilliseconds).toBe(15_000);
    // Stateful reconnect's buffer and ack timer are shown working in tests/api/live-reconnect.test.ts.
    expect([RECONNECT_BUFFER_BYTES, ACK_INTERVAL_MS]).toEqual([100_000, 1000]);
  });

  it('names the SignalR client errors by the SPEC catalogue', () => {
    expect(
      hubErrorKind(new Error('Server timeout elapsed without receiving a message from the server.')),
    ).toBe('hub_server_timeout');
    expect(hubErrorKind(new Error('Server returned handshake error: protocol not supported'))).toBe(
      'hub_handshake',
    );
    expect(hubErrorKind(new Error('Expected a handshake response from the server.'))).toBe('hub_handshake');
    expect(hubErrorKind(new Error("Cannot resolve 'ht!tp://nowhere'."))).toBe('hub_invalid_url');
    expect(hubErrorKind(new Error('The HubConnection url must be a valid url.'))).toBe('hub_invalid_url');
    expect(hubErrorKind(new Error('WebSocket failed to connect.'))).toBeUndefined();
  });

  it('reports a failing handshake once over its retries, and again after a successful connect', async () => {
    const handshake = new Error('Server returned handshake error: nope');
    const { connection, hubs } = setup([handshake, handshake, 'ok']);
    const kinds: string[] = [];
    connection.onHubError((kind) => kinds.push(kind));
    await connection.start();
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(connection.state.get()).toBe('connected');
    expect(kinds).toEqual(['hub_handshake']);
    // The server stops answering: said again, once.
    hubs.at(-1)!.close(new Error('Server timeout elapsed without receiving a message from the server.'));
    expect(kinds).toEqual(['hub_handshake', 'hub_server_timeout']);
    await connection.stop();
  });
});
