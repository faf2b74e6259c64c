import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TwoFactorEnrolment } from '../../../src/shared/wire/profile';
import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW,
  isOneTimeCode,
  isRecoveryCode,
  normaliseCode,
} from '../../../src/shared/twoFactor';
import type { Db } from '../../db/database';

interface TwoFactorRow {
  username: string;
  totp_secret: string | null;
  totp_pending: string | null;
  totp_last_step: number | null;
}

const totp = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

const rowOf = (db: Db, idUser: number) =>
  db
    .prepare('SELECT username, totp_secret, totp_pending, totp_last_step FROM user WHERE id = ?')
    .get(idUser) as TwoFactorRow | undefined;

/** The 30 s step a code belongs to when it is valid within ±{@link TOTP_WINDOW} steps of `now`. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | undefined {
  if (!isOneTimeCode(code)) return undefined;
  const delta = totp(secret).validate({ token: normaliseCode(code), timestamp: now, window: TOTP_WINDOW });
  return delta === null ? undefined : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Whether the user signs in with a second factor (a confirmed enrolment). */
export function hasTwoFactor(db: Db, idUser: number): boolean {
  return Boolean(rowOf(db, idUser)?.totp_secret);
}

/** Whether the user's tenant requires two-factor and the user has none yet (enrolment at sign-in). */
export function mustEnrol(db: Db, idUser: number): boolean {
  const row = db
    .prepare(
      'SELECT t.two_factor_required AS required, u.totp_secret FROM user u JOIN tenant t ON t.id = u.id_tenant WHERE u.id = ?',
    )
    .get(idUser) as { required: number; totp_secret: string | null } | undefined;
  return row?.required === 1 && !row.totp_secret;
}

const hashCode = (code: string) => createHash('sha256').update(normaliseCode(code)).digest('hex');

/**
 * Checks a second factor: a TOTP code of a step later than the last accepted one (a code is never accepted twice),
 * or an unused recovery code (then used up). Records what it accepts.
 */
export function verifySecondFactor(db: Db, idUser: number, input: string, now = Date.now()): boolean {
  const row = rowOf(db, idUser);
  if (!row?.totp_secret) return false;
  if (isRecoveryCode(input)) {
    const used = db
      .prepare('UPDATE user_recovery_code SET used = ? WHERE id_user = ? AND code_hash = ? AND used IS NULL')
      .run(new Date(now).toISOString(), idUser, hashCode(input));
    return used.changes === 1;
  }
  const step = matchingStep(row.totp_secret, input, now);
  if (step === undefined || step <= (row.totp_last_step ?? -1)) return false;
  // The condition repeats the check in SQL: of two requests with the same code, only one wins.
  const accepted = db
    .prepare(
      'UPDATE user SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)',
    )
    .run(step, idUser, step);
  return accepted.changes === 1;
}

/** Offers a new secret (kept pending until a first code confirms it): the secret, its URI and the URI's QR code. */
export async function startEnrolment(db: Db, idUser: number): Promise<TwoFactorEnrolment> {
  const row = rowOf(db, idUser);
  if (!row) throw new Error(`No user ${idUser}`);
  const secret = new Secret({ size: 20 }).base32;
  db.prepare('UPDATE user SET totp_pending = ? WHERE id = ?').run(secret, idUser);
  const uri = totp(secret, row.username).toString();
  return { secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) };
}

/**
 * Confirms the pending secret with a first code: two-factor is on, and ten recovery codes (returned once, stored
 * hashed) replace any earlier ones. Undefined when there is no pending secret or the code does not match.
 */
export function confirmEnrolment(
  db: Db,
  idUser: number,
  code: string,
  now = Date.now(),
): string[] | undefined {
  const row = rowOf(db, idUser);
  if (!row?.totp_pending) return undefined;
  const step = matchingStep(row.totp_pending, code, now);
  if (step === undefined) return undefined;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  db.transaction(() => {
    db.prepare(
      `UPDATE user SET totp_secret = totp_pending, totp_pending = NULL, totp_last_step = ?, two_factor_enabled = 1
       WHERE id = ?`,
    ).run(step, idUser);
    storeRecoveryCodes(db, idUser, codes);
  })();
  return codes;
}

/** Replaces the user's recovery codes with `codes`, kept hashed (they are shown once, never read back). */
export function storeRecoveryCodes(db: Db, idUser: number, codes: readonly string[]): void {
  db.prepare('DELETE FROM user_recovery_code WHERE id_user = ?').run(idUser);
  const insert = db.prepare('INSERT INTO user_recovery_code (id_user, code_hash) VALUES (?, ?)');
  for (const code of codes) insert.run(idUser, hashCode(code));
}

/** Removes the user's second factor (SPEC §3 "token removal"): secret, pending secret and recovery codes. */
export function resetTwoFactor(db: Db, idUser: number): void {
  db.transaction(() => {
    db.prepare(
      `UPDATE user SET totp_secret = NULL, totp_pending = NULL, totp_last_step = NULL, two_factor_enabled = 0
       WHERE id = ?`,
    ).run(idUser);
    db.prepare('DELETE FROM user_recovery_code WHERE id_user = ?').run(idUser);
  })();
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** `abcde-fghij`: 50 random bits in the base32 alphabet (no 0/1/8/9 to confuse with letters). */
function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
