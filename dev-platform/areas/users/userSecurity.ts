import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { ApiSecretResponse, User } from '../../../src/shared/wire/administration';
import { hashPassword } from '../../db/password';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { badRequest } from '../../api/apiError';
import { AuditAction, recordAudit } from '../../api/auditTrail';
import { actionErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam, inList, isIdList } from '../../api/validation';
import { resetTwoFactor } from './twoFactor';
import { assertCoversUser, findUser, passwordExpiry, roleAssignmentError, userScope } from './userRecords';

/**
 * A user's security (SPEC §3: password, roles, API secret, two-factor state) and bulk enabling: every call needs
 * User/edit and reaches only users of the tenant context and below.
 */
export function userSecurityRoutes(app: FastifyInstance, { db, revokeUserGrants }: ApiContext) {
  const edit = { config: { access: { area: 'User', action: 'edit' } } } as const;
  // Every call here acts on a user's credentials, roles or state: the caller must hold all the target holds.
  const target = (request: Parameters<typeof principalOf>[0]) => {
    const principal = principalOf(request);
    const user = findUser(db, idParam(request), principal.idTenant);
    assertCoversUser(db, user.id, principal.permissions);
    return user;
  };

  app.post('/api/administration/users/:id/password', edit, async (request): Promise<User> => {
    const user = target(request);
    const body = bodyOf(request);
    assertValid(actionErrors('users', 'newPassword', body));
    // A fresh salt per change: the old hash says nothing about the new one.
    const { hash, salt } = hashPassword(String(body.password));
    db.prepare(
      'UPDATE user SET password_hash = ?, password_salt = ?, password_changed = ?, password_expires = ? WHERE id = ?',
    ).run(hash, salt, new Date().toISOString(), passwordExpiry(db, user.idTenant), user.id);
    // A password set by someone else ends the user's sessions: whoever held them must prove the new password.
    if (user.id !== principalOf(request).idUser) revokeUserGrants?.(user.id);
    return findUser(db, user.id, principalOf(request).idTenant);
  });

  app.get(
    '/api/administration/users/:id/api-secret',
    edit,
    async (request): Promise<{ secret: string | null }> => {
      const user = target(request);
      const row = db.prepare('SELECT api_secret FROM user WHERE id = ?').get(user.id) as {
        api_secret: string | null;
      };
      return { secret: row.api_secret };
    },
  );

  app.post('/api/administration/users/:id/api-secret', edit, async (request): Promise<ApiSecretResponse> => {
    const user = target(request);
    const secret = randomBytes(24).toString('hex');
    db.prepare('UPDATE user SET api_secret = ? WHERE id = ?').run(secret, user.id);
    return { secret };
  });

  // SPEC §3 "token removal": the user's second factor goes, and so do the sessions it let in (issue 32.1).
  app.delete('/api/administration/users/:id/two-factor', edit, async (request): Promise<User> => {
    const user = target(request);
    resetTwoFactor(db, user.id);
    revokeUserGrants?.(user.id);
    recordAudit(db, request, {
      idTenant: user.idTenant,
      action: AuditAction.DELETE,
      entity: 'User',
      entityId: user.id,
      detail: `Reset two-factor authentication of '${user.username}'`,
    });
    return findUser(db, user.id, principalOf(request).idTenant);
  });

  app.put('/api/administration/users/:id/roles', edit, async (request): Promise<User> => {
    const user = target(request);
    const body = bodyOf(request);
    const roleIds = body.roleIds ?? [];
    if (!isIdList(roleIds))
      throw badRequest('Validation failed', { roleIds: 'Expected a list of permission group ids' });
    const problem = roleAssignmentError(db, roleIds, user.idTenant, principalOf(request).permissions);
    if (problem) throw badRequest('Validation failed', { roleIds: problem });
    db.transaction(() => {
      db.prepare('DELETE FROM user_role WHERE id_user = ?').run(user.id);
      const insert = db.prepare('INSERT INTO user_role (id_user, id_role) VALUES (?, ?)');
      for (const idRole of new Set(roleIds)) insert.run(user.id, idRole);
    })();
    return findUser(db, user.id, principalOf(request).idTenant);
  });

  for (const [path, enabled] of [
    ['enable', 1],
    ['disable', 0],
  ] as const) {
    app.post(
      `/api/administration/users/bulk/${path}`,
      edit,
      async (request): Promise<{ updated: number }> => {
        const principal = principalOf(request);
        const ids = bodyOf(request).ids;
        if (!isIdList(ids)) throw badRequest('Validation failed', { ids: 'Expected a list of user ids' });
        // Nobody locks themselves out by accident in a bulk selection.
        const wanted = inList(enabled ? ids : ids.filter((id) => id !== principal.idUser));
        const scope = userScope(db, principal.idTenant);
        const targets = db
          .prepare(`SELECT u.id FROM user u WHERE u.id IN ${wanted.sql} AND ${scope.where}`)
          .pluck()
          .all(...wanted.params, ...scope.params) as number[];
        for (const id of targets) assertCoversUser(db, id, principal.permissions);
        const result = db
          .prepare(`UPDATE user AS u SET enabled = ? WHERE u.id IN ${wanted.sql} AND ${scope.where}`)
          .run(enabled, ...wanted.params, ...scope.params);
        return { updated: result.changes };
      },
    );
  }
}
