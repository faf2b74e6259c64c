import { themeAssetKey } from './themes';
import type { SeedContext } from '../../db/seed/seedContext';
import { insert } from '../../db/seed/seedContext';

/** A 1×1 PNG: the seeded uploaded logo. */
const LOGO_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * Per-tenant themes (SPEC §1 "themed per tenant"): Umbrella Health has its own theme with an uploaded logo; every
 * other tenant shows the platform's theme setting.
 */
export function seedInstanceThemes(ctx: SeedContext): void {
  const tenant = ctx.tenants.find((candidate) => candidate.name === 'Umbrella Health');
  if (!tenant) return;
  const created = ctx.now.toISOString();
  // Bytes, not JSON: `insert` would serialise a Buffer as an object.
  const asset = themeAssetKey();
  ctx.db
    .prepare(
      'INSERT INTO theme_asset (id_tenant, content_type, bytes, created, public_key) VALUES (?, ?, ?, ?, ?)',
    )
    .run(tenant.id, 'image/png', Buffer.from(LOGO_PNG, 'base64'), created, asset);
  const content = JSON.stringify({
    title: 'Umbrella Health',
    colors: { primary: '#b71c1c', secondary: '#37474f' },
    logos: { console: { source: `/api/home/theme-assets/${asset}`, width: 32, height: 32 } },
  });
  insert(ctx.db, 'tenant_theme', { id_tenant: tenant.id, content, updated: created });
}
