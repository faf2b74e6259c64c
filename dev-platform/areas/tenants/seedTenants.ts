import { TENANT_ROLES } from '../../db/seed/rolePermissions';
import { DAY, fromNow, insert, type SeedContext, type TenantSeed } from '../../db/seed/seedContext';
import { tenantDefs } from './tenantDefs';

/** Inserts the tenant tree and each tenant's standard roles; fills `ctx.tenants`. */
export function seedTenants(ctx: SeedContext): void {
  const ids = new Map<string, number>();
  tenantDefs(ctx.scale).forEach((def, index) => {
    const created = fromNow(ctx, -(900 - index * 41) * DAY);
    const expirationDays = def.passwordExpirationType >= 2 ? 60 : 90;
    const id = insert(ctx.db, 'tenant', {
      name: def.name,
      code: def.code,
      id_parent_tenant: def.parent === null ? null : ids.get(def.parent),
      enabled: true,
      two_factor_required: def.twoFactorRequired,
      channels: def.channels,
      timezone: def.timezone,
      contact_email: `support@${def.domain}`,
      website: `https://www.${def.domain}`,
      password_expiration_type: def.passwordExpirationType,
      password_expiration_days: expirationDays,
      password_warn_days: def.passwordExpirationType >= 2 ? 14 : 7,
      created,
    });
    ids.set(def.name, id);
    const tenant: TenantSeed = {
      id,
      name: def.name,
      domain: def.domain,
      dialPrefix: def.dialPrefix,
      languageCode: def.languageCode,
      timezone: def.timezone,
      passwordExpirationDays: def.passwordExpirationType === 0 ? null : expirationDays,
      weight: def.weight,
      userIds: [],
      roleIds: new Map(),
      flows: [],
      components: [],
      latestVersion: new Map(),
      flowFolderIds: [],
      campaignFolderIds: [],
      tagIds: [],
      grammars: [],
      lineTariffIds: [],
      modules: [],
      lines: [],
      campaigns: [],
    };
    for (const role of TENANT_ROLES) {
      const idRole = insert(ctx.db, 'role', {
        id_tenant: id,
        name: role.name,
        description: role.description,
        permissions: role.permissions(),
        created,
      });
      tenant.roleIds.set(role.name, idRole);
    }
    ctx.tenants.push(tenant);
  });
}

/** The tenant with the given name (seeded sign-ins are pinned to named tenants). */
export function tenantNamed(ctx: SeedContext, name: string): TenantSeed {
  const tenant = ctx.tenants.find((candidate) => candidate.name === name);
  if (!tenant) throw new Error(`Seed tenant '${name}' missing`);
  return tenant;
}
