import { packageFile, resolvePackage } from '../package-manager/packagesContent';
import { insert, type SeedContext } from '../../db/seed/seedContext';

/**
 * One package per tenant, created from its first flow that uses components (the package manager's earlier output);
 * built by the same code as the create call, so it is a valid package. No random draws.
 */
export function seedPackages(ctx: SeedContext): void {
  for (const tenant of ctx.tenants) {
    const flow = ctx.db
      .prepare(
        `SELECT id, name FROM call_script cs WHERE id_tenant = ? AND is_component = 0
         AND EXISTS (SELECT 1 FROM call_script_usage u WHERE u.id_call_script = cs.id) ORDER BY id LIMIT 1`,
      )
      .get(tenant.id) as { id: number; name: string } | undefined;
    if (!flow) continue;
    const name = `${flow.name} package`;
    const { items } = resolvePackage(ctx.db, tenant.id, {
      name,
      flows: [flow.id],
      components: [],
      grammars: [],
      languages: [],
    });
    insert(ctx.db, 'package_file', {
      id_tenant: tenant.id,
      id_user: null,
      name,
      content: JSON.stringify(packageFile(name, items, ctx.now), null, 2),
      created: ctx.now.toISOString(),
    });
  }
}
