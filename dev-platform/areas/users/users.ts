import type { FastifyInstance } from 'fastify';
import type { User } from '../../../src/shared/wire/administration';
import { hashPassword } from '../../db/password';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import { runList } from '../../api/listQuery';
import { tenantSubtree } from '../../api/principal';
import { isTimeZone } from '../../../src/shared/timeZone';
import { listRoute } from '../../api/listRoutes';
import { formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam, isIdList, optionalText } from '../../api/validation';
import {
  assertCoversUser,
  findUser,
  passwordExpiry,
  roleAssignmentError,
  userList,
  userScope,
} from './userRecords';

/** Errors of the optional timezone and enabled fields shared by create and update. */
function preferenceErrors(body: Record<string, unknown>, errors: Record<string, string>) {
  const timezone = optionalText(body.timezone);
  if (timezone && !isTimeZone(timezone)) errors.timezone = `Unknown time zone "${timezone}"`;
  if (body.enabled !== undefined && typeof body.enabled !== 'boolean')
    errors.enabled = 'Expected true or false';
}

/** Users of the tenant context and the tenants below it: list, detail, create, update, and a tenant's users. */
export function userRoutes(app: FastifyInstance, { db }: ApiContext) {
  const view = { config: { access: { area: 'User', action: 'view' } } } as const;

  listRoute(app, db, {
    url: '/api/administration/users',
    access: view.config.access,
    source: ({ idTenant }) => ({ spec: userList, scope: userScope(db, idTenant) }),
  });

  app.get('/api/administration/users/:id', view, async (request) =>
    findUser(db, idParam(request), principalOf(request).idTenant),
  );

  app.get('/api/administration/tenants/:id/users', view, async (request) => {
    const idTenant = idParam(request);
    if (!tenantSubtree(db, principalOf(request).idTenant).includes(idTenant))
      throw notFound('Tenant not found');
    return runList(db, userList, request.query as Record<string, unknown>, {
      where: 'u.id_tenant = ?',
      params: [idTenant],
    });
  });

  app.post(
    '/api/administration/users',
    { config: { access: { area: 'User', action: 'create' } } },
    async (request, reply): Promise<User> => {
      const principal = principalOf(request);
      const body = bodyOf(request);
      const errors = formErrors('users', 'create', body);
      preferenceErrors(body, errors);
      const username = optionalText(body.username) ?? '';
      if (!errors.username && db.prepare('SELECT 1 FROM user WHERE username = ?').get(username))
        errors.username = 'This username is already taken';
      const idTenant =
        body.idTenant === undefined || body.idTenant === null ? principal.idTenant : body.idTenant;
      if (typeof idTenant !== 'number' || !tenantSubtree(db, principal.idTenant).includes(idTenant))
        errors.idTenant = 'This tenant is not available';
      const roleIds = body.roleIds ?? [];
      if (!isIdList(roleIds)) errors.roleIds = 'Expected a list of permission group ids';
      else if (!errors.idTenant) {
        const problem = roleAssignmentError(db, roleIds, idTenant as number, principal.permissions);
        if (problem) errors.roleIds = problem;
      }
      assertValid(errors);

      const now = new Date().toISOString();
      const { hash, salt } = hashPassword(String(body.password));
      const id = db.transaction(() => {
        const result = db
          .prepare(
            `INSERT INTO user (id_tenant, username, firstname, lastname, email, phone, password_hash, password_salt,
               password_changed, password_expires, timezone, enabled, created)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            idTenant,
            username,
            String(body.firstname).trim(),
            String(body.lastname).trim(),
            String(body.email).trim(),
            optionalText(body.phone),
            hash,
            salt,
            now,
            passwordExpiry(db, idTenant as number),
            optionalText(body.timezone),
            body.enabled === false ? 0 : 1,
            now,
          );
        const insertRole = db.prepare('INSERT INTO user_role (id_user, id_role) VALUES (?, ?)');
        for (const idRole of roleIds as number[]) insertRole.run(result.lastInsertRowid, idRole);
        return Number(result.lastInsertRowid);
      })();
      reply.code(201);
      return findUser(db, id, principal.idTenant);
    },
  );

  app.put(
    '/api/administration/users/:id',
    { config: { access: { area: 'User', action: 'edit' } } },
    async (request): Promise<User> => {
      const principal = principalOf(request);
      const user = findUser(db, idParam(request), principal.idTenant);
      assertCoversUser(db, user.id, principal.permissions);
      const body = bodyOf(request);
      const errors = formErrors('users', 'edit', body);
      preferenceErrors(body, errors);
      assertValid(errors);
      const next = {
        firstname: 'firstname' in body ? String(body.firstname).trim() : user.firstname,
        lastname: 'lastname' in body ? String(body.lastname).trim() : user.lastname,
        email: 'email' in body ? String(body.email).trim() : user.email,
        phone: 'phone' in body ? optionalText(body.phone) : user.phone,
        timezone: 'timezone' in body ? optionalText(body.timezone) : user.timezone,
        enabled: typeof body.enabled === 'boolean' ? body.enabled : user.enabled,
      };
      db.prepare(
        'UPDATE user SET firstname = ?, lastname = ?, email = ?, phone = ?, timezone = ?, enabled = ? WHERE id = ?',
      ).run(
        next.firstname,
        next.lastname,
        next.email,
        next.phone,
        next.timezone,
        next.enabled ? 1 : 0,
        user.id,
      );
      return findUser(db, user.id, principal.idTenant);
    },
  );
}
