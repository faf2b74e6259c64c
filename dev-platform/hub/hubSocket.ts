import { WebSocket } from 'ws';
import type { RawData } from 'ws';
import type { HubLog, HubPrincipal } from './hubAuth';
import {
  HANDSHAKE_OK_RECORD,
  MessageType,
  PING_RECORD,
  closeRecord,
  completionErrorRecord,
  formatRecord,
  handshakeError,
  parseMessage,
  splitRecords,
  unknownMethodError,
} from './hubProtocol';

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
  log: HubLog;
  onClosed(socket: HubSocket): void;
  /** Called when the principal's expiry is reached (the hub then ends the connection). */
  onExpired(socket: HubSocket): void;
}

/** One SignalR connection over an opened WebSocket: handshake, keep-alive, client timeout, close. */
export class HubSocket {
  private handshakeDone = false;
  private buffer = '';
  private pingTimer: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private graceTimer: NodeJS.Timeout | undefined;
  private expiryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ws: WebSocket,
    private readonly options: HubSocketOptions,
  ) {
    ws.on('message', (data) => this.receive(data));
    ws.on('close', () => this.dispose());
    ws.on('error', (error) =>
      options.log('hub socket error', { connectionId: options.connectionId, error: error.message }),
    );
    this.armIdleTimer();
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

  set principal(next: HubPrincipal) {
    this.options.principal = next;
  }

  /** Sends a formatted record; nothing may precede the handshake response, so earlier calls are dropped. */
  sendRecord(record: string): void {
    if (this.handshakeDone) this.write(record);
  }

  /** Sends a Close message (when the handshake is done) and closes; resolves once the socket is closed. */
  shutdown(error: string | undefined, allowReconnect: boolean): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      if (this.ws.readyState === WebSocket.OPEN) {
        if (this.handshakeDone) this.write(closeRecord(error, allowReconnect));
        this.ws.close(1000);
      }
      this.graceTimer ??= setTimeout(() => this.ws.terminate(), CLOSE_GRACE_MS);
    });
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
    const error = handshakeError(record);
    if (error !== undefined) {
      this.options.log('hub handshake refused', { connectionId: this.connectionId, error });
      this.write(formatRecord({ error }));
      void this.shutdown(undefined, false);
      return;
    }
    this.handshakeDone = true;
    this.write(HANDSHAKE_OK_RECORD);
    this.pingTimer = setInterval(() => this.write(PING_RECORD), this.options.pingIntervalMs);
  }

  private dispatch(record: string): void {
    const message = parseMessage(record);
    if (!message) {
      this.options.log('hub protocol error', { connectionId: this.connectionId });
      void this.shutdown('Connection closed with an error. InvalidDataException: Invalid message.', false);
      return;
    }
    switch (message.type) {
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        // The console hub exposes no server methods; a non-blocking invocation gets no answer by spec.
        if (message.invocationId !== undefined) {
          this.write(completionErrorRecord(message.invocationId, unknownMethodError(message.target)));
        }
        return;
      case MessageType.Close:
        void this.shutdown(undefined, false);
        return;
      default:
        // Ping only feeds the idle timer; Ack, Sequence, Cancel, StreamItem and Completion need no answer.
        return;
    }
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

  private dispose(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.idleTimer);
    clearTimeout(this.graceTimer);
    clearTimeout(this.expiryTimer);
    this.options.onClosed(this);
  }
}

function rawToText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}
