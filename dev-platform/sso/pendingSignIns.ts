import type { TwoFactorEnrolment } from '../../src/shared/wire/profile';

/** Where a sign-in stands between a correct password and the end of the interaction. */
export type PendingSignIn = { accountId: string; username: string; since: number } & (
  | { stage: 'code' }
  | { stage: 'enrol'; enrolment: TwoFactorEnrolment }
  | { stage: 'codes'; codes: string[] }
  | { stage: 'change' }
);

/** An unfinished second step lasts as long as a sign-in form may sit open. */
const PENDING_TTL_MS = 10 * 60_000;
const MAX_PENDING = 10_000;

/**
 * Sign-ins past the password, by interaction uid. The uid alone proves nothing: oidc-provider binds it to the
 * browser's interaction cookie, checked before this map is read.
 */
export class PendingSignIns {
  private readonly entries = new Map<string, PendingSignIn>();

  constructor(private readonly now: () => number = Date.now) {}

  get(uid: string): PendingSignIn | undefined {
    const entry = this.entries.get(uid);
    if (entry && this.now() - entry.since > PENDING_TTL_MS) {
      this.entries.delete(uid);
      return undefined;
    }
    return entry;
  }

  set(uid: string, entry: PendingSignIn): void {
    this.entries.delete(uid);
    if (this.entries.size >= MAX_PENDING) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(uid, entry);
  }

  delete(uid: string): void {
    this.entries.delete(uid);
  }
}
