import { ReplayBuffer } from './replayBuffer';

const record = (n: number) => `{"type":1,"target":"Notify","arguments":[${n}]}\u001e`;

describe('ReplayBuffer: what the hub sends', () => {
  it('numbers messages from 1 and replays exactly the unacknowledged ones, in order', () => {
    const buffer = new ReplayBuffer(100_000);
    for (const n of [1, 2, 3, 4]) expect(buffer.push(record(n))).toBe(true);
    buffer.ack(2);

    expect(buffer.replay()).toEqual({ sequenceId: 3, records: [record(3), record(4)] });
    expect(buffer.bufferedBytes).toBe(Buffer.byteLength(record(3)) * 2);
  });

  it('after a full acknowledgement replays nothing and announces the next number', () => {
    const buffer = new ReplayBuffer(100_000);
    buffer.push(record(1));
    buffer.push(record(2));
    buffer.ack(2);
    buffer.ack(1); // a late, older Ack changes nothing

    expect(buffer.replay()).toEqual({ sequenceId: 3, records: [] });
    expect(buffer.bufferedBytes).toBe(0);
  });

  it('says when the unacknowledged messages exceed the limit in bytes', () => {
    const size = Buffer.byteLength(record(1));
    const buffer = new ReplayBuffer(size * 2);
    expect(buffer.push(record(1))).toBe(true);
    expect(buffer.push(record(2))).toBe(true);
    expect(buffer.push(record(3))).toBe(false);

    buffer.ack(1);
    expect(buffer.bufferedBytes).toBe(size * 2);
  });

  it('replays nothing let through by an access the connection no longer has', () => {
    const buffer = new ReplayBuffer(100_000);
    buffer.push(record(1));
    buffer.accessChanged();
    expect(buffer.replayable).toBe(false);

    buffer.push(record(2)); // filtered by the new access
    buffer.ack(1);
    expect(buffer.replayable).toBe(true);
    expect(buffer.replay().records).toEqual([record(2)]);
  });
});

describe('ReplayBuffer: what the client sends', () => {
  it('acknowledges up to the latest message and drops the ones the client resends after a reconnect', () => {
    const buffer = new ReplayBuffer(100_000);
    expect([buffer.receive(), buffer.receive(), buffer.receive()]).toEqual([true, true, true]);
    expect(buffer.latestReceived).toBe(3);

    // The client missed our Ack of 2 and 3: it announces 2 and sends 2, 3 and a new 4.
    expect(buffer.resetReceived(2)).toBe(true);
    expect([buffer.receive(), buffer.receive(), buffer.receive()]).toEqual([false, false, true]);
    expect(buffer.latestReceived).toBe(4);
  });

  it('refuses a Sequence that skips messages it never received', () => {
    const buffer = new ReplayBuffer(100_000);
    buffer.receive();
    expect(buffer.resetReceived(4)).toBe(false);
    expect(buffer.resetReceived(2)).toBe(true);
  });
});
