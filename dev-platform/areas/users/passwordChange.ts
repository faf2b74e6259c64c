import { PASSWORD_CHANGE_RULES, PROFILE_MESSAGES } from '../../../src/shared/profileRules';
import { validateValues } from '../../../src/shared/validation/validators';
import type { Db } from '../../db/database';
import { hashPassword, verifyPassword } from '../../db/password';
import { passwordExpiry } from './userRecords';

interface PasswordRow {
  id_tenant: number;
  password_hash: string;
  password_salt: string;
}

const passwordOf = (db: Db, idUser: number) =>
  db.prepare('SELECT id_tenant, password_hash, password_salt FROM user WHERE id = ?').get(idUser) as
    PasswordRow | undefined;

/**
 * A user changes their own password (the profile): the current one must be right and the new one different. Answers
 * field errors, or undefined once the password is changed.
 */
export function changePassword(
  db: Db,
  idUser: number,
  current: string,
  next: string,
): Record<string, string> | undefined {
  const row = passwordOf(db, idUser);
  if (!row || !verifyPassword(current, row.password_hash, row.password_salt))
    return { currentPassword: PROFILE_MESSAGES.wrongCurrentPassword };
  return setNewPassword(db, idUser, next);
}

/**
 * Sets a new password of the user's own choice (after the current one was proven: the profile, or the change an
 * expired password forces at sign-in). It must pass the rules and differ from the current one; it expires by the
 * tenant's policy. Answers field errors, or undefined once set.
 */
export function setNewPassword(db: Db, idUser: number, next: string): Record<string, string> | undefined {
  const problem = validateValues({ password: PASSWORD_CHANGE_RULES.password }, { password: next }).password;
  if (problem) return { password: problem };
  const row = passwordOf(db, idUser);
  if (!row) return { password: PROFILE_MESSAGES.wrongCurrentPassword };
  if (verifyPassword(next, row.password_hash, row.password_salt))
    return { password: PROFILE_MESSAGES.samePassword };
  const { hash, salt } = hashPassword(next);
  db.prepare(
    'UPDATE user SET password_hash = ?, password_salt = ?, password_changed = ?, password_expires = ? WHERE id = ?',
  ).run(hash, salt, new Date().toISOString(), passwordExpiry(db, row.id_tenant), idUser);
  return undefined;
}
