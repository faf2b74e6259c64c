import type { HubConnection, HubConnectionBuilder } from '@microsoft/signalr';
import { HUB_TARGETS, type HubTarget } from '../shared/liveEvents';
import { KEEP_ALIVE_MS, RECONNECT_BUFFER_BYTES, SERVER_TIMEOUT_MS } from '../shared/liveTiming';
import { TENANT_CONTEXT_HEADER } from '../shared/wire/common';
import { createObservable, type Observable } from './observable';

/** SPEC §4: the states of the live-update connection. */
export type LiveState = 'disconnected' | 'connecting' | 'connected' | 'disconnecting' | 'reconnecting';

/** SPEC §4: the console retries after a fixed 2 s (instead of SignalR's 0, 2, 10, 30 s and giving up). */
export const RECONNECT_DELAY_MS = 2000;

/** The part of a SignalR `HubConnection` the state machine drives (tests pass fakes). */
export interface HubLike {
  start(): Promise<void>;
  stop(): Promise<void>;
  on(target: string, handler: (...args: unknown[]) => void): void;
  onclose(callback: (error?: Error) => void): void;
}

export interface HubOptions {
  accessTokenFactory: () => Promise<string>;
  headers: Record<string, string>;
}

export type HubFactory = (url: string, options: HubOptions) => HubLike;

/** The console's SignalR settings (SPEC §7) on a builder of the real client. */
export function buildHub(builder: HubConnectionBuilder, url: string, options: HubOptions): HubConnection {
  return builder
    .withUrl(url, options)
    .configureLogging('warning')
    .withServerTimeout(SERVER_TIMEOUT_MS)
    .withKeepAliveInterval(KEEP_ALIVE_MS)
    .withStatefulReconnect({ bufferSize: RECONNECT_BUFFER_BYTES })
    .build();
}

/**
 * Builds a real SignalR connection with the console's timeouts, stateful reconnect (a dropped socket is reopened at
 * once and the hub replays what it sent meanwhile; the client acknowledges every second) and warning-level logging.
 * The SignalR client is downloaded on the first start, after sign-in, so it stays out of the console's first load.
 */
export const signalRHub: HubFactory = (url, { accessTokenFactory, headers }) => {
  const handlers: [string, (...args: unknown[]) => void][] = [];
  const closeCallbacks: ((error?: Error) => void)[] = [];
  let connection: HubLike | null = null;
  return {
    async start() {
      const { HubConnectionBuilder } = await import('@microsoft/signalr');
      connection = buildHub(new HubConnectionBuilder(), url, { accessTokenFactory, headers });
      for (const [target, handler] of handlers) connection.on(target, handler);
      for (const callback of closeCallbacks) connection.onclose(callback);
      await connection.start();
    },
    async stop() {
      await connection?.stop();
    },
    on(target, handler) {
      handlers.push([target, handler]);
      connection?.on(target, handler);
    },
    onclose(callback) {
      closeCallbacks.push(callback);
      connection?.onclose(callback);
    },
  };
};

export interface LiveConnectionOptions {
  url: string;
  /** Called for every negotiate: hands the CURRENT access token, so a renewed one is used at the next reconnect. */
  accessToken: () => Promise<string>;
  /** The selected tenant context id, sent as the Tenant-Context-Id header of the negotiate request. */
  tenantContextId: () => string | null;
  reconnectDelayMs?: number;
  createHub?: HubFactory;
}

export type HubHandler = (...args: unknown[]) => void;

/** One live-update connection (one per browser tab) with the state machine of SPEC §4. */
export interface LiveConnection {
  readonly state: Pick<Observable<LiveState>, 'get' | 'subscribe'>;
  readonly url: string;
  /** SPEC §5: the new address must be non-empty and the connection disconnected or reconnecting; throws otherwise. */
  setUrl(url: string): void;
  /**
   * Starts connecting; only allowed from `disconnected` (rejects otherwise). Resolves after the first attempt; a failed
   * attempt moves to `reconnecting` and retries every 2 s until {@link stop}: the console stays signed in, so it never
   * gives up (a signed-out console stops the connection).
   */
  start(): Promise<void>;
  /** Stops and ends in `disconnected`; cancels a pending reconnect. */
  stop(): Promise<void>;
  on(target: HubTarget, handler: HubHandler): () => void;
  /** Called after every successful connect and reconnect (the time to refetch what may have been missed). */
  onConnected(listener: () => void): () => void;
  /** Called with the server's reason when it ends the connection with one (e.g. "Your session has ended…"). */
  onServerClose(listener: (reason: string) => void): () => void;
  /** Called once per SPEC §8 hub error until the next successful connect (retries do not repeat it). */
  onHubError(listener: (kind: HubErrorKind) => void): () => void;
}

const SERVER_CLOSE_PREFIX = 'Server returned an error on close: ';

