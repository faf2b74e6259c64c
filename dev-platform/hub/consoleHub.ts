import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { HubTarget } from '../../src/shared/liveEvents';
import {
  ACK_INTERVAL_MS,
  KEEP_ALIVE_MS,
  RECONNECT_BUFFER_BYTES,
  SERVER_TIMEOUT_MS,
} from '../../src/shared/liveTiming';
import type { HubAudience, HubAuthenticate, HubLog, HubPrincipal, HubRevalidate } from './hubAuth';
import { invocationRecord } from './hubProtocol';
import { HubSocket } from './hubSocket';
import { createUpgradeHandler } from './hubUpgrade';
import { registerNegotiateRoute } from './negotiateRoute';
import { PendingConnections } from './pendingConnections';

export { HubAuthError } from './hubAuth';
export type { HubPrincipal } from './hubAuth';

/** A negotiated connection token not used within this time is forgotten. */
const NEGOTIATE_TTL_MS = 60_000;
/**
 * How long a stateful connection whose socket dropped is kept for its client (ASP.NET Core's DisconnectTimeout); the
 * client reconnects at once, so this only needs to outlast a short network loss.
 */
const RECONNECT_GRACE_MS = 15_000;
/** Only handshakes, pings and (refused) invocations are expected from clients. */
const MAX_PAYLOAD_BYTES = 1024 * 1024;

export interface ConsoleHub {
  /** Registers `POST ${path}/negotiate` on the fastify app. */
  register(app: FastifyInstance): void;
  /** Handles an HTTP upgrade for `${path}`; returns false when the URL is not the hub's (caller then destroys it). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Sends an invocation to every connection whose effective tenant is idTenant. */
  sendToTenant(idTenant: number, target: HubTarget, ...args: unknown[]): void;
  sendToUser(idUser: number, target: HubTarget, ...args: unknown[]): void;
  /** Sends an invocation to every connection (platform-wide news such as a configuration change). */
  sendToAll(target: HubTarget, ...args: unknown[]): void;
  /** Open connections, stateful ones waiting for their client to reconnect included. */
  connectionCount(): number;
  /**
   * Re-checks every open connection now: connections whose grant, token or user ended are closed with the reason;
   * the others get their current permissions. Returns how many were closed.
   */
  revalidate(): number;
  /**
   * Says that principals may have changed (a user, role or grant was written): the connections are re-checked
   * before the next event is sent and at the next turn of the event loop, so a revoked user gets nothing more and is
   * disconnected at once, with no periodic re-check (issue 31.1).
   */
  invalidate(): void;
  /** Closes every open connection (clients reconnect); the dev platform's E2E hook uses it to test reconnection. */
  dropAll(): Promise<number>;
  /**
   * Drops every connection's socket without a Close message, as a lost network would: stateful connections then wait
   * for their clients to reconnect and replay what they missed (tests of stateful reconnect). Returns how many.
   */
  severAll(): number;
  close(): Promise<void>;
}

export interface ConsoleHubOptions {
  path: string;
  /** Resolves who is calling from a bearer token and the optional Tenant-Context-Id; throws HubAuthError. */
  authenticate: HubAuthenticate;
  /** Requests carrying an Origin header not in this list are refused. */
  allowedOrigins: string[];
  /** Keep-alive ping interval (SPEC §7: 15 s). */
  pingIntervalMs?: number;
  /** A connection that sent nothing for this long is closed (SPEC §7 server timeout: 30 s). */
  clientTimeoutMs?: number;
  /** How long a stateful connection whose socket dropped waits for its client (default 15 s). */
  reconnectGraceMs?: number;
  log?: HubLog;
  /** Re-checks an open connection (grant alive, user enabled, permissions); without it connections are trusted. */
  revalidate?: HubRevalidate;
  /** Who may receive an event beyond the tenant match; without it every connection of the tenant does. */
  audience?: HubAudience;
}

/**
 * The realtime Console hub: an ASP.NET Core SignalR compatible endpoint (negotiate + WebSockets,
 * JSON hub protocol) that pushes task and notification events to the connected consoles.
 */
