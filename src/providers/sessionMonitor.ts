/**
 * SPEC §9 "session check every 2 s". The dev SSO (oidc-provider 8) has no OIDC session-management
 * `check_session_iframe`, so oidc-client-ts's `monitorSession` has nothing to watch; instead the console asks a cheap
 * signed-in endpoint every 2 s. The platform ends a user's tokens with their SSO session (sign-out elsewhere, an
 * administrator ending it), so an answer "signed out" means the session is over.
 */

/** What one check found: the session is alive, it ended, or the check could not tell (offline, server error). */
export type SessionState = 'active' | 'ended' | 'unknown';

export interface SessionMonitorOptions {
  check: () => Promise<SessionState>;
  /** Called once when a check finds the session ended; the monitor stops then. */
  onEnded: () => void;
  intervalMs?: number;
}

/** The SPEC §9 interval. */
export const SESSION_CHECK_INTERVAL_MS = 2000;

/**
 * Starts checking; returns the stop function. Checks never overlap (the next is scheduled when one has answered),
 * and a check that cannot tell keeps the session: only a definite "ended" signs out.
 */
export function startSessionMonitor({
  check,
  onEnded,
  intervalMs = SESSION_CHECK_INTERVAL_MS,
}: SessionMonitorOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (!stopped) timer = setTimeout(() => void run(), intervalMs);
  };
  const run = async () => {
    const state = await check().catch((): SessionState => 'unknown');
    if (stopped) return;
    if (state === 'ended') {
      stopped = true;
      onEnded();
      return;
    }
    schedule();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Reads a failed check: 401 means the token (and with it the SSO session) ended; anything else cannot tell. */
export const sessionStateOfError = (error: unknown): SessionState =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401
    ? 'ended'
    : 'unknown';