/** SPEC §8 hub errors, as the console's catalogue names them (`app.errors.hub_*`). */
export type HubErrorKind = 'hub_server_timeout' | 'hub_handshake' | 'hub_invalid_url';

/** Which SPEC §8 hub error the SignalR client reported, from its message; undefined for other failures. */
export function hubErrorKind(error: unknown): HubErrorKind | undefined {
  const message = error instanceof Error ? error.message : String(error ?? '');
  if (message.includes('Server timeout elapsed')) return 'hub_server_timeout';
  if (/handshake/i.test(message)) return 'hub_handshake';
  if (/valid url|Cannot resolve '|No url defined|Invalid URL/i.test(message)) return 'hub_invalid_url';
  return undefined;
}

/** The reason in a SignalR Close message, from the error the client reports; undefined for other closes. */
export function serverCloseReason(error: Error | undefined): string | undefined {
  const message = error?.message ?? '';
  const start = message.indexOf(SERVER_CLOSE_PREFIX);
  return start < 0 ? undefined : message.slice(start + SERVER_CLOSE_PREFIX.length).trim() || undefined;
}

/** Creates the console's live connection over SignalR (or `createHub`). */
export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const delay = options.reconnectDelayMs ?? RECONNECT_DELAY_MS;
  const createHub = options.createHub ?? signalRHub;
  const state = createObservable<LiveState>('disconnected');
  const handlers = new Map<string, Set<HubHandler>>();
  const connectedListeners = new Set<() => void>();
  const serverCloseListeners = new Set<(reason: string) => void>();
  const hubErrorListeners = new Set<(kind: HubErrorKind) => void>();
  // Kinds said since the last successful connect: a retry every 2 s must not repeat the same notice.
  const said = new Set<HubErrorKind>();
  const report = (error: unknown) => {
    const kind = hubErrorKind(error);
    if (!kind || said.has(kind)) return;
    said.add(kind);
    hubErrorListeners.forEach((listener) => listener(kind));
  };
  let url = options.url;
  let hub: HubLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopping: Promise<void> | null = null;

  const build = (): HubLike => {
    const tenant = options.tenantContextId();
    const created = createHub(url, {
      accessTokenFactory: options.accessToken,
      headers: tenant ? { [TENANT_CONTEXT_HEADER]: tenant } : {},
    });
    for (const target of HUB_TARGETS) {
      created.on(target, (...args) => handlers.get(target)?.forEach((handler) => handler(...args)));
    }
    created.onclose((error) => {
      // Only the current connection's unexpected close matters; a stopped or replaced one is history.
      if (hub !== created || state.get() !== 'connected') return;
      const reason = serverCloseReason(error);
      if (reason) serverCloseListeners.forEach((listener) => listener(reason));
      report(error);
      hub = null;
      state.set('reconnecting');
      scheduleRetry();
    });
    return created;
  };

  const scheduleRetry = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void attempt(), delay);
  };

  const attempt = async () => {
    const current = build();
    hub = current;
    try {
      await current.start();
    } catch (error) {
      if (hub !== current) return; // stopped meanwhile
      hub = null;
      console.warn('Live connection failed; retrying in', delay, 'ms', error);
      report(error);
      state.set('reconnecting');
      scheduleRetry();
      return;
    }
    if (hub !== current) {
      await current.stop().catch(() => undefined);
      return;
    }
    state.set('connected');
    said.clear();
    connectedListeners.forEach((listener) => listener());
  };

  return {
    state,
    get url() {
      return url;
    },
    setUrl(next) {
      if (next.trim() === '') throw new Error('The live-connection address must not be empty.');
      const current = state.get();
      if (current !== 'disconnected' && current !== 'reconnecting') {
        throw new Error(`The live-connection address cannot change while ${current}.`);
      }
      url = next;
    },
    start() {
      if (state.get() !== 'disconnected') {
        return Promise.reject(
          new Error(
            `Cannot start the live connection in the '${state.get()}' state; it must be disconnected.`,
          ),
        );
      }
      state.set('connecting');
      return attempt();
    },
    stop() {
      if (stopping) return stopping;
      if (state.get() === 'disconnected') return Promise.resolve();
      clearTimeout(timer);
      state.set('disconnecting');
      const current = hub;
      hub = null;
      stopping = (async () => {
        await current?.stop().catch(() => undefined);
        stopping = null;
        state.set('disconnected');
      })();
      return stopping;
    },
    on(target, handler) {
      let set = handlers.get(target);
      if (!set) handlers.set(target, (set = new Set()));
      set.add(handler);
      return () => void set.delete(handler);
    },
    onConnected(listener) {
      connectedListeners.add(listener);
      return () => void connectedListeners.delete(listener);
    },
    onServerClose(listener) {
      serverCloseListeners.add(listener);
      return () => void serverCloseListeners.delete(listener);
    },
    onHubError(listener) {
      hubErrorListeners.add(listener);
      return () => void hubErrorListeners.delete(listener);
    },
  };
}
