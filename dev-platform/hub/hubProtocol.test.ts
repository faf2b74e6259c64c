import {
  ackRecord,
  closeRecord,
  invocationRecord,
  parseMessage,
  readHandshake,
  sequenceRecord,
  splitRecords,
} from './hubProtocol';

const RS = '\u001e';

describe('hub protocol records', () => {
  it('splits complete records and keeps an unterminated tail', () => {
    expect(splitRecords(`{"type":6}${RS}{"type":1}${RS}{"ty`)).toEqual({
      records: ['{"type":6}', '{"type":1}'],
      rest: '{"ty',
    });
    expect(splitRecords(`{"type":6}${RS}`)).toEqual({ records: ['{"type":6}'], rest: '' });
  });

  it('accepts the json protocol versions 1 and 2 (stateful reconnect) and refuses others with the ASP.NET Core texts', () => {
    expect(readHandshake('{"protocol":"json","version":1}')).toEqual({ version: 1 });
    expect(readHandshake('{"protocol":"json","version":2}')).toEqual({ version: 2 });
    expect(readHandshake('{"protocol":"messagepack","version":1}')).toEqual({
      error: "The protocol 'messagepack' is not supported.",
    });
    expect(readHandshake('{"protocol":"json","version":9}')).toEqual({
      error: "The server does not support version 9 of the 'json' protocol.",
    });
    expect(readHandshake('not json')).toEqual({ error: 'Handshake request is not valid.' });
    expect(readHandshake('{"type":6}')).toEqual({ error: 'Handshake request is not valid.' });
  });

  it('reads and writes the Ack (8) and Sequence (9) messages of stateful reconnect', () => {
    expect(parseMessage('{"type":8,"sequenceId":3}')).toMatchObject({ type: 8, sequenceId: 3 });
    expect(parseMessage('{"type":9,"sequenceId":0}')?.sequenceId).toBeUndefined();
    expect(parseMessage('{"type":9,"sequenceId":"2"}')?.sequenceId).toBeUndefined();
    expect(ackRecord(4)).toBe(`{"type":8,"sequenceId":4}${RS}`);
    expect(sequenceRecord(5)).toBe(`{"type":9,"sequenceId":5}${RS}`);
  });

  it('parses hub messages and rejects records without a numeric type', () => {
    expect(parseMessage('{"type":1,"invocationId":"3","target":"Go","arguments":[]}')).toEqual({
      type: 1,
      invocationId: '3',
      target: 'Go',
      sequenceId: undefined,
    });
    expect(parseMessage('{"type":"1"}')).toBeUndefined();
    expect(parseMessage('[1]')).toBeUndefined();
  });

  it('formats server invocations without invocationId and close messages', () => {
    expect(invocationRecord('DeleteTask', [5])).toBe(`{"type":1,"target":"DeleteTask","arguments":[5]}${RS}`);
    expect(closeRecord('Bye.', true)).toBe(`{"type":7,"error":"Bye.","allowReconnect":true}${RS}`);
    expect(closeRecord(undefined, false)).toBe(`{"type":7,"allowReconnect":false}${RS}`);
  });
});
