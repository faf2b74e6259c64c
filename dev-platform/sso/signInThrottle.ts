/** How sign-in attempts are slowed down and locked (per typed account name and per client address). */
export interface ThrottlePolicy {
  /** Failures answered at full speed before delays start. */
  freeFailures: number;
  /** First delay; it doubles with every further failure, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures of one account name that lock it for `lockMs`. */
  accountLockAfter: number;
  /** Failures from one client address (any account) that lock that client for `lockMs`. */
  clientLockAfter: number;
  lockMs: number;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  freeFailures: 3,
  baseDelayMs: 250,
  maxDelayMs: 4000,
  accountLockAfter: 10,
  clientLockAfter: 50,
  lockMs: 15 * 60_000,
};

/** What an attempt may do now: go ahead after `delayMs`, or nothing until the lock ends. */
export type ThrottleVerdict = { locked: false; delayMs: number } | { locked: true; retryAfterMs: number };

interface Counter {
  failures: number;
  last: number;
  lockedUntil: number;
}

/** Keys kept at most per map; the oldest go first (an attacker cycling names cannot exhaust memory). */
const MAX_KEYS = 10_000;

/**
 * Sign-in throttling. Keys are the account name as typed (lower case) whether or not it exists, so a locked or slowed
 * answer says nothing about which users exist; and the client address, so one client cannot spray many names.
 * Counters reset after a quiet `lockMs` and on a successful sign-in (the account's).
 */
export class SignInThrottle {
  private readonly accounts = new Map<string, Counter>();
  private readonly clients = new Map<string, Counter>();

  constructor(
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
    private readonly now: () => number = Date.now,
  ) {}

  check(account: string, client: string): ThrottleVerdict {
    const now = this.now();
    const counters = [this.current(this.accounts, account, now), this.current(this.clients, client, now)];
    const lockedUntil = Math.max(...counters.map((counter) => counter?.lockedUntil ?? 0));
    if (lockedUntil > now) return { locked: true, retryAfterMs: lockedUntil - now };
    const failures = Math.max(...counters.map((counter) => counter?.failures ?? 0));
    const over = failures - this.policy.freeFailures;
    const delayMs = over < 0 ? 0 : Math.min(this.policy.baseDelayMs * 2 ** over, this.policy.maxDelayMs);
    return { locked: false, delayMs };
  }

  /** Counts a failure; returns true when it locked the account or the client just now. */
  failed(account: string, client: string): boolean {
    const now = this.now();
    const lockedAccount = this.count(this.accounts, account, now, this.policy.accountLockAfter);
    const lockedClient = this.count(this.clients, client, now, this.policy.clientLockAfter);
    return lockedAccount || lockedClient;
  }

  succeeded(account: string): void {
    this.accounts.delete(account);
  }

  private current(map: Map<string, Counter>, key: string, now: number): Counter | undefined {
    const counter = map.get(key);
    if (counter && counter.lockedUntil <= now && now - counter.last > this.policy.lockMs) {
      map.delete(key);
      return undefined;
    }
    return counter;
  }

  private count(map: Map<string, Counter>, key: string, now: number, lockAfter: number): boolean {
    let counter = this.current(map, key, now);
    if (!counter || (counter.lockedUntil !== 0 && counter.lockedUntil <= now)) {
      counter = { failures: 0, last: now, lockedUntil: 0 };
      if (map.size >= MAX_KEYS) map.delete(map.keys().next().value as string);
    }
    map.delete(key); // re-inserted last: Map order is the eviction order
    counter.failures += 1;
    counter.last = now;
    const locks = counter.failures >= lockAfter;
    if (locks) counter.lockedUntil = now + this.policy.lockMs;
    map.set(key, counter);
    return locks;
  }
}

/** The sign-in page's message for a lock; the same for every account name, existing or not. */
export function lockedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
