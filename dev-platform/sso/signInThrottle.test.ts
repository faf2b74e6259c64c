import { lockedMessage, SignInThrottle, type ThrottlePolicy } from './signInThrottle';

const policy: ThrottlePolicy = {
  freeFailures: 3,
  baseDelayMs: 250,
  maxDelayMs: 2000,
  accountLockAfter: 8,
  clientLockAfter: 12,
  lockMs: 15 * 60_000,
};

function setup() {
  let now = 0;
  const throttle = new SignInThrottle(policy, () => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe('SignInThrottle', () => {
  it('lets the first failures through, then doubles the delay up to its cap', () => {
    const { throttle } = setup();
    const delays = [];
    for (let i = 0; i < 7; i += 1) {
      const verdict = throttle.check('alice', '10.0.0.1');
      delays.push(verdict.locked ? -1 : verdict.delayMs);
      throttle.failed('alice', '10.0.0.1');
    }
    expect(delays).toEqual([0, 0, 0, 250, 500, 1000, 2000]);
  });

  it('locks an account for lockMs after accountLockAfter failures, from every client, then forgets', () => {
    const { throttle, advance } = setup();
    const locks = [];
    for (let i = 0; i < 8; i += 1) locks.push(throttle.failed('alice', `10.0.0.${i}`));
    expect(locks).toEqual([false, false, false, false, false, false, false, true]);
    expect(throttle.check('alice', '192.168.1.1')).toEqual({ locked: true, retryAfterMs: policy.lockMs });
    expect(throttle.check('bob', '192.168.1.1')).toEqual({ locked: false, delayMs: 0 });
    advance(policy.lockMs);
    expect(throttle.check('alice', '192.168.1.1').locked).toBe(false);
  });

  it('locks a client spraying many account names, and a success resets only the account', () => {
    const { throttle } = setup();
    for (let i = 0; i < 12; i += 1) throttle.failed(`user${i}`, '10.0.0.9');
    expect(throttle.check('anyone', '10.0.0.9').locked).toBe(true);
    throttle.failed('carol', '10.0.0.1');
    throttle.failed('carol', '10.0.0.1');
    throttle.failed('carol', '10.0.0.1');
    throttle.failed('carol', '10.0.0.1');
    throttle.succeeded('carol');
    expect(throttle.check('carol', '10.0.0.2')).toEqual({ locked: false, delayMs: 0 });
  });

  it('words the lock in whole minutes', () => {
    expect(lockedMessage(1)).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(lockedMessage(14 * 60_000 + 1)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
  });
});
