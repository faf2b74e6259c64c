import { WebSocket } from 'ws';
import type { RawData } from 'ws';
import { sameAccess, type HubLog, type HubPrincipal } from './hubAuth';
import {
  HANDSHAKE_OK_RECORD,
  MessageType,
  PING_RECORD,
  STATEFUL_RECONNECT_VERSION,
  closeRecord,
  completionErrorRecord,
  formatRecord,
  parseMessage,
  readHandshake,
  splitRecords,
  unknownMethodError,
} from './hubProtocol';
import { StatefulReconnect, type StatefulOptions } from './statefulReconnect';

/** How long a closing peer gets to answer the close frame before its socket is destroyed. */
const CLOSE_GRACE_MS = 1000;
/** An unterminated record longer than this is not a SignalR client talking. */
const MAX_UNTERMINATED_CHARS = 64 * 1024;
/** The longest delay setTimeout holds (~24.8 days); a later expiry is re-armed on the way. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface HubSocketOptions {
  connectionId: string;
  principal: HubPrincipal;
  pingIntervalMs: number;
  clientTimeoutMs: number;
  stateful?: StatefulOptions;
  log: HubLog;
  onClosed(socket: HubSocket): void;
  /** Called when the principal's expiry is reached (the hub then ends the connection). */
  onExpired(socket: HubSocket): void;
}

/**
 * One SignalR connection: handshake, keep-alive, client timeout, close, and with stateful reconnect the numbering,
 * acknowledging and replaying of messages across the WebSockets it is carried by.
 */
export class HubSocket {
  private handshakeDone = false;
  private buffer = '';
  /** Set once the connection is being ended: a socket closing then ends it instead of waiting for a reconnect. */
  private ending = false;
  private disposed = false;
  private stateful: StatefulReconnect | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private graceTimer: NodeJS.Timeout | undefined;
  private expiryTimer: NodeJS.Timeout | undefined;

  constructor(
    private ws: WebSocket,
    private readonly options: HubSocketOptions,
  ) {
    this.bind(ws);
    this.armExpiryTimer();
  }

  /** Whether the connection outlived its token or grant (a timer can fire late; sending checks this too). */
  get expired(): boolean {
    const at = this.options.principal.expiry?.at;
    return at !== undefined && Date.now() >= at;
  }

  get connectionId(): string {
    return this.options.connectionId;
  }

  get principal(): HubPrincipal {
    return this.options.principal;
  }

  /**
   * Takes the user's current permissions and tenant. When they changed, what was already sent under the old ones is
   * never replayed: a connection waiting for its client with such messages unacknowledged ends at once.
   */
  updatePrincipal(next: HubPrincipal): void {
    const changed = !sameAccess(this.options.principal, next);
    this.options.principal = next;
    if (changed) this.stateful?.buffer.accessChanged();
    if (this.stateful?.waiting && !this.stateful.buffer.replayable) this.end();
  }

  /** Sends a formatted record (numbered and kept for a replay when stateful); nothing precedes the handshake. */
  sendRecord(record: string): void {
    if (!this.handshakeDone || this.ending) return;
    if (this.stateful && !this.stateful.buffer.push(record)) {
      // Beyond the buffer a replay could not be exact: end, and the client reconnects afresh (and refetches).
      this.options.log('hub reconnect buffer full', { connectionId: this.connectionId });
      void this.shutdown(undefined, true);
      return;
    }
    this.write(record);
  }

  /**
   * Takes over the connection on the client's new socket (stateful reconnect) when `principal`, the client's user
   * re-authenticated, may be sent the kept messages; false (and the connection ends) otherwise.
   */
  admit(principal: HubPrincipal): boolean {
    if (this.ending || !this.stateful) return false;
    this.updatePrincipal(principal);
    if (this.stateful.buffer.replayable) return true;
    this.end();
    return false;
  }

  /** Continues on the client's new socket: sends Sequence and every unacknowledged message once more. */
  resume(ws: WebSocket): void {
    if (this.ending || !this.stateful) {
      ws.terminate();
      return;
    }
    // The old socket may not have noticed the network loss yet; it is replaced either way.
    if (this.ws.readyState !== WebSocket.CLOSED) this.ws.terminate();
    this.buffer = '';
    this.bind(ws);
    clearTimeout(this.expiryTimer);
    this.armExpiryTimer();
    this.startPing();
    const records = this.stateful.resume();
    for (const record of records) this.write(record);
    this.options.log('hub reconnected', { connectionId: this.connectionId, replayed: records.length - 1 });
  }

  /** Drops the socket without a Close message, as a lost network would (tests of stateful reconnect). */
  sever(): void {
    this.ws.terminate();
  }

