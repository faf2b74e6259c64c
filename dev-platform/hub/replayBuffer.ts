/**
 * The server's half of SignalR stateful reconnect (dotnet/aspnetcore HubProtocol.md, "Ack" and "Sequence"): the
 * messages it sends are numbered from 1 and kept until the client acknowledges them, so that after the socket drops
 * and the client comes back with the same connection token they are sent once more; the client's messages are counted
 * the same way, so its own resent ones are recognised as duplicates.
 */
export class ReplayBuffer {
  private sent: { id: number; record: string; bytes: number }[] = [];
  private bytes = 0;
  private lastSentId = 0;
  /** Messages up to this id were let through by an access the connection no longer has: they must not be replayed. */
  private accessBarrier = 0;
  private nextReceivedId = 1;
  private latestReceivedId = 0;

  constructor(private readonly limitBytes: number) {}

  /** Numbers and keeps an outgoing message; false when the unacknowledged messages would exceed the limit. */
  push(record: string): boolean {
    const bytes = Buffer.byteLength(record);
    this.lastSentId += 1;
    this.sent.push({ id: this.lastSentId, record, bytes });
    this.bytes += bytes;
    return this.bytes <= this.limitBytes;
  }

  /** The client's Ack: it has received every message up to `sequenceId`, which need not be kept any longer. */
  ack(sequenceId: number): void {
    let kept = 0;
    while (kept < this.sent.length && this.sent[kept]!.id <= sequenceId) {
      this.bytes -= this.sent[kept]!.bytes;
      kept += 1;
    }
    this.sent = this.sent.slice(kept);
  }

  get bufferedBytes(): number {
    return this.bytes;
  }

  /** Says that the connection's access changed: what it was sent so far may not be sent again. */
  accessChanged(): void {
    this.accessBarrier = this.lastSentId;
  }

  /** Whether every unacknowledged message may still be sent (none was let through by a since-changed access). */
  get replayable(): boolean {
    return this.sent.length === 0 || this.sent[0]!.id > this.accessBarrier;
  }

  /** What to send on a new socket: the Sequence id (of the first message that follows) and the messages themselves. */
  replay(): { sequenceId: number; records: string[] } {
    return {
      sequenceId: this.sent[0]?.id ?? this.lastSentId + 1,
      records: this.sent.map((message) => message.record),
    };
  }

  /** Counts an incoming numbered message; false for one already received before a reconnect. */
  receive(): boolean {
    const id = this.nextReceivedId;
    this.nextReceivedId += 1;
    if (id <= this.latestReceivedId) return false;
    this.latestReceivedId = id;
    return true;
  }

  /** The client's Sequence: its next message carries `sequenceId`; false when that skips messages never received. */
  resetReceived(sequenceId: number): boolean {
    if (sequenceId > this.nextReceivedId) return false;
    this.nextReceivedId = sequenceId;
    return true;
  }

  /** The id to acknowledge: every client message up to it has arrived. */
  get latestReceived(): number {
    return this.latestReceivedId;
  }
}
