import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { HubAuthError, createConsoleHub } from '../../dev-platform/hub/consoleHub';
import type { ConsoleHub, ConsoleHubOptions, HubPrincipal } from '../../dev-platform/hub/consoleHub';
import { RECORD_SEPARATOR } from '../../dev-platform/hub/hubProtocol';

/** Test-only harness: a fastify app on a free localhost port with the console hub wired like the lead does. */
export interface HubTestServer {
  hub: ConsoleHub;
  app: FastifyInstance;
  baseUrl: string;
  hubUrl: string;
  authCalls: Array<{ token: string | undefined; tenantContextId: string | undefined }>;
  logs: Array<{ message: string; fields?: Record<string, unknown> }>;
  close(): Promise<void>;
}

export const ALLOWED_ORIGIN = 'http://localhost:8080';

const USERS: Record<string, HubPrincipal> = {
  'good-1': { idUser: 1, idTenant: 10, sub: 'user-1' },
  'good-1-renewed': { idUser: 1, idTenant: 10, sub: 'user-1' },
  'good-2': { idUser: 2, idTenant: 20, sub: 'user-2' },
};

/** Fake identity: known tokens map to users; a tenant context switches the effective tenant. */
async function fakeAuthenticate(input: {
  token: string | undefined;
  tenantContextId: string | undefined;
}): Promise<HubPrincipal> {
  const user = input.token === undefined ? undefined : USERS[input.token];
  if (!user) throw new HubAuthError(401, 'Invalid or missing token.');
  if (input.tenantContextId === undefined) return user;
  if (input.tenantContextId === '99') throw new HubAuthError(403, 'Tenant context not allowed.');
  return { ...user, idTenant: Number(input.tenantContextId) };
}

/** Starts fastify + hub on a free port; `close` shuts both down. */
export async function startHubServer(overrides: Partial<ConsoleHubOptions> = {}): Promise<HubTestServer> {
  const authCalls: HubTestServer['authCalls'] = [];
  const logs: HubTestServer['logs'] = [];
  const hub = createConsoleHub({
    path: '/hubs/console',
    allowedOrigins: [ALLOWED_ORIGIN],
    authenticate: (input) => {
      authCalls.push(input);
      return fakeAuthenticate(input);
    },
    log: (message, fields) => logs.push({ message, fields }),
    ...overrides,
  });
  const app = Fastify();
  hub.register(app);
  app.server.on('upgrade', (req, socket, head) => {
    if (!hub.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await app.listen({ port: 0, host: 'localhost' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://localhost:${port}`;
  return {
    hub,
    app,
    baseUrl,
    hubUrl: `${baseUrl}/hubs/console`,
    authCalls,
    logs,
    async close() {
      await hub.close();
      await app.close();
    },
  };
}

/** Opens a raw WebSocket; rejects with the HTTP status when the server refuses the upgrade. */
export function openRawSocket(
  url: string,
  options: { headers?: Record<string, string>; origin?: string } = {},
) {
  return opened(new WebSocket(url.replace(/^http/, 'ws'), options));
}

/** Opens a raw WebSocket that reads from its first frame on (a stateful reconnect's replay follows the upgrade). */
export async function openReadingSocket(url: string, options: { origin?: string } = {}) {
  const ws = new WebSocket(url.replace(/^http/, 'ws'), options);
  const reader = recordReader(ws);
  await opened(ws);
  return { ws, reader };
}

function opened(ws: WebSocket) {
  return new Promise<WebSocket>((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => {
      reject(new Error(`status ${res.statusCode}`));
      res.resume();
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

/** Reads SignalR records off a raw socket in arrival order. */
export function recordReader(ws: WebSocket): { next(): Promise<string>; closed: Promise<number> } {
  const queue: string[] = [];
  const waiters: Array<(record: string) => void> = [];
  ws.on('message', (data) => {
    for (const record of data.toString().split(RECORD_SEPARATOR).filter(Boolean)) {
      const waiter = waiters.shift();
      if (waiter) waiter(record);
      else queue.push(record);
    }
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  return {
    next: () => {
      const record = queue.shift();
      return record !== undefined ? Promise.resolve(record) : new Promise((resolve) => waiters.push(resolve));
    },
    closed,
  };
}
