import type { SeedContext } from '../../db/seed/seedContext';

/**
 * Opening times in the variables storage (schedule/variable kind OPENING_TIMES 1): the seeded `openingHours…` keys
 * become 'HH:MM-HH:MM' values, so both kinds are on screen. Derived from the row id: deterministic, no draws.
 */
export function seedTenantValueKinds(ctx: SeedContext): void {
  const rows = ctx.db.prepare("SELECT id FROM tenant_value WHERE key LIKE 'openingHours%'").all() as {
    id: number;
  }[];
  const update = ctx.db.prepare('UPDATE tenant_value SET kind = 1, value = ? WHERE id = ?');
  for (const { id } of rows) update.run(`0${7 + (id % 3)}:00-1${6 + (id % 4)}:30`, id);
}
