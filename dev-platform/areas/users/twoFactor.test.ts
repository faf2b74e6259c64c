import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import {
  confirmEnrolment,
  hasTwoFactor,
  matchingStep,
  mustEnrol,
  resetTwoFactor,
  startEnrolment,
  verifySecondFactor,
} from './twoFactor';

const STEP = 30_000;
// The middle of a step: ±n steps are whole steps away, whatever the test's own clock does.
const NOW = 1_800_000_000_000 - (1_800_000_000_000 % STEP) + STEP / 2;
const codeAt = (secret: string, steps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: NOW + steps * STEP });

let db: Db;
const ID = 1;
beforeEach(() => {
  db = openDatabase(':memory:');
  const now = new Date(NOW).toISOString();
  db.prepare("INSERT INTO tenant (id, name, code, created) VALUES (1, 'T', 't', ?)").run(now);
  db.prepare(
    `INSERT INTO user (id, id_tenant, username, password_hash, password_salt, password_changed, created)
     VALUES (?, 1, 'ada', 'h', 's', ?, ?)`,
  ).run(ID, now, now);
});

/** Enrols the user at NOW and answers the secret and the recovery codes. */
async function enrol() {
  const { secret, uri, qrCode } = await startEnrolment(db, ID);
  expect(uri).toContain(`secret=${secret}`);
  expect(qrCode).toMatch(/^data:image\/png;base64,/);
  const codes = confirmEnrolment(db, ID, codeAt(secret, 0), NOW);
  return { secret, codes: codes ?? [] };
}

describe('TOTP (RFC 6238, 30 s, 6 digits, ±1 step)', () => {
  it('accepts codes of the step before, this one and the next, and refuses two steps away', () => {
    const secret = new Secret().base32;
    const step = Math.floor(NOW / STEP);
    expect(matchingStep(secret, codeAt(secret, -2), NOW)).toBeUndefined();
    expect(matchingStep(secret, codeAt(secret, -1), NOW)).toBe(step - 1);
    expect(matchingStep(secret, codeAt(secret, 0), NOW)).toBe(step);
    expect(matchingStep(secret, codeAt(secret, 1), NOW)).toBe(step + 1);
    expect(matchingStep(secret, codeAt(secret, 2), NOW)).toBeUndefined();
    expect(matchingStep(secret, 'abcdef', NOW)).toBeUndefined();
  });

  it('confirms an enrolment only with a code of the offered secret, then gives ten recovery codes', async () => {
    const { secret } = await startEnrolment(db, ID);
    expect(confirmEnrolment(db, ID, codeAt(secret, 3), NOW)).toBeUndefined();
    expect(hasTwoFactor(db, ID)).toBe(false);
    const codes = confirmEnrolment(db, ID, codeAt(secret, 0), NOW);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(hasTwoFactor(db, ID)).toBe(true);
  });

  it('never accepts a code twice, nor one older than the last accepted', async () => {
    const { secret } = await enrol();
    // The enrolment used this step's code.
    expect(verifySecondFactor(db, ID, codeAt(secret, 0), NOW)).toBe(false);
    expect(verifySecondFactor(db, ID, codeAt(secret, 1), NOW)).toBe(true);
    expect(verifySecondFactor(db, ID, codeAt(secret, 1), NOW)).toBe(false);
    expect(verifySecondFactor(db, ID, codeAt(secret, -1), NOW + STEP)).toBe(false);
  });

  it('accepts each recovery code once', async () => {
    const { codes } = await enrol();
    expect(verifySecondFactor(db, ID, codes[3].toUpperCase(), NOW)).toBe(true);
    expect(verifySecondFactor(db, ID, codes[3], NOW)).toBe(false);
    expect(verifySecondFactor(db, ID, 'aaaaa-aaaaa', NOW)).toBe(false);
  });

  it('asks for enrolment when the tenant requires it, and forgets everything on reset', async () => {
    db.prepare('UPDATE tenant SET two_factor_required = 1').run();
    expect(mustEnrol(db, ID)).toBe(true);
    const { codes } = await enrol();
    expect(mustEnrol(db, ID)).toBe(false);
    resetTwoFactor(db, ID);
    expect(hasTwoFactor(db, ID)).toBe(false);
    expect(mustEnrol(db, ID)).toBe(true);
    expect(verifySecondFactor(db, ID, codes[0], NOW)).toBe(false);
    expect(db.prepare('SELECT two_factor_enabled FROM user').pluck().get()).toBe(0);
  });
});
