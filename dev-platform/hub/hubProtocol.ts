import { BODY_JSON_LIMITS, parseUserJson } from '../../src/shared/jsonShape';

/**
 * The parts of the ASP.NET Core SignalR JSON hub protocol the console hub speaks
 * (dotnet/aspnetcore `src/SignalR/docs/specs/HubProtocol.md`).
 */

/** Every JSON record, handshake included, ends with the ASCII record separator. */
export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

/** JSON protocol versions the hub accepts; clients send 1 unless stateful reconnect was negotiated (it never is). */
const SUPPORTED_VERSIONS = new Set([1, 2]);

/** Serializes one message as a terminated record. */
export function formatRecord(message: object): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

export const PING_RECORD = formatRecord({ type: MessageType.Ping });
export const HANDSHAKE_OK_RECORD = formatRecord({});

/** Splits buffered text into complete records; `rest` is an unterminated tail to keep for the next frame. */
export function splitRecords(buffer: string): { records: string[]; rest: string } {
  const parts = buffer.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts.filter((part) => part.length > 0), rest };
}

/** Checks a handshake request record; returns the error text to answer with, or undefined when accepted. */
export function handshakeError(record: string): string | undefined {
  const request = parseObject(record);
  if (!request || typeof request.protocol !== 'string' || typeof request.version !== 'number') {
    return 'Handshake request is not valid.';
  }
  if (request.protocol !== 'json') return `The protocol '${request.protocol}' is not supported.`;
  if (!SUPPORTED_VERSIONS.has(request.version)) {
    return `The server does not support version ${request.version} of the 'json' protocol.`;
  }
  return undefined;
}

/** The fields of an incoming hub message the hub acts on; undefined when the record is not a hub message. */
export interface IncomingMessage {
  type: number;
  invocationId?: string;
  target?: string;
}

/** Parses one post-handshake record. */
export function parseMessage(record: string): IncomingMessage | undefined {
  const message = parseObject(record);
  if (!message || typeof message.type !== 'number') return undefined;
  return {
    type: message.type,
    invocationId: typeof message.invocationId === 'string' ? message.invocationId : undefined,
    target: typeof message.target === 'string' ? message.target : undefined,
  };
}

/** A server-to-client invocation without invocationId: the client must not answer it. */
export function invocationRecord(target: string, args: unknown[]): string {
  return formatRecord({ type: MessageType.Invocation, target, arguments: args });
}

export function completionErrorRecord(invocationId: string, error: string): string {
  return formatRecord({ type: MessageType.Completion, invocationId, error });
}

export function closeRecord(error: string | undefined, allowReconnect: boolean): string {
  return formatRecord({ type: MessageType.Close, ...(error === undefined ? {} : { error }), allowReconnect });
}

/** The text ASP.NET Core answers for a hub method it does not know (a HubException is always shown). */
export function unknownMethodError(target: string | undefined): string {
  return `Failed to invoke '${target ?? ''}' due to an error on the server. HubException: Method does not exist.`;
}

function parseObject(record: string): Record<string, unknown> | undefined {
  try {
    // Bounded like request bodies: a client's message is walked and copied later.
    const read = parseUserJson(record, BODY_JSON_LIMITS);
    const value = 'value' in read ? read.value : undefined;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
