import type { HttpClient, HttpRequestOptions } from './httpClient';

/** How long the console must have made no API request, after its first screen, before background work starts. */
export const QUIET_MS = 1000;
/** How long after sign-in is confirmed background work starts anyway (a read that hangs, a busy main thread). */
export const FIRST_SCREEN_FALLBACK_MS = 10_000;

/**
 * "The first screen has been shown": the moment a signed-in page load may start what the screen itself does not
 * need (the live connection, the token-renewal timer and the OIDC client behind it), so none of it competes with the
 * first list, or with what the user does right after it (the next page), for the network or the main thread.
 */
export interface FirstScreen {
  /** The API client, counting the requests in flight. */
  track: (client: HttpClient) => HttpClient;
  /** Sign-in is confirmed and the signed-in screen is rendering: its first reads are the ones to wait for. */
  arm: () => void;
  /** Runs `listener` once the first screen has been shown (at once when it already has); returns a canceller. */
  whenShown: (listener: () => void) => () => void;
}

export interface FirstScreenOptions {
  quietMs?: number;
  fallbackMs?: number;
  /** Calls back once the work already queued is done and the next frame has been painted. */
  afterPaint?: (callback: () => void) => void;
}

/**
 * The first screen counts as shown when, after {@link FirstScreen.arm}, the screen's reads have all settled, what
 * they brought has been painted and no request followed for {@link QUIET_MS} (a screen without reads: painted and
 * quiet for twice that); or {@link FIRST_SCREEN_FALLBACK_MS} after arming, whichever comes first.
 */
export function createFirstScreen({
  quietMs = QUIET_MS,
  fallbackMs = FIRST_SCREEN_FALLBACK_MS,
  afterPaint = afterNextPaint,
}: FirstScreenOptions = {}): FirstScreen {
  const listeners = new Set<() => void>();
  let inFlight = 0;
  /** Counts requests started: a quiet period or a paint awaited before the latest one no longer counts. */
  let started = 0;
  let armed = false;
  let readSinceArmed = false;
  let shown = false;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  let quiet: ReturnType<typeof setTimeout> | undefined;

  const show = () => {
    if (shown) return;
    shown = true;
    clearTimeout(fallback);
    clearTimeout(quiet);
    const waiting = [...listeners];
    listeners.clear();
    waiting.forEach((listener) => listener());
  };

  const settled = () => {
    if (!armed || shown || inFlight > 0 || !readSinceArmed) return;
    waitQuietly(quietMs);
  };
  const waitQuietly = (ms: number) => {
    const at = started;
    const unchanged = () => started === at && !shown;
    clearTimeout(quiet);
    // The quiet time counts from the paint of what the reads brought (rendering a list takes long on a slow CPU).
    afterPaint(() => {
      if (!unchanged()) return;
      quiet = setTimeout(() => afterPaint(() => unchanged() && show()), ms);
    });
  };

  return {
    track: (client) =>
      async function tracked<T>(url: string, options?: HttpRequestOptions) {
        inFlight += 1;
        started += 1;
        clearTimeout(quiet);
        if (armed) readSinceArmed = true;
        try {
          return await client<T>(url, options);
        } finally {
          inFlight -= 1;
          settled();
        }
      },
    arm: () => {
      if (armed) return;
      armed = true;
      fallback = setTimeout(show, fallbackMs);
      // A screen that reads nothing (a guide page) is shown once painted and quiet for twice the quiet time; a read
      // that starts meanwhile (the usual case, within the first render) cancels this and is waited for instead.
      waitQuietly(2 * quietMs);
    },
    whenShown: (listener) => {
      if (shown) {
        listener();
        return () => undefined;
      }
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * Waits for the main thread to be idle (React has rendered what the settled reads changed), then for the next
 * frame to be painted. Browsers without `requestIdleCallback` go straight to the frame.
 */
function afterNextPaint(callback: () => void): void {
  const paint = () => requestAnimationFrame(() => setTimeout(callback, 0));
  // No timeout: while the main thread is busy (rendering the list on a slow machine) nothing else starts.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(paint);
  else setTimeout(paint, 0);
}
