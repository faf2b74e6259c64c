import type { Db } from '../db/database';

/**
 * What the tenant's enforcement level (SPEC §3: NEVER 0, WARNING 1, RESTRICTION 2, BLOCK 3) does at sign-in when
 * the user's password has expired: nothing (the console's notice warns), a forced change, or a refusal.
 */
export type ExpiredPasswordRule = 'none' | 'change' | 'refuse';

export const PASSWORD_BLOCKED =
  'Your password has expired and your organisation does not allow signing in with it. Ask an administrator to set a new one.';
export const PASSWORD_CHANGE_REQUIRED = 'Your password has expired. Choose a new one to continue.';

export function expiredPasswordRule(db: Db, idUser: number, now = Date.now()): ExpiredPasswordRule {
  const row = db
    .prepare(
      `SELECT u.password_expires AS expires, t.password_expiration_type AS level
       FROM user u JOIN tenant t ON t.id = u.id_tenant WHERE u.id = ?`,
    )
    .get(idUser) as { expires: string | null; level: number } | undefined;
  if (!row?.expires || Date.parse(row.expires) > now) return 'none';
  if (row.level === 3) return 'refuse';
  return row.level === 2 ? 'change' : 'none';
}
