import { TAGS } from '../../db/seed/names';
import { DAY, ago, insert, spread, scaled, uniqueName, type SeedContext } from '../../db/seed/seedContext';

/** Tags per tenant, named from the tag catalogue. */
export function seedTags(ctx: SeedContext): void {
  const counts = spread(ctx, scaled(ctx, 30), 2);
  ctx.tenants.forEach((tenant, index) => {
    const names = new Set<string>();
    const offset = ctx.rng.int(0, TAGS.length - 1);
    for (let i = 0; i < counts[index]; i++) {
      const [name, colour] = TAGS[(offset + i) % TAGS.length];
      const id = insert(ctx.db, 'tag', {
        id_tenant: tenant.id,
        name: uniqueName(name, names),
        colour,
        created: ago(ctx, 500 * DAY, 30 * DAY),
      });
      tenant.tagIds.push(id);
    }
  });
}
