import {
  ALLOWED_ORIGIN,
  openRawSocket,
  recordReader,
  startHubServer,
} from '../../tests/support/hubTestServer';
import type { HubTestServer } from '../../tests/support/hubTestServer';

// Wire-level checks with fetch and a raw `ws` client, as a browser would talk (token in the query string).

const RS = '\u001e';
let server: HubTestServer;

beforeAll(async () => {
  server = await startHubServer({ pingIntervalMs: 100, clientTimeoutMs: 400 });
});

afterAll(async () => {
  await server.close();
});

async function negotiate(token: string, headers: Record<string, string> = {}, query = '?negotiateVersion=1') {
  return fetch(`${server.hubUrl}/negotiate${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, ...headers },
  });
}

async function negotiatedToken(token: string): Promise<string> {
  const body = (await (await negotiate(token)).json()) as { connectionToken: string };
  return body.connectionToken;
}

/** Connects browser-style (access_token in the query) and completes the JSON handshake. */
async function handshaken(token: string) {
  const id = await negotiatedToken(token);
  const ws = await openRawSocket(`${server.hubUrl}?id=${id}&access_token=${token}`, {
    origin: ALLOWED_ORIGIN,
  });
  const reader = recordReader(ws);
  ws.send(`{"protocol":"json","version":1}${RS}`);
  expect(await reader.next()).toBe('{}');
  return { ws, reader, id };
}

describe('negotiate', () => {
  it('answers version 1 with a connection token and the WebSockets transport', async () => {
    const response = await negotiate('good-1');
    const body = (await response.json()) as Record<string, unknown>;

    expect(response.status).toBe(200);
    expect(body).toEqual({
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
  });

  it('answers version 0 clients without a connection token', async () => {
    const body = (await (await negotiate('good-1', {}, '')).json()) as Record<string, unknown>;

    expect(body.negotiateVersion).toBe(0);
    expect(body).not.toHaveProperty('connectionToken');
  });

  it('refuses a bad token with 401 and a forbidden tenant context with 403', async () => {
    const unauthorized = await negotiate('nope');
    const forbidden = await negotiate('good-1', { 'Tenant-Context-Id': '99' });

    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toEqual({ status: 401, error: 'Invalid or missing token.' });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ status: 403, error: 'Tenant context not allowed.' });
  });

  it('refuses a disallowed Origin and echoes an allowed one for credentialed CORS', async () => {
    const evil = await negotiate('good-1', { Origin: 'http://evil.example' });
    const allowed = await negotiate('good-1', { Origin: ALLOWED_ORIGIN });

    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('answers the CORS preflight for allowed origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.hubUrl}/negotiate?negotiateVersion=1`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    const allowed = await preflight(ALLOWED_ORIGIN);
    const refused = await preflight('http://evil.example');

    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('tenant-context-id');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-signalr-user-agent');
    expect(refused.status).toBe(403);
  });
});

describe('WebSocket upgrade', () => {
  it('refuses a disallowed Origin with 403', async () => {
    const id = await negotiatedToken('good-1');
    const url = `${server.hubUrl}?id=${id}&access_token=good-1`;

    await expect(openRawSocket(url, { origin: 'http://evil.example' })).rejects.toThrow('status 403');
  });

  it('refuses an unknown connection id with 404 and a token of another user with 403', async () => {
    const id = await negotiatedToken('good-1');

    await expect(openRawSocket(`${server.hubUrl}?id=unknown&access_token=good-1`)).rejects.toThrow(
      'status 404',
    );
    await expect(openRawSocket(`${server.hubUrl}?id=${id}&access_token=good-2`)).rejects.toThrow(
      'status 403',
    );
    await expect(openRawSocket(`${server.hubUrl}?id=${id}`)).rejects.toThrow('status 401');
  });

  it('accepts a renewed token of the same subject and uses each connection token once', async () => {
    const id = await negotiatedToken('good-1');
    const ws = await openRawSocket(`${server.hubUrl}?id=${id}&access_token=good-1-renewed`);

    await expect(openRawSocket(`${server.hubUrl}?id=${id}&access_token=good-1`)).rejects.toThrow(
      'status 404',
    );
    ws.close();
  });

  it('accepts skipNegotiation clients that send the token in the Authorization header', async () => {
    const ws = await openRawSocket(server.hubUrl, { headers: { Authorization: 'Bearer good-2' } });
    const reader = recordReader(ws);
    ws.send(`{"protocol":"json","version":1}${RS}`);

    expect(await reader.next()).toBe('{}');
    ws.close();
  });
});

describe('hub protocol', () => {
  it('sends pings every pingIntervalMs after the handshake', async () => {
    const { ws, reader } = await handshaken('good-1');

    expect(JSON.parse(await reader.next())).toEqual({ type: 6 });
    expect(JSON.parse(await reader.next())).toEqual({ type: 6 });
    ws.close();
  });

  it('answers an unsupported protocol with a handshake error and closes', async () => {
    const id = await negotiatedToken('good-1');
    const ws = await openRawSocket(`${server.hubUrl}?id=${id}&access_token=good-1`);
    const reader = recordReader(ws);
    ws.send(`{"protocol":"messagepack","version":1}${RS}`);

    expect(JSON.parse(await reader.next())).toEqual({
      error: "The protocol 'messagepack' is not supported.",
    });
    await reader.closed;
  });

  it('handles several records in one frame and answers invocations with a completion error', async () => {
    const { ws, reader } = await handshaken('good-1');
    ws.send(
      `{"type":6}${RS}{"type":1,"target":"Fire","arguments":[]}${RS}` +
        `{"type":1,"invocationId":"5","target":"Echo","arguments":["x"]}${RS}`,
    );

    let record = await reader.next();
    while (JSON.parse(record).type === 6) record = await reader.next();
    expect(JSON.parse(record)).toEqual({
      type: 3,
      invocationId: '5',
      error: "Failed to invoke 'Echo' due to an error on the server. HubException: Method does not exist.",
    });
    ws.close();
  });

  it('keeps a pinging client and closes a silent one after clientTimeoutMs', async () => {
    const { ws, reader } = await handshaken('good-2');
    const pinger = setInterval(() => ws.send(`{"type":6}${RS}`), 100);
    const start = Date.now();
    let record = await reader.next();
    // 600 ms of server pings while the client keeps pinging: longer than the 400 ms timeout.
    while (Date.now() - start < 600) record = await reader.next();
    clearInterval(pinger);
    expect(JSON.parse(record)).toEqual({ type: 6 });

    while (JSON.parse(record).type === 6) record = await reader.next();
    expect(JSON.parse(record)).toEqual({
      type: 7,
      error: 'Server timeout elapsed without receiving a message from the client.',
      allowReconnect: true,
    });
    expect(await reader.closed).toBe(1000);
  });

  it('logs connection and user ids but never a token', () => {
    const serialized = JSON.stringify(server.logs);

    expect(server.logs.some((entry) => entry.message === 'hub connected' && entry.fields?.idUser === 2)).toBe(
      true,
    );
    for (const token of ['good-1', 'good-2', 'nope']) expect(serialized).not.toContain(token);
  });
});
