import { FOLDER_NAMES } from '../../db/seed/names';
import { DAY, ago, insert, spread, scaled, uniqueName, type SeedContext } from '../../db/seed/seedContext';

/** Flow and campaign folder trees; about a third of the folders are nested in an earlier one. */
export function seedFolders(ctx: SeedContext): void {
  const flowCounts = spread(ctx, scaled(ctx, 40), 2);
  const campaignCounts = spread(ctx, scaled(ctx, 20), 1);
  ctx.tenants.forEach((tenant, index) => {
    for (const [kind, count, ids] of [
      ['flow', flowCounts[index], tenant.flowFolderIds],
      ['campaign', campaignCounts[index], tenant.campaignFolderIds],
    ] as const) {
      const names = new Set<string>();
      for (let i = 0; i < count; i++) {
        const parent = ids.length > 0 && ctx.rng.chance(0.35) ? ctx.rng.pick(ids) : null;
        const id = insert(ctx.db, 'folder', {
          id_tenant: tenant.id,
          id_parent_folder: parent,
          kind,
          name: uniqueName(ctx.rng.pick(FOLDER_NAMES), names),
          created: ago(ctx, 600 * DAY, 100 * DAY),
        });
        ids.push(id);
      }
    }
  });
}
