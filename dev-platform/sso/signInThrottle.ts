import { randomBytes } from 'node:crypto';

/**
 * How sign-in attempts are slowed down and locked. Delays grow per account (from anywhere) and per source; locks
 * hit sources only: an account name from one client address, or one client address spraying many names. So an
 * attacker can slow an account down but never lock its owner out from elsewhere (docs/account-lockout.md).
 */
export interface ThrottlePolicy {
  /** Failures answered at full speed before delays start. */
  freeFailures: number;
  /** First delay; it doubles with every further failure, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures of one account name from one client address that lock that pair for `lockMs`. */
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

/** What the sign-in page knows about an attempt beyond name and address. */
export interface AttemptContext {
  /** A device cookie that signed this account in before. */
  deviceToken?: string;
  /** When the account's password was last set (ms); counters from before a reset no longer count. */
  passwordChanged?: number;
}

interface Counter {
  failures: number;
  first: number;
  last: number;
  lockedUntil: number;
}

/** Keys kept at most per map; the oldest go first (an attacker cycling names cannot exhaust memory). */
const MAX_KEYS = 10_000;

/**
 * Sign-in throttling. Keys are the account name as typed (lower case) whether or not it exists, so a locked or slowed
 * answer says nothing about which users exist. Counters reset after a quiet `lockMs`, on a successful sign-in (the
 * account's), and when the account's password was reset after they started. A device that signed the account in
 * before (its cookie) passes a lock of its address: an owner sharing an address with an attacker still gets in.
 */
export class SignInThrottle {
  private readonly accounts = new Map<string, Counter>();
  private readonly pairs = new Map<string, Counter>();
  private readonly clients = new Map<string, Counter>();
  private readonly devices = new Map<string, string>();

  constructor(
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
    private readonly now: () => number = Date.now,
  ) {}

  check(account: string, client: string, context: AttemptContext = {}): ThrottleVerdict {
    const now = this.now();
    if (this.isKnownDevice(account, context.deviceToken)) return { locked: false, delayMs: 0 };
    const reset = context.passwordChanged ?? 0;
    const pair = this.current(this.pairs, pairKey(account, client), now, reset);
    const clientCounter = this.current(this.clients, client, now, 0);
    const accountCounter = this.current(this.accounts, account, now, reset);
    const lockedUntil = Math.max(pair?.lockedUntil ?? 0, clientCounter?.lockedUntil ?? 0);
    if (lockedUntil > now) return { locked: true, retryAfterMs: lockedUntil - now };
    const failures = Math.max(
      ...[pair, clientCounter, accountCounter].map((counter) => counter?.failures ?? 0),
    );
    const over = failures - this.policy.freeFailures;
    const delayMs = over < 0 ? 0 : Math.min(this.policy.baseDelayMs * 2 ** over, this.policy.maxDelayMs);
    return { locked: false, delayMs };
  }

  /** Counts a failure; returns true when it locked the account from this client, or the client, just now. */
  failed(account: string, client: string): boolean {
    const now = this.now();
    this.count(this.accounts, account, now, Number.POSITIVE_INFINITY); // delays only, never a lock
    const lockedPair = this.count(this.pairs, pairKey(account, client), now, this.policy.accountLockAfter);
    const lockedClient = this.count(this.clients, client, now, this.policy.clientLockAfter);
    return lockedPair || lockedClient;
  }

  /**
   * A correct password: the account's counters and this address's lock for it end. Answers the device token to
   * remember (the one the device showed, when it is this account's, else a new one).
   */
  succeeded(account: string, client: string, deviceToken?: string): string {
    this.accounts.delete(account);
    this.pairs.delete(pairKey(account, client));
    if (deviceToken && this.isKnownDevice(account, deviceToken)) return deviceToken;
    const token = randomBytes(24).toString('base64url');
    if (this.devices.size >= MAX_KEYS) this.devices.delete(this.devices.keys().next().value as string);
    this.devices.set(token, account);
    return token;
  }

  isKnownDevice(account: string, deviceToken: string | undefined): boolean {
    return deviceToken !== undefined && this.devices.get(deviceToken) === account;
  }

  private current(map: Map<string, Counter>, key: string, now: number, reset: number): Counter | undefined {
    const counter = map.get(key);
    const stale = counter && counter.lockedUntil <= now && now - counter.last > this.policy.lockMs;
    if (counter && (stale || counter.first < reset)) {
      map.delete(key);
      return undefined;
    }
    return counter;
  }

  private count(map: Map<string, Counter>, key: string, now: number, lockAfter: number): boolean {
    let counter = this.current(map, key, now, 0);
    if (!counter || (counter.lockedUntil !== 0 && counter.lockedUntil <= now)) {
      counter = { failures: 0, first: now, last: now, lockedUntil: 0 };
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

const pairKey = (account: string, client: string) => `${account}\n${client}`;

/** The sign-in page's message for a lock; the same for every account name, existing or not. */
export function lockedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
