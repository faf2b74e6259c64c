import {
  afterAttempt,
  CallResult,
  ContactState,
  isFinalState,
  type AttemptRules,
  type WaitReason,
} from '../../../../src/shared/dialer/attemptRules';
import { contactZones, nextOpening, type WeekWindows } from '../../../../src/shared/dialer/callingWindow';
import { regionOf } from './phoneRegion';
import { WindowCache } from './windowCache';
import {
  DialerMode,
  dialSlots,
  type DialerSettings,
  type LineCapacity,
} from '../../../../src/shared/dialer/dialerPacing';
import { PredictiveRatio } from './predictiveRatio';

/** One contact as the engine sees it; the engine updates it in place (the caller persists what changed). */
export interface DialerContact {
  id: number;
  phone: string;
  timeZone: string | null;
  state: ContactState;
  attempts: number;
  /** Epoch ms of the earliest retry, or null. */
  nextAttemptAt: number | null;
  lastResult: CallResult | null;
  /** Why it is not dialled now, and from when it may be (epoch ms), for the contact list. */
  reason: WaitReason;
  nextAllowedAt: number | null;
}

/** How a placed call goes, decided when it is placed (the dev platform's simulated telephony). */
export interface CallOutcome {
  ringMs: number;
  answered: boolean;
  talkMs: number;
  /** The result once it ends normally (an abandoned call counts as NOT_PICKED). */
  result: CallResult;
}

export interface DialerDeps {
  now(): Date;
  simulate(contact: DialerContact): CallOutcome;
  /** The campaign's do-not-call lists as one check (issue 35.3: `blockedNumbers` of the do-not-call area). */
  isDoNotCall(phone: string): boolean;
}

export interface DialerSetup {
  dialer: DialerSettings;
  lines: LineCapacity;
  rules: AttemptRules;
  windows: WeekWindows;
  defaultZone: string;
}

interface ActiveCall {
  contact: DialerContact;
  outcome: CallOutcome;
  answersAt: number;
  endsAt: number;
  connected: boolean;
}

export interface DialerStats {
  placed: number;
  answered: number;
  abandoned: number;
  /** The most calls on the lines at once so far. */
  peakActive: number;
}

/**
 * The campaign dialer (issue 35): on each `tick` it ends and connects the calls due, then places as many new calls
 * as the mode, the agents and the lines allow, to contacts inside their calling window, off the do-not-call lists
 * and within the attempt rules. Time comes only from `deps.now`, so tests drive it with a fake clock.
 */
export class DialerEngine {
  readonly stats: DialerStats = { placed: 0, answered: 0, abandoned: 0, peakActive: 0 };
  private readonly calls: ActiveCall[] = [];
  private readonly predictive: PredictiveRatio;
  /** Attempts per number across the campaign's contacts, and each contact's zones (parsed once). */
  private readonly numberAttempts = new Map<string, number>();
  private readonly zones = new Map<number, readonly string[]>();
  private readonly retries = new Map<number, { retryAt: number; opens: number | null }>();
  private readonly windows: WindowCache;

  constructor(
    private readonly setup: DialerSetup,
    readonly contacts: DialerContact[],
    private readonly deps: DialerDeps,
  ) {
    this.windows = new WindowCache(setup.windows);
    this.predictive = new PredictiveRatio(setup.dialer.pacing, setup.dialer.maxAbandonRate / 100);
    for (const contact of contacts)
      this.numberAttempts.set(
        contact.phone,
        (this.numberAttempts.get(contact.phone) ?? 0) + contact.attempts,
      );
  }

  get ratio(): number {
    return this.predictive.ratio;
  }

  get activeCalls(): number {
    return this.calls.length;
  }

  /** Whether every contact is in a final state and no call is on the lines. */
  get done(): boolean {
    return this.calls.length === 0 && this.contacts.every((contact) => isFinalState(contact.state));
  }

  tick(): void {
    const now = this.deps.now().getTime();
    this.settleCalls(now);
    this.place(now);
    this.stats.peakActive = Math.max(this.stats.peakActive, this.calls.length);
  }

