// @vitest-environment node
import {
  SESSION_CHECK_INTERVAL_MS,
  sessionStateOfError,
  startSessionMonitor,
  type SessionState,
} from './sessionMonitor';

const answers = (...states: SessionState[]) => {
  const check = vi.fn(async (): Promise<SessionState> => states.shift() ?? 'active');
  return check;
};

describe('startSessionMonitor (SPEC §9 session check every 2 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every 2 s and signs out once when the session has ended', async () => {
    const check = answers('active', 'active', 'ended');
    const onEnded = vi.fn();
    startSessionMonitor({ check, onEnded });
    expect(SESSION_CHECK_INTERVAL_MS).toBe(2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onEnded).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when a check cannot tell or fails', async () => {
    const check = answers('unknown');
    check.mockRejectedValueOnce(new Error('offline'));
    const onEnded = vi.fn();
    startSessionMonitor({ check, onEnded });
    await vi.advanceTimersByTimeAsync(6000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('never overlaps checks, and stops when told', async () => {
    let answer: (state: SessionState) => void = () => undefined;
    const check = vi.fn(() => new Promise<SessionState>((resolve) => (answer = resolve)));
    const onEnded = vi.fn();
    const stop = startSessionMonitor({ check, onEnded });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(1);
    stop();
    answer('ended');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it.each([
    [{ status: 401 }, 'ended'],
    [{ status: 403 }, 'unknown'],
    [{ status: 500 }, 'unknown'],
    [new TypeError('Failed to fetch'), 'unknown'],
    [null, 'unknown'],
  ] as const)('a failed check with %o reads as %s', (error, state) => {
    expect(sessionStateOfError(error)).toBe(state);
  });
});
