import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
// Low-cost scrypt parameters keep seeding thousands of users fast; this is a dev platform, not a vault.
const SCRYPT_OPTIONS = { N: 1024, r: 8, p: 1 };

/** Hashes a password with a fresh random salt. */
export function hashPassword(
  password: string,
  salt = randomBytes(16).toString('hex'),
): { hash: string; salt: string } {
  const hash = scryptSync(password, salt, KEY_LENGTH, SCRYPT_OPTIONS).toString('hex');
  return { hash, salt };
}

/** Constant-time check of a password against a stored salted hash. */
export function verifyPassword(password: string, hash: string, salt: string): boolean {
  const candidate = scryptSync(password, salt, KEY_LENGTH, SCRYPT_OPTIONS);
  const expected = Buffer.from(hash, 'hex');
  return expected.length === candidate.length && timingSafeEqual(candidate, expected);
}
