import { closeRecord, handshakeError, invocationRecord, parseMessage, splitRecords } from './hubProtocol';

const RS = '\u001e';

describe('hub protocol records', () => {
  it('splits complete records and keeps an unterminated tail', () => {
    expect(splitRecords(`{"type":6}${RS}{"type":1}${RS}{"ty`)).toEqual({
      records: ['{"type":6}', '{"type":1}'],
      rest: '{"ty',
    });
    expect(splitRecords(`{"type":6}${RS}`)).toEqual({ records: ['{"type":6}'], rest: '' });
  });

  it('accepts the json protocol version 1 and refuses others with the ASP.NET Core texts', () => {
    expect(handshakeError('{"protocol":"json","version":1}')).toBeUndefined();
    expect(handshakeError('{"protocol":"messagepack","version":1}')).toBe(
      "The protocol 'messagepack' is not supported.",
    );
    expect(handshakeError('{"protocol":"json","version":9}')).toBe(
      "The server does not support version 9 of the 'json' protocol.",
    );
    expect(handshakeError('not json')).toBe('Handshake request is not valid.');
    expect(handshakeError('{"type":6}')).toBe('Handshake request is not valid.');
  });

  it('parses hub messages and rejects records without a numeric type', () => {
    expect(parseMessage('{"type":1,"invocationId":"3","target":"Go","arguments":[]}')).toEqual({
      type: 1,
      invocationId: '3',
      target: 'Go',
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
