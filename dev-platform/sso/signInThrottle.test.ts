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

  it('locks the source, not the owner: an account name from one address, then forgets (issue 31.10)', () => {
    const { throttle, advance } = setup();
    const locks = [];
    for (let i = 0; i < 8; i += 1) locks.push(throttle.failed('alice', '10.0.0.66'));
    expect(locks).toEqual([false, false, false, false, false, false, false, true]);
    expect(throttle.check('alice', '10.0.0.66')).toEqual({ locked: true, retryAfterMs: policy.lockMs });
    // The owner elsewhere is slowed by the account's failures (capped), never locked out.
    expect(throttle.check('alice', '192.168.1.1')).toEqual({ locked: false, delayMs: policy.maxDelayMs });
    // The source stays slowed for other names, below its own lock.
    expect(throttle.check('bob', '10.0.0.66')).toEqual({ locked: false, delayMs: policy.maxDelayMs });
    advance(policy.lockMs);
    expect(throttle.check('alice', '10.0.0.66').locked).toBe(false);
  });

  it('never locks an account from many addresses; each address is delayed and locked on its own', () => {
    const { throttle } = setup();
    const locks = [];
    for (let i = 0; i < 100; i += 1) locks.push(throttle.failed('alice', `10.0.${i}.1`));
    expect(locks.filter(Boolean)).toEqual([]);
    expect(throttle.check('alice', '10.9.9.9')).toEqual({ locked: false, delayMs: policy.maxDelayMs });
  });

  it('lets a known device through its address lock, and a success there lifts the lock', () => {
    const { throttle } = setup();
    const device = throttle.succeeded('alice', '10.0.0.5');
    for (let i = 0; i < 8; i += 1) throttle.failed('alice', '10.0.0.5'); // an attacker behind the same address
    expect(throttle.check('alice', '10.0.0.5').locked).toBe(true);
    expect(throttle.check('alice', '10.0.0.5', { deviceToken: 'forged' }).locked).toBe(true);
    expect(throttle.check('mallory', '10.0.0.5', { deviceToken: device }).locked).toBe(false); // only its account
    expect(throttle.check('alice', '10.0.0.5', { deviceToken: device })).toEqual({
      locked: false,
      delayMs: 0,
    });
    expect(throttle.succeeded('alice', '10.0.0.5', device)).toBe(device);
    expect(throttle.check('alice', '10.0.0.5').locked).toBe(false);
  });

  it('forgets the locks and delays of an account whose password was reset after they started', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 8; i += 1) throttle.failed('alice', '10.0.0.66');
    advance(60_000);
    expect(throttle.check('alice', '10.0.0.66').locked).toBe(true);
    expect(throttle.check('alice', '10.0.0.66', { passwordChanged: 30_000 }).locked).toBe(false);
    expect(throttle.check('alice', '192.168.1.1', { passwordChanged: 30_000 })).toEqual({
      locked: false,
      delayMs: 0,
    });
  });

  it('locks a client spraying many account names, and a success resets only the account', () => {
    const { throttle } = setup();
    for (let i = 0; i < 12; i += 1) throttle.failed(`user${i}`, '10.0.0.9');
    expect(throttle.check('anyone', '10.0.0.9').locked).toBe(true);
    throttle.failed('carol', '10.0.0.1');
    throttle.failed('carol', '10.0.0.1');
    throttle.failed('carol', '10.0.0.1');
    throttle.failed('carol', '10.0.0.1');
    throttle.succeeded('carol', '10.0.0.1');
    expect(throttle.check('carol', '10.0.0.2')).toEqual({ locked: false, delayMs: 0 });
  });

  it('words the lock in whole minutes', () => {
    expect(lockedMessage(1)).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(lockedMessage(14 * 60_000 + 1)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
  });
});