  private settleCalls(now: number) {
    const agentless = this.setup.dialer.mode === DialerMode.AGENTLESS;
    // Talks that ended free their agents before ringing calls are answered.
    for (const call of this.calls.filter((item) => item.connected && item.endsAt <= now))
      this.finish(call, call.outcome.result, now);
    for (const call of this.calls.filter((item) => !item.connected && item.answersAt <= now)) {
      this.predictive.ringEnded(call.outcome.answered);
      if (!call.outcome.answered) {
        this.finish(call, call.outcome.result, now);
        continue;
      }
      this.stats.answered++;
      const connected = this.calls.filter((item) => item.connected).length;
      if (agentless || connected < this.setup.dialer.agents) call.connected = true;
      else {
        // Answered with no agent free: the call is dropped (an abandoned call) and tried again later.
        this.stats.abandoned++;
        this.predictive.abandoned();
        this.finish(call, CallResult.NOT_PICKED, now);
      }
    }
  }

  private finish(call: ActiveCall, result: CallResult, now: number) {
    this.calls.splice(this.calls.indexOf(call), 1);
    const { contact } = call;
    const next = afterAttempt(
      this.setup.rules,
      { contact: contact.attempts, number: this.numberAttempts.get(contact.phone) ?? 0 },
      result,
      new Date(now),
    );
    contact.state = next.state;
    contact.lastResult = result;
    contact.nextAttemptAt = next.nextAttemptAt?.getTime() ?? null;
  }

  private zonesOf(contact: DialerContact): readonly string[] {
    let zones = this.zones.get(contact.id);
    if (!zones) {
      zones = contactZones(contact.timeZone, regionOf(contact.phone), this.setup.defaultZone).zones;
      this.zones.set(contact.id, zones);
    }
    return zones;
  }

  private place(now: number) {
    const ringing = this.calls.filter((call) => !call.connected).length;
    let slots = dialSlots(
      this.setup.dialer,
      this.setup.lines,
      { ringing, connected: this.calls.length - ringing },
      this.predictive.ratio,
    );
    const busy = new Set(this.calls.map((call) => call.contact.phone));
    const due = this.contacts
      .filter((contact) => this.ready(contact, now))
      .sort((a, b) => (a.nextAttemptAt ?? 0) - (b.nextAttemptAt ?? 0) || a.id - b.id);
    for (const contact of due) {
      if (slots === 0) break;
      if (busy.has(contact.phone)) continue;
      busy.add(contact.phone);
      slots--;
      this.dial(contact, now);
    }
  }

  /** Whether a contact may be dialled now; otherwise records why not and from when. */
  private ready(contact: DialerContact, now: number): boolean {
    const wait = (reason: WaitReason, from: number | null) => {
      contact.reason = reason;
      contact.nextAllowedAt = from;
      return false;
    };
    if (contact.state === ContactState.CALLING) return wait(null, null);
    if (isFinalState(contact.state))
      return wait(contact.state === ContactState.BLOCKED ? 'doNotCall' : 'final', null);
    if (this.deps.isDoNotCall(contact.phone)) {
      contact.state = ContactState.BLOCKED;
      return wait('doNotCall', null);
    }
    if ((this.numberAttempts.get(contact.phone) ?? 0) >= this.setup.rules.maxAttemptsPerNumber) {
      contact.state = ContactState.UNREACHED;
      return wait('numberAttempts', null);
    }
    if (contact.nextAttemptAt !== null && contact.nextAttemptAt > now)
      return wait('retryLater', this.retryOpening(contact, contact.nextAttemptAt));
    const opens = this.windows.opensFor(this.zonesOf(contact), now);
    if (opens !== now) return wait('outsideWindow', opens);
    // Ready: only a free line or agent is missing (no time to show, so waiting contacts are not rewritten per tick).
    contact.reason = null;
    contact.nextAllowedAt = null;
    return true;
  }

  /** When a contact waiting for its retry may be called: its retry time inside its window (kept per retry time). */
  private retryOpening(contact: DialerContact, retryAt: number): number | null {
    const known = this.retries.get(contact.id);
    if (known?.retryAt === retryAt) return known.opens;
    const opens =
      nextOpening(this.setup.windows, this.zonesOf(contact), new Date(retryAt))?.getTime() ?? null;
    this.retries.set(contact.id, { retryAt, opens });
    return opens;
  }

  private dial(contact: DialerContact, now: number) {
    const outcome = this.deps.simulate(contact);
    contact.state = ContactState.CALLING;
    contact.attempts++;
    this.numberAttempts.set(contact.phone, (this.numberAttempts.get(contact.phone) ?? 0) + 1);
    contact.reason = null;
    contact.nextAllowedAt = null;
    this.stats.placed++;
    const answersAt = now + outcome.ringMs;
    this.calls.push({
      contact,
      outcome,
      answersAt,
      endsAt: outcome.answered ? answersAt + outcome.talkMs : answersAt,
      connected: false,
    });
  }
}
