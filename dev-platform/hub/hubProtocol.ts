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

/** JSON protocol versions the hub accepts; clients send 2 when stateful reconnect was negotiated, else 1. */
const SUPPORTED_VERSIONS = new Set([1, 2]);
/** The first version with the Ack and Sequence messages of stateful reconnect. */
export const STATEFUL_RECONNECT_VERSION = 2;

/** The messages stateful reconnect numbers, keeps and resends; Ping, Close, Ack and Sequence are not among them. */
const SEQUENCED_TYPES: ReadonlySet<number> = new Set([
  MessageType.Invocation,
  MessageType.StreamItem,
  MessageType.Completion,
  MessageType.StreamInvocation,
  MessageType.CancelInvocation,
]);

export const isSequenced = (type: number): boolean => SEQUENCED_TYPES.has(type);

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

/** Reads a handshake request record: the protocol version it asks for, or the error text to answer with. */
export function readHandshake(record: string): { version: number } | { error: string } {
  const request = parseObject(record);
  if (!request || typeof request.protocol !== 'string' || typeof request.version !== 'number') {
    return { error: 'Handshake request is not valid.' };
  }
  if (request.protocol !== 'json') return { error: `The protocol '${request.protocol}' is not supported.` };
  if (!SUPPORTED_VERSIONS.has(request.version)) {
    return { error: `The server does not support version ${request.version} of the 'json' protocol.` };
  }
  return { version: request.version };
}

/** The fields of an incoming hub message the hub acts on; undefined when the record is not a hub message. */
export interface IncomingMessage {
  type: number;
  invocationId?: string;
  target?: string;
  /** Ack and Sequence: a positive message number. */
  sequenceId?: number;
}

/** Parses one post-handshake record. */
export function parseMessage(record: string): IncomingMessage | undefined {
  const message = parseObject(record);
  if (!message || typeof message.type !== 'number') return undefined;
  return {
    type: message.type,
    invocationId: typeof message.invocationId === 'string' ? message.invocationId : undefined,
    target: typeof message.target === 'string' ? message.target : undefined,
    sequenceId:
      Number.isSafeInteger(message.sequenceId) && (message.sequenceId as number) > 0
        ? (message.sequenceId as number)
        : undefined,
  };
}

/** A server-to-client invocation without invocationId: the client must not answer it. */
export function invocationRecord(target: string, args: unknown[]): string {
  return formatRecord({ type: MessageType.Invocation, target, arguments: args });
}

export function completionErrorRecord(invocationId: string, error: string): string {
  return formatRecord({ type: MessageType.Completion, invocationId, error });
}

export const ackRecord = (sequenceId: number): string => formatRecord({ type: MessageType.Ack, sequenceId });
export const sequenceRecord = (sequenceId: number): string =>
  formatRecord({ type: MessageType.Sequence, sequenceId });

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
