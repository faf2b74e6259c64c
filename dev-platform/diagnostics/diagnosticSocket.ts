import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { canAccess } from '../../src/shared/permissions';
import { TENANT_CONTEXT_HEADER } from '../../src/shared/wire/common';
import {
  DIAGNOSTICS_CLOSE,
  DIAGNOSTICS_PATH,
  DIAGNOSTICS_PERMISSION,
  type DiagnosticEvent,
  type DiagnosticMessage,
} from '../../src/shared/wire/diagnostics';
import { tenantSubtree } from '../api/principal';
import type { Db } from '../db/database';
import { SESSION_ENDED_REASON } from '../hub/hubAccess';
import {
  authenticateSafely,
  extractToken,
  headerValue,
  isOriginAllowed,
  type HubAuthenticate,
  type HubPrincipal,
  type HubRevalidate,
} from '../hub/hubAuth';
import { diagnosticsOf, type ScopedDiagnostic } from './diagnosticsBus';
import { refuse as refuseUpgrade } from '../hub/hubUpgrade';

/** A slow reader's socket holds at most this much unsent; events past it are dropped and counted. */
const MAX_BUFFERED_BYTES = 256 * 1024;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LINE_ID = /^[1-9]\d{0,15}$/;

export interface DiagnosticSocketOptions {
  db: Db;
  allowedOrigins: string[];
  authenticate: HubAuthenticate;
  revalidate: HubRevalidate;
}

interface Stream {
  ws: WebSocket;
  principal: HubPrincipal;
  tenants: Set<number>;
  target: { call: string } | { line: number };
  dropped: number;
  expiry?: NodeJS.Timeout;
}

export interface DiagnosticSocket {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Re-checks every stream now (a sign-out, a revocation, a changed role): ended ones are closed. */
  revalidate(): void;
  count(): number;
  close(): void;
}

/**
 * The diagnostic websocket (SPEC §7, issue 34.5): authenticated like the hub (bearer token in the Authorization
 * header or `access_token`, tenant context in the header or `tenant`), for users with `Diagnostics/view`, streaming
 * one call's (`call`) or one line's (`line`) diagnostic events of the caller's tenant tree; a foreign or unknown
 * target is 404. Streams end with their session, token expiry or permission.
 */
export function createDiagnosticSocket(options: DiagnosticSocketOptions): DiagnosticSocket {
  const { db } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  const streams = new Set<Stream>();
  const bus = diagnosticsOf(db);

  const end = (stream: Stream, code: number, reason: string) => {
    if (!streams.delete(stream)) return;
    clearTimeout(stream.expiry);
    stream.ws.close(code, reason);
  };
  const send = (stream: Stream, message: DiagnosticMessage) => stream.ws.send(JSON.stringify(message));
  const deliver = (stream: Stream, event: DiagnosticEvent) => {
    if (stream.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      stream.dropped += 1;
      return;
    }
    if (stream.dropped > 0) send(stream, { type: 'dropped', count: stream.dropped });
    stream.dropped = 0;
    send(stream, { type: 'event', event });
  };
  const unsubscribe = bus.subscribe((scoped) => {
    const { idTenant, ...event } = scoped;
    for (const stream of streams)
      if (stream.tenants.has(idTenant) && targets(stream, scoped)) deliver(stream, event);
  });

  const found = (principal: HubPrincipal, query: URLSearchParams): Stream['target'] | undefined => {
    const call = query.get('call');
    const line = query.get('line');
    const tenants = tenantSubtree(db, principal.idTenant);
    const inScope = (idTenant: number | undefined) => idTenant !== undefined && tenants.includes(idTenant);
    if (call !== null && GUID.test(call)) {
      const guid = call.toLowerCase();
      const idTenant = db.prepare('SELECT id_tenant FROM conversation WHERE guid = ?').pluck().get(guid);
      return inScope(idTenant as number | undefined) ? { call: guid } : undefined;
    }
    if (line !== null && LINE_ID.test(line)) {
      const idTenant = db.prepare('SELECT id_tenant FROM line WHERE id = ?').pluck().get(Number(line));
      return inScope(idTenant as number | undefined) ? { line: Number(line) } : undefined;
    }
    return undefined;
  };

  const upgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer, query: URLSearchParams) => {
    if (!isOriginAllowed(headerValue(req.headers, 'origin'), options.allowedOrigins))
      return refuseUpgrade(socket, 403, 'Origin not allowed.');
    const tenantContextId =
      headerValue(req.headers, TENANT_CONTEXT_HEADER.toLowerCase()) ?? query.get('tenant') ?? undefined;
    const token = extractToken(req.headers, query);
    const result = await authenticateSafely(options.authenticate, { token, tenantContextId }, () => {});
    if ('error' in result) return refuseUpgrade(socket, result.status, result.error);
    const { principal } = result;
    const { area, action } = DIAGNOSTICS_PERMISSION;
    if (!canAccess(principal.permissions, area, action))
      return refuseUpgrade(socket, 403, `Missing permission ${area}/${action}`);
    const target = found(principal, query);
    if (!target) return refuseUpgrade(socket, 404, 'Call or line not found');
    if (socket.destroyed) return;
    wss.handleUpgrade(req, socket, head, (ws) => {
      const stream: Stream = {
        ws,
        principal,
        tenants: new Set(tenantSubtree(db, principal.idTenant)),
        target,
        dropped: 0,
      };
      streams.add(stream);
      ws.on('close', () => end(stream, 1000, ''));
      ws.on('error', () => end(stream, 1011, ''));
      // Client messages are not part of the protocol: the socket only streams.
      ws.on('message', () => end(stream, 1003, 'This socket only streams.'));
      const expiry = principal.expiry;
      if (expiry) {
        stream.expiry = setTimeout(
          () => end(stream, DIAGNOSTICS_CLOSE.sessionEnded, expiry.reason ?? SESSION_ENDED_REASON),
          Math.max(0, expiry.at - Date.now()),
        );
        stream.expiry.unref();
      }
      const key = 'call' in target ? `call:${target.call}` : `line:${target.line}`;
      const recent = bus.recent(key).filter((event) => stream.tenants.has(event.idTenant));
      send(stream, { type: 'ready', recent: recent.map(({ idTenant: _tenant, ...event }) => event) });
    });
  };

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== DIAGNOSTICS_PATH) return false;
      socket.on('error', () => {});
      upgrade(req, socket, head, url.searchParams).catch(() => refuseUpgrade(socket, 500, 'Upgrade failed.'));
      return true;
    },
    revalidate() {
      for (const stream of [...streams]) {
        const result = options.revalidate(stream.principal);
        if ('closeReason' in result) end(stream, DIAGNOSTICS_CLOSE.sessionEnded, result.closeReason);
        else if (!canAccess(result.permissions, DIAGNOSTICS_PERMISSION.area, DIAGNOSTICS_PERMISSION.action))
          end(stream, DIAGNOSTICS_CLOSE.forbidden, 'The diagnostic permission was withdrawn.');
        else {
          stream.principal = result;
          stream.tenants = new Set(tenantSubtree(db, result.idTenant));
        }
      }
    },
    count: () => streams.size,
    close() {
      unsubscribe();
      for (const stream of [...streams]) end(stream, 1001, 'Server is shutting down.');
      wss.close();
    },
  };
}

const targets = (stream: Stream, event: ScopedDiagnostic) =>
  'call' in stream.target ? event.guid === stream.target.call : event.idLine === stream.target.line;
