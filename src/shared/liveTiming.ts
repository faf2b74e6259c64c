/**
 * SPEC §7: the live hub's timings, shared by the console's SignalR client and the dev platform's hub. The client's
 * keep-alive is the server's ping interval and the server timeout is how long either side waits for a message.
 */
export const SERVER_TIMEOUT_MS = 30_000;
export const KEEP_ALIVE_MS = 15_000;
/** Stateful reconnect: unacknowledged messages kept per side for a replay after the socket drops. */
export const RECONNECT_BUFFER_BYTES = 100_000;
/** Stateful reconnect: a received message is acknowledged within this time (the client's is fixed at 1 s too). */
export const ACK_INTERVAL_MS = 1000;
