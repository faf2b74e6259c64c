import { PROFILE_MESSAGES } from '../../../src/shared/profileRules';
import type { Db } from '../../db/database';
import { hashPassword, verifyPassword } from '../../db/password';
import { passwordExpiry } from './userRecords';

/**
 * A user changes their own password (the profile, or the forced change at sign-in): the current one must be right
 * and the new one different. The new password's expiry follows the tenant's policy. Answers field errors, or
 * undefined once the password is changed.
 */
export function changePassword(
  db: Db,
  idUser: number,
  current: string,
  next: string,
): Record<string, string> | undefined {
  const row = db
    .prepare('SELECT id_tenant, password_hash, password_salt FROM user WHERE id = ?')
    .get(idUser) as { id_tenant: number; password_hash: string; password_salt: string } | undefined;
  if (!row || !verifyPassword(current, row.password_hash, row.password_salt))
    return { currentPassword: PROFILE_MESSAGES.wrongCurrentPassword };
  if (verifyPassword(next, row.password_hash, row.password_salt))
    return { password: PROFILE_MESSAGES.samePassword };
  const { hash, salt } = hashPassword(next);
  db.prepare(
    'UPDATE user SET password_hash = ?, password_salt = ?, password_changed = ?, password_expires = ? WHERE id = ?',
  ).run(hash, salt, new Date().toISOString(), passwordExpiry(db, row.id_tenant), idUser);
  return undefined;
}
