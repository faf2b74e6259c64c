import { STATUS_CODES } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import { authenticateSafely, extractToken, headerValue, isOriginAllowed } from './hubAuth';
import type { HubAuthenticate, HubLog, HubPrincipal } from './hubAuth';
import { newConnectionId } from './pendingConnections';
import type { PendingConnections } from './pendingConnections';
import { TENANT_CONTEXT_HEADER } from '../../src/shared/wire/common';

export interface UpgradeOptions {
  path: string;
  allowedOrigins: string[];
  authenticate: HubAuthenticate;
  pending: PendingConnections;
  wss: WebSocketServer;
  isClosed(): boolean;
  log: HubLog;
  /** A stateful connection its client may come back to with this connection token, after its socket dropped. */
  resumable(connectionToken: string): Resumable | undefined;
  /** Called with the opened WebSocket of an authenticated new connection. */
  accept(ws: WebSocket, connection: AcceptedConnection, principal: HubPrincipal): void;
}

export interface AcceptedConnection {
  connectionId: string;
  /** The secret the client reconnects with (absent with skipNegotiation). */
  connectionToken?: string;
  statefulReconnect: boolean;
}

/** The part of a connection stateful reconnect needs (HubSocket). */
export interface Resumable {
  readonly connectionId: string;
  readonly principal: HubPrincipal;
  /** Whether the re-authenticated principal may be replayed what was kept; ends the connection when not. */
  admit(principal: HubPrincipal): boolean;
  resume(ws: WebSocket): void;
}

export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean;

/** Builds the HTTP upgrade handler of the hub's WebSocket endpoint. */
export function createUpgradeHandler(options: UpgradeOptions): UpgradeHandler {
  return (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== options.path) return false;
    // The client may drop the socket while we authenticate; an unhandled 'error' would crash the process.
    socket.on('error', ignoreError);
    upgrade(options, req, socket, head, url.searchParams).catch((error: unknown) => {
      options.log('hub upgrade failed', { error: error instanceof Error ? error.name : 'unknown' });
      refuse(socket, 500, 'Upgrade failed.');
    });
    return true;
  };
}

async function upgrade(
  options: UpgradeOptions,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  query: URLSearchParams,
): Promise<void> {
  if (options.isClosed()) return refuse(socket, 503, 'The hub is shutting down.');
  if (!isOriginAllowed(headerValue(req.headers, 'origin'), options.allowedOrigins)) {
    options.log('hub upgrade refused', { status: 403, reason: 'origin' });
    return refuse(socket, 403, 'Origin not allowed.');
  }

  // With `id` the connection was negotiated (or is resumed); without it the client used skipNegotiation.
  const connectionToken = query.get('id') ?? undefined;
  const negotiated = connectionToken === undefined ? undefined : options.pending.get(connectionToken);
  const resumed =
    connectionToken === undefined || negotiated ? undefined : options.resumable(connectionToken);
  if (connectionToken !== undefined && !negotiated && !resumed) {
    options.log('hub upgrade refused', { status: 404, reason: 'unknown connection' });
    return refuse(socket, 404, 'No Connection with that ID');
  }
  const known = negotiated?.principal ?? resumed?.principal;
  const connectionId = negotiated?.connectionId ?? resumed?.connectionId ?? newConnectionId();
  // The tenant context of a negotiated connection is the negotiate's: a browser cannot send the header again.
  const tenantContextId = known
    ? (negotiated?.tenantContextId ?? known.tenantContextId)
    : headerValue(req.headers, TENANT_CONTEXT_HEADER.toLowerCase());
  const token = extractToken(req.headers, query);
  const result = await authenticateSafely(options.authenticate, { token, tenantContextId }, options.log);
  if ('error' in result) {
    options.log('hub upgrade refused', { connectionId, status: result.status });
    return refuse(socket, result.status, result.error);
  }
  if (known && result.principal.sub !== known.sub) {
    options.log('hub upgrade refused', { connectionId, status: 403, reason: 'user changed' });
    return refuse(socket, 403, 'The token belongs to another user than the negotiated one.');
  }
  const { principal } = result;
  // A resumed connection is replayed only what its user may still read (else the client reconnects afresh).
  const admitted = resumed
    ? resumed.admit(principal)
    : connectionToken === undefined || options.pending.take(connectionToken);
  if (!admitted) return refuse(socket, 404, 'No Connection with that ID');
  if (options.isClosed()) return refuse(socket, 503, 'The hub is shutting down.');
  if (socket.destroyed) return;

  options.wss.handleUpgrade(req, socket, head, (ws) => {
    socket.off('error', ignoreError);
    if (resumed) resumed.resume(ws);
    else
      options.accept(
        ws,
        { connectionId, connectionToken, statefulReconnect: negotiated?.statefulReconnect ?? false },
        principal,
      );
  });
}

/** Answers a plain HTTP error on a not-yet-upgraded socket and closes it. */
export function refuse(socket: Duplex, status: number, message: string): void {
  if (socket.destroyed || !socket.writable) return;
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
  );
}

function ignoreError(): void {}
