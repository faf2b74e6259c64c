import { ackRecord, isSequenced, sequenceRecord } from './hubProtocol';
import { ReplayBuffer } from './replayBuffer';

/** Stateful reconnect, when the client negotiated it (SPEC §7). */
export interface StatefulOptions {
  /** Unacknowledged bytes kept for a replay; more ends the connection. */
  bufferBytes: number;
  /** How soon a received message is acknowledged. */
  ackIntervalMs: number;
  /** How long a connection whose socket dropped waits for the client to come back. */
  graceMs: number;
}

/** One connection's stateful reconnect: its replay buffer, the Ack of what it received and the wait for its client. */
export class StatefulReconnect {
  readonly buffer: ReplayBuffer;
  private ackTimer: NodeJS.Timeout | undefined;
  private waitTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: StatefulOptions,
    /** Writes to the connection's current socket (nothing while it is down). */
    private readonly write: (record: string) => void,
  ) {
    this.buffer = new ReplayBuffer(options.bufferBytes);
  }

  /** Counts an incoming message; false for one the client resent after a reconnect, which was handled already. */
  received(type: number): boolean {
    if (!isSequenced(type)) return true;
    if (!this.buffer.receive()) return false;
    this.ackTimer ??= setTimeout(() => {
      this.ackTimer = undefined;
      this.write(ackRecord(this.buffer.latestReceived));
    }, this.options.ackIntervalMs);
    return true;
  }

  /** Whether the socket dropped and the connection waits for its client. */
  get waiting(): boolean {
    return this.waitTimer !== undefined;
  }

  /** The socket dropped: waits for the client's return, calling `onGraceEnded` when it does not come in time. */
  wait(onGraceEnded: () => void): void {
    clearTimeout(this.ackTimer);
    this.ackTimer = undefined;
    this.waitTimer = setTimeout(onGraceEnded, this.options.graceMs);
  }

  /** The client is back: what to send on its new socket, the Sequence first and then every unacknowledged message. */
  resume(): string[] {
    clearTimeout(this.waitTimer);
    this.waitTimer = undefined;
    const { sequenceId, records } = this.buffer.replay();
    return [sequenceRecord(sequenceId), ...records];
  }

  dispose(): void {
    clearTimeout(this.ackTimer);
    clearTimeout(this.waitTimer);
    this.ackTimer = undefined;
    this.waitTimer = undefined;
  }
}