export function createConsoleHub(options: ConsoleHubOptions): ConsoleHub {
  const log: HubLog = options.log ?? (() => {});
  const pingIntervalMs = options.pingIntervalMs ?? KEEP_ALIVE_MS;
  const clientTimeoutMs = options.clientTimeoutMs ?? SERVER_TIMEOUT_MS;
  const stateful = {
    bufferBytes: RECONNECT_BUFFER_BYTES,
    ackIntervalMs: ACK_INTERVAL_MS,
    graceMs: options.reconnectGraceMs ?? RECONNECT_GRACE_MS,
  };
  const pending = new PendingConnections(NEGOTIATE_TTL_MS);
  const sockets = new Map<string, HubSocket>();
  /** Stateful connections by their secret connection token, which the client reconnects with. */
  const byToken = new Map<string, HubSocket>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });
  let closed = false;
  const isClosed = (): boolean => closed;

  const handleUpgrade = createUpgradeHandler({
    path: options.path,
    allowedOrigins: options.allowedOrigins,
    authenticate: options.authenticate,
    pending,
    wss,
    isClosed,
    log,
    resumable: (connectionToken) => byToken.get(connectionToken),
    accept(ws, { connectionId, connectionToken, statefulReconnect }, principal) {
      if (closed) {
        ws.terminate();
        return;
      }
      const socket = new HubSocket(ws, {
        connectionId,
        principal,
        pingIntervalMs,
        clientTimeoutMs,
        stateful: statefulReconnect ? stateful : undefined,
        log,
        onClosed: () => {
          sockets.delete(connectionId);
          if (connectionToken !== undefined) byToken.delete(connectionToken);
          log('hub disconnected', { connectionId, idUser: principal.idUser, idTenant: principal.idTenant });
        },
        onExpired: (expired) => expire(expired),
      });
      sockets.set(connectionId, socket);
      if (statefulReconnect && connectionToken !== undefined) byToken.set(connectionToken, socket);
      log('hub connected', { connectionId, idUser: principal.idUser, idTenant: principal.idTenant });
    },
  });

  /** Ends a connection whose token or grant expired: no event after the API answers 401 (issue 31.1). */
  const expire = (socket: HubSocket) => {
    if (!sockets.delete(socket.connectionId)) return;
    const reason = socket.principal.expiry?.reason;
    log('hub connection expired', { connectionId: socket.connectionId, idUser: socket.principal.idUser });
    // An expired token is routine: the client reconnects at once with its renewed one, so no reason is shown.
    void socket.shutdown(reason, reason === undefined);
  };

  const audience: HubAudience = options.audience ?? (() => true);
  let stale = false;
  const broadcast = (matches: (principal: HubPrincipal) => boolean, target: HubTarget, args: unknown[]) => {
    if (stale) revalidate();
    const record = invocationRecord(target, args);
    for (const socket of [...sockets.values()]) {
      if (socket.expired) expire(socket);
      else if (matches(socket.principal) && audience(socket.principal, target, args))
        socket.sendRecord(record);
    }
  };

  const revalidate = (): number => {
    stale = false;
    if (!options.revalidate) return 0;
    let closedCount = 0;
    for (const socket of [...sockets.values()]) {
      const result = options.revalidate(socket.principal);
      if ('closeReason' in result) {
        // Removed at once, so not a single further event reaches it while the close handshake runs.
        sockets.delete(socket.connectionId);
        closedCount += 1;
        log('hub connection ended', { connectionId: socket.connectionId, idUser: socket.principal.idUser });
        void socket.shutdown(result.closeReason, false);
      } else socket.updatePrincipal(result);
    }
    return closedCount;
  };
  const invalidate = () => {
    if (stale || closed) return;
    stale = true;
    setImmediate(() => {
      if (stale && !closed) revalidate();
    });
  };

  return {
    register(app) {
      registerNegotiateRoute(app, {
        path: options.path,
        allowedOrigins: options.allowedOrigins,
        authenticate: options.authenticate,
        pending,
        isClosed,
        log,
      });
    },
    handleUpgrade,
    sendToTenant(idTenant, target, ...args) {
      broadcast((principal) => principal.idTenant === idTenant, target, args);
    },
    sendToUser(idUser, target, ...args) {
      broadcast((principal) => principal.idUser === idUser, target, args);
    },
    sendToAll(target, ...args) {
      broadcast(() => true, target, args);
    },
    connectionCount: () => sockets.size,
    revalidate,
    invalidate,
    async dropAll() {
      const open = [...sockets.values()];
      await Promise.all(
        open.map((socket) => socket.shutdown('Connection dropped by the dev platform.', true)),
      );
      return open.length;
    },
    severAll() {
      const open = [...sockets.values()];
      for (const socket of open) socket.sever();
      return open.length;
    },
    async close() {
      if (closed) return;
      closed = true;
      pending.clear();
      byToken.clear();
      await Promise.all(
        [...sockets.values()].map((socket) => socket.shutdown('Server is shutting down.', true)),
      );
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      log('hub closed');
    },
  };
}
