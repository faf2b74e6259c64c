import { DAY, ago, cycleName, insert, spread, scaled, type SeedContext } from '../../db/seed/seedContext';

const VALUE_KEYS = [
  'openingHours',
  'hotlineNumber',
  'maxDebtAmount',
  'holidayMode',
  'agentQueue',
  'smsSender',
];

/** Variables storage: key/values and the access key of every tenant. */
export function seedTenantValues(ctx: SeedContext): void {
  const counts = spread(ctx, scaled(ctx, 120), 3);
  ctx.tenants.forEach((tenant, index) => {
    insert(ctx.db, 'tenant_value_key', {
      id_tenant: tenant.id,
      api_key: ctx.rng.hex(48),
      created: ago(ctx, 200 * DAY),
    });
    for (let i = 0; i < counts[index]; i++) {
      insert(ctx.db, 'tenant_value', {
        id_tenant: tenant.id,
        key: cycleName(VALUE_KEYS, i, '_'),
        value: valueFor(ctx, VALUE_KEYS[i % VALUE_KEYS.length], tenant.lines[0].phoneNumber),
        updated: ago(ctx, 120 * DAY),
      });
    }
  });
}

function valueFor(ctx: SeedContext, key: string, hotline: string): string {
  switch (key) {
    case 'openingHours':
      return JSON.stringify({
        monFri: `0${ctx.rng.int(7, 9)}:00-1${ctx.rng.int(6, 9)}:00`,
        sat: '09:00-12:00',
      });
    case 'hotlineNumber':
      return hotline;
    case 'maxDebtAmount':
      return String(ctx.rng.int(5, 200) * 100);
    case 'holidayMode':
      return String(ctx.rng.chance(0.2));
    case 'agentQueue':
      return ctx.rng.pick(['care-tier-1', 'care-tier-2', 'collections', 'sales']);
    default:
      return ctx.rng.pick(['ACME', 'INFO', 'NOREPLY', 'SERVICE']);
  }
}
