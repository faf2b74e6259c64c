import type { FastifyInstance } from 'fastify';
import type { PasswordExpirationType, SignedInUser, UserInfoResponse } from '../../../src/shared/wire/home';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';

const ENFORCEMENT: PasswordExpirationType[] = ['NEVER', 'WARNING', 'RESTRICTION', 'BLOCK'];

interface UserInfoRow {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  id_tenant: number;
  tenant_name: string;
  timezone: string | null;
  password_expires: string | null;
  password_warn_days: number;
  password_expiration_type: number;
}

/** User info (SPEC §3, §7): the signed-in user wrapped in `value`; 401 without a valid token. */
export function userInfoRoutes(app: FastifyInstance, { db }: ApiContext) {
  app.get('/api/home/user-info', { config: { access: { authenticated: true } } }, async (request) => {
    const principal = principalOf(request);
    const row = db
      .prepare(
        `SELECT u.id, u.username, u.firstname, u.lastname, u.id_tenant, t.name AS tenant_name, u.timezone,
                u.password_expires, u.password_warn_days, t.password_expiration_type
         FROM user u JOIN tenant t ON t.id = u.id_tenant WHERE u.id = ?`,
      )
      .get(principal.idUser) as UserInfoRow;
    // A user whose own password has an expiry date is warned even when the tenant policy says never.
    const policy = ENFORCEMENT[row.password_expiration_type] ?? 'NEVER';
    const user: SignedInUser = {
      id: row.id,
      username: row.username,
      firstname: row.firstname,
      lastname: row.lastname,
      tenant: { id: row.id_tenant, name: row.tenant_name },
      idTenant: row.id_tenant,
      tenantsForContextSwitch: principal.tenantsForContextSwitch,
      consolePreference: { timezone: row.timezone },
      passwordExpiration: {
        type: row.password_expires && policy === 'NEVER' ? 'WARNING' : policy,
        expiresAt: row.password_expires,
        warnDays: row.password_warn_days,
      },
      permissions: principal.permissions,
    };
    const response: UserInfoResponse = { value: user };
    return response;
  });
}