  /** Sends a Close message (when the handshake is done) and closes; resolves once the connection has ended. */
  shutdown(error: string | undefined, allowReconnect: boolean): Promise<void> {
    this.ending = true;
    if (this.ws.readyState === WebSocket.CLOSED) {
      this.dispose();
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      if (this.ws.readyState === WebSocket.OPEN) {
        if (this.handshakeDone) this.write(closeRecord(error, allowReconnect));
        this.ws.close(1000);
      }
      this.graceTimer ??= setTimeout(() => this.ws.terminate(), CLOSE_GRACE_MS);
    });
  }

  private end(): void {
    void this.shutdown(undefined, true);
  }

  private bind(ws: WebSocket): void {
    this.ws = ws;
    // Events of a replaced socket are history.
    ws.on('message', (data) => ws === this.ws && this.receive(data));
    ws.on('close', () => ws === this.ws && this.socketClosed());
    ws.on('error', (error) =>
      this.options.log('hub socket error', { connectionId: this.connectionId, error: error.message }),
    );
    this.armIdleTimer();
  }

  private receive(data: RawData): void {
    // Any message, ping included, proves the client is alive.
    this.armIdleTimer();
    this.buffer += rawToText(data);
    const { records, rest } = splitRecords(this.buffer);
    this.buffer = rest;
    if (rest.length > MAX_UNTERMINATED_CHARS) {
      void this.shutdown('Connection closed with an error. Message too large.', false);
      return;
    }
    for (const record of records) {
      if (this.ws.readyState !== WebSocket.OPEN) return;
      if (this.handshakeDone) this.dispatch(record);
      else this.handshake(record);
    }
  }

  private handshake(record: string): void {
    const request = readHandshake(record);
    if ('error' in request) {
      this.options.log('hub handshake refused', { connectionId: this.connectionId, error: request.error });
      this.write(formatRecord({ error: request.error }));
      void this.shutdown(undefined, false);
      return;
    }
    this.handshakeDone = true;
    const { stateful } = this.options;
    if (stateful && request.version >= STATEFUL_RECONNECT_VERSION)
      this.stateful = new StatefulReconnect(stateful, (record) => this.write(record));
    this.write(HANDSHAKE_OK_RECORD);
    this.startPing();
  }

  private dispatch(record: string): void {
    const message = parseMessage(record);
    if (!message || (message.type === MessageType.Sequence && !this.resetReceived(message.sequenceId))) {
      this.options.log('hub protocol error', { connectionId: this.connectionId });
      void this.shutdown('Connection closed with an error. InvalidDataException: Invalid message.', false);
      return;
    }
    // A message the client resent after a reconnect was handled the first time.
    if (this.stateful && !this.stateful.received(message.type)) return;
    switch (message.type) {
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        // The console hub exposes no server methods; a non-blocking invocation gets no answer by spec.
        if (message.invocationId !== undefined) {
          this.sendRecord(completionErrorRecord(message.invocationId, unknownMethodError(message.target)));
        }
        return;
      case MessageType.Ack:
        if (message.sequenceId !== undefined) this.stateful?.buffer.ack(message.sequenceId);
        return;
      case MessageType.Close:
        void this.shutdown(undefined, false);
        return;
      default:
        // Ping only feeds the idle timer; Cancel, StreamItem and Completion need no answer.
        return;
    }
  }

  /** The client's Sequence after a reconnect: the number of the first message it sends again. */
  private resetReceived(sequenceId: number | undefined): boolean {
    return sequenceId !== undefined && this.stateful?.buffer.resetReceived(sequenceId) === true;
  }

  /** The socket closed: a stateful connection not being ended waits for its client, any other one ends. */
  private socketClosed(): void {
    this.stopSocketTimers();
    if (this.ending || !this.stateful) {
      this.dispose();
      return;
    }
    this.options.log('hub socket lost', { connectionId: this.connectionId });
    this.stateful.wait(() => {
      this.options.log('hub reconnect grace ended', { connectionId: this.connectionId });
      this.end();
    });
  }

  private startPing(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => this.write(PING_RECORD), this.options.pingIntervalMs);
  }

  private armIdleTimer(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.options.log('hub client timeout', { connectionId: this.connectionId });
      void this.shutdown('Server timeout elapsed without receiving a message from the client.', true);
    }, this.options.clientTimeoutMs);
  }

  private armExpiryTimer(): void {
    const at = this.options.principal.expiry?.at;
    if (at === undefined) return;
    const delay = Math.min(Math.max(at - Date.now(), 0), MAX_TIMER_MS);
    this.expiryTimer = setTimeout(
      () => (this.expired ? this.options.onExpired(this) : this.armExpiryTimer()),
      delay,
    );
  }

  private write(text: string): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(text);
  }

  private stopSocketTimers(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.idleTimer);
    clearTimeout(this.graceTimer);
    this.graceTimer = undefined;
  }

  private dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.stopSocketTimers();
    clearTimeout(this.expiryTimer);
    this.stateful?.dispose();
    this.options.onClosed(this);
  }
}

function rawToText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}
