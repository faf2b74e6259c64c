import type { Account, AccountClaims } from 'oidc-provider';
import type { Db } from '../db/database';
import { hashPassword, verifyPassword } from '../db/password';

interface UserRow {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  password_hash: string;
  password_salt: string;
}

const USER_COLUMNS = 'id, username, firstname, lastname, password_hash, password_salt';

/** Looks an enabled user up by account id (`String(user.id)`); disabled or deleted users resolve to undefined. */
export function findAccount(db: Db, accountId: string): Account | undefined {
  if (!/^\d+$/.test(accountId)) return undefined;
  const row = db
    .prepare(`SELECT ${USER_COLUMNS} FROM user WHERE id = ? AND enabled = 1`)
    .get(Number(accountId)) as UserRow | undefined;
  if (!row) return undefined;
  const claims = toClaims(row);
  return { accountId: claims.sub, claims: async () => claims };
}

/**
 * Checks a username/password pair against an enabled user and records the login. Returns the account id, or
 * undefined for any failure (unknown user, disabled user, wrong password) so callers cannot tell which one it was.
 */
export function authenticate(db: Db, username: string, password: string): string | undefined {
  const row = db
    .prepare(`SELECT ${USER_COLUMNS} FROM user WHERE username = ? AND enabled = 1`)
    .get(username) as UserRow | undefined;
  // Unknown users still cost one hash check, so response times do not reveal which usernames exist.
  const { hash, salt } = row ? { hash: row.password_hash, salt: row.password_salt } : dummyCredentials();
  const valid = verifyPassword(password, hash, salt);
  if (!row || !valid || !password) return undefined;
  db.prepare('UPDATE user SET last_login = ? WHERE id = ?').run(new Date().toISOString(), row.id);
  return String(row.id);
}

let dummy: { hash: string; salt: string } | undefined;
function dummyCredentials(): { hash: string; salt: string } {
  dummy ??= hashPassword('not-a-real-password');
  return dummy;
}

/** `sub` plus the `profile` scope claims. */
function toClaims(row: UserRow): AccountClaims {
  const name = [row.firstname, row.lastname].filter(Boolean).join(' ') || row.username;
  return {
    sub: String(row.id),
    preferred_username: row.username,
    given_name: row.firstname,
    family_name: row.lastname,
    name,
  };
}
