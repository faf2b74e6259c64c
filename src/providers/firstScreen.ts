import type { HttpClient, HttpRequestOptions } from './httpClient';

/** How long after sign-in is confirmed the first screen counts as shown even while its reads are still running. */
export const FIRST_SCREEN_FALLBACK_MS = 4000;

/**
 * "The first screen has been shown": the moment a signed-in page load may start what the screen itself does not
 * need (the live connection, the token-renewal timer and the OIDC client behind it), so none of it competes with the
 * first list for the network or the main thread.
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
  fallbackMs?: number;
  /** Calls back once the work already queued is done and the next frame has been painted. */
  afterPaint?: (callback: () => void) => void;
}

/**
 * The first screen is shown when, after {@link FirstScreen.arm}, the screen's reads have all settled and the frame
 * showing them has been painted; or {@link FIRST_SCREEN_FALLBACK_MS} after arming, whichever comes first (a screen
 * without reads, or one whose read hangs).
 */
export function createFirstScreen({
  fallbackMs = FIRST_SCREEN_FALLBACK_MS,
  afterPaint = afterNextPaint,
}: FirstScreenOptions = {}): FirstScreen {
  const listeners = new Set<() => void>();
  let inFlight = 0;
  let armed = false;
  let readSinceArmed = false;
  let shown = false;
  let fallback: ReturnType<typeof setTimeout> | undefined;

  const show = () => {
    if (shown) return;
    shown = true;
    clearTimeout(fallback);
    const waiting = [...listeners];
    listeners.clear();
    waiting.forEach((listener) => listener());
  };

  const settled = () => {
    if (!armed || shown || inFlight > 0 || !readSinceArmed) return;
    // A read started meanwhile (the next query of the same screen) keeps the screen pending until it settles too.
    afterPaint(() => {
      if (inFlight === 0) show();
    });
  };

  return {
    track: (client) =>
      async function tracked<T>(url: string, options?: HttpRequestOptions) {
        inFlight += 1;
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
  if (typeof requestIdleCallback === 'function') requestIdleCallback(paint, { timeout: 1000 });
  else setTimeout(paint, 0);
}
